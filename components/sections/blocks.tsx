import { FormBlock } from '@/components/forms/form-block';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Heading, SectionTitle } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button';
import type { Block } from '@/lib/content/types';
import type { DemoId } from '@/lib/demos/registry';
import { Link } from '@/components/ui/link';
import { slugify } from '@/lib/slug';
import { ListingView } from './listings';
import { LogoVersions } from './logo-versions';
import { RequestLink } from './request-link';
import { withLinks, withProductLinks, withProfileLink } from './site-links';
import { TableScroll } from '@/components/ui/table-scroll';
import { ContentDate } from '@/components/ui/date-text';

/** The heading of a block, if it has one: used for anchors and the "on this page" list. */
export function blockHeading(block: Block): string | undefined {
  return 'heading' in block ? block.heading : undefined;
}

function BlockTitle({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <SectionTitle id={slugify(text)}>{text}</SectionTitle>
  );
}

/**
 * A block under its heading: a section with its heading inside; without one, a plain division.
 * Not named with aria-labelledby: a named section is a landmark, and a page of them would bury the
 * page's real landmarks for a screen reader.
 */
function BlockFrame({ heading, children }: { heading?: string; children: ReactNode }) {
  if (!heading) return <div>{children}</div>;
  return (
    <section>
      <BlockTitle text={heading} />
      {children}
    </section>
  );
}

/**
 * A specs block's rows with one term per label: rows that share a label (a demo's "Real" data, two
 * kinds of it) become one term with several values. Two terms of the same name in one list is
 * invalid, and two rows keyed by the same label confused React's reconciliation.
 */
export function specGroups(rows: readonly { label: string; value: string }[]): { label: string; values: string[] }[] {
  const groups: { label: string; values: string[] }[] = [];
  for (const row of rows) {
    const group = groups.find((entry) => entry.label === row.label);
    if (group) group.values.push(row.value);
    else groups.push({ label: row.label, values: [row.value] });
  }
  return groups;
}

function Intro({ text }: { text?: string }) {
  return text ? <p className="-mt-2 mb-6 max-w-[68ch] text-lg leading-8 text-ink-2">{text}</p> : null;
}

/**
 * Icons that every row or card of a block repeats, drawn once as elements: the flight data writes an
 * element once and refers to it after (about 100 bytes a repeat: the cards' arrows, the FAQ's
 * chevrons, the checklist's marks). The HTML is the same.
 */
const repeatedIcons = {
  check: Icon({ name: 'check', size: 18, className: 'mt-1 shrink-0 text-signal' }),
  chevron: Icon({ name: 'chevronDown', size: 18, className: 'mt-0.5 shrink-0 transition-transform group-open:rotate-180' }),
  arrow: Icon({ name: 'arrowRight', size: 16, className: 'flip-rtl arrow-nudge' }),
};

/**
 * Columns from the medium breakpoint by number of figures, so that no row is left with empty
 * cells: five are three above two (six tracks), six are two rows of three.
 */
const statColumns: Record<number, string> = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
  5: 'md:grid-cols-6 md:[&>div]:col-span-2 md:[&>div:nth-child(n+4)]:col-span-3',
  6: 'md:grid-cols-3',
};

/** A two-column card grid whose odd last card takes the whole row instead of standing alone. */
const cardGrid = 'grid gap-4 sm:grid-cols-2 sm:[&>li:last-child:nth-child(odd)]:col-span-2';

/** The longest cell, in characters, that a table keeps on one line: "Series A", "2026-06-16", "Dr. Tobias Lindqvist". */
const SHORT_CELL = 20;

/**
 * Sentence columns' narrowest widths by the length of their longest cell: a phrase may wrap onto a
 * few lines (7.5rem), a long description keeps 14rem, so that a table scrolls rather than stacking
 * its sentences a word or two per line.
 */
const SENTENCE_FLOORS: readonly (readonly [maxLength: number, className: string])[] = [
  [60, 'min-w-30'],
  [120, 'min-w-40'],
  [Infinity, 'min-w-56'],
];

/**
 * A class per table column. A column of labels and figures no longer than SHORT_CELL keeps each on
 * one line (a phone broke "Series A" after "Series"); a column of sentences wraps, down to its floor.
 * No width is set on the table: it fits its column where these allow (the investors' funding history
 * on a phone) and scrolls where they do not.
 */
function tableColumnClasses(block: Extract<Block, { type: 'table' }>): string[] {
  return block.columns.map((column, index) => {
    const longest = Math.max(column.length, ...block.rows.map((row) => row[index]?.length ?? 0));
    if (longest <= SHORT_CELL) return 'whitespace-nowrap';
    return SENTENCE_FLOORS.find(([maxLength]) => longest <= maxLength)![1];
  });
}

/** A cell that is a colour's hex value (the media kit's colours) shows a sample of it before the value. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function ColourSample({ hex }: { hex: string }) {
  return <span aria-hidden="true" className="me-2 inline-block size-4 rounded-sm border border-line-strong align-[-0.2em]" style={{ backgroundColor: hex }} data-colour-sample />;
}

/**
 * Renders a `demo` block. Only the routes that show demos pass one (components/demos/demo-block.tsx's
 * `renderDemo`), so the demo loader is part of those routes' JavaScript and of no other page's.
 */
export type RenderDemo = (demo: DemoId) => ReactNode;

export function BlockView({ block, renderDemo }: { block: Block; renderDemo?: RenderDemo }) {
  switch (block.type) {
    case 'prose':
      return (
        <BlockFrame heading={block.heading}>
          <div className="prose-body max-w-[68ch]">
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{withLinks(paragraph)}</p>
            ))}
          </div>
        </BlockFrame>
      );
    case 'features':
      return (
        <BlockFrame heading={block.heading}>
          <Intro text={block.intro} />
          <ul className={cardGrid}>
            {block.items.map((item) => (
              <li key={item.title} className="rounded-2xl border border-line bg-surface p-5">
                <Heading level={3} className="text-base">
                  {item.title}
                </Heading>
                <p className="mt-2 text-[0.95rem] leading-7 text-ink-2">{withLinks(item.body)}</p>
              </li>
            ))}
          </ul>
        </BlockFrame>
      );
    case 'stats':
      return (
        <BlockFrame heading={block.heading}>
          <dl className={`grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line max-md:[&>div:last-child:nth-child(odd)]:col-span-2 ${statColumns[block.items.length] ?? 'md:grid-cols-4'}`}>
            {block.items.map((item) => (
              <div key={item.label} className="stat-cell">
                <dt className="stat-label">{item.label}</dt>
                <dd className="stat-value">{item.value}</dd>
              </div>
            ))}
          </dl>
        </BlockFrame>
      );
    case 'specs':
      return (
        <BlockFrame heading={block.heading}>
          <dl className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {specGroups(block.rows).map((group) => (
              <div key={group.label} className="grid gap-1 px-5 py-3.5 sm:grid-cols-[minmax(10rem,1fr)_2fr] sm:gap-x-6">
                <dt className="text-sm font-medium text-ink-3">{group.label}</dt>
                {/* The body face with figures of one width: most values are phrases ("You own the
                    report, the data we produce…"), which read poorly in the monospace face. */}
                {group.values.map((value) => (
                  <dd key={value} className="text-sm text-ink tabular-nums sm:col-start-2">
                    {value}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </BlockFrame>
      );
    case 'list':
      return (
        <BlockFrame heading={block.heading}>
          <Intro text={block.intro} />
          <ul className="max-w-[68ch] space-y-3">
            {block.items.map((item) => (
              <li key={item} className="flex gap-3 leading-7 text-ink-2">
                {repeatedIcons.check}
                <span>{withLinks(item)}</span>
              </li>
            ))}
          </ul>
        </BlockFrame>
      );
    case 'steps':
      return (
        <BlockFrame heading={block.heading}>
          <Intro text={block.intro} />
          <ol className="space-y-6">
            {block.items.map((item, index) => (
              <li key={item.title} className="grid grid-cols-[2.5rem_1fr] gap-4">
                <span className="flex h-10 w-10 items-center justify-center rounded-full border border-line-strong font-mono text-sm text-ink">
                  {index + 1}
                </span>
                <div>
                  <Heading level={3} className="text-base">
                    {item.title}
                  </Heading>
                  <p className="mt-1.5 max-w-[64ch] leading-7 text-ink-2">{withLinks(item.body)}</p>
                </div>
              </li>
            ))}
          </ol>
        </BlockFrame>
      );
    case 'timeline':
      return (
        <BlockFrame heading={block.heading}>
          <ol className="relative space-y-8 border-s border-line-strong ps-6">
            {block.items.map((item) => (
              <li key={`${item.date}-${item.title}`} className="relative">
                <span aria-hidden="true" className="absolute -start-[1.85rem] top-1.5 h-3 w-3 rounded-full border-2 border-canvas bg-signal" />
                <p className="font-mono text-xs tracking-wider text-ink-3 uppercase">
                  <ContentDate date={item.date} />
                </p>
                <Heading level={3} className="mt-1 text-base">
                  {item.title}
                </Heading>
                <p className="mt-1.5 max-w-[64ch] leading-7 text-ink-2">{withLinks(item.body)}</p>
              </li>
            ))}
          </ol>
        </BlockFrame>
      );
    case 'faq':
      return (
        <BlockFrame heading={block.heading}>
          <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {block.items.map((item) => (
              <details key={item.question} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-ink">
                  <span>{item.question}</span>
                  {repeatedIcons.chevron}
                </summary>
                <p className="mt-3 max-w-[68ch] leading-7 text-ink-2">{withLinks(item.answer)}</p>
              </details>
            ))}
          </div>
        </BlockFrame>
      );
    case 'quote':
      return (
        <figure className="max-w-[68ch] border-s-2 border-signal ps-6">
          <blockquote className="text-xl leading-8 text-ink text-pretty">“{block.text}”</blockquote>
          <figcaption className="mt-3 text-sm text-ink-3">{block.attribution}</figcaption>
        </figure>
      );
    case 'table': {
      const columnClass = tableColumnClasses(block);
      const captionId = block.caption ? `${slugify(block.heading)}-caption` : undefined;
      return (
        <BlockFrame heading={block.heading}>
          {/* The caption stays outside the scrolling box: inside a table that is wider than a phone, it was cut off mid-sentence. */}
          {block.caption ? (
            <p id={captionId} className="mb-3 max-w-[68ch] text-sm leading-6 text-ink-3">
              {block.caption}
            </p>
          ) : null}
          <TableScroll label={block.heading}>
            <table className="data-table" aria-describedby={captionId}>
              <thead>
                <tr>
                  {block.columns.map((column, index) => (
                    <th key={column} scope="col" className={columnClass[index]}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className={columnClass[index]}>
                          {block.request ? (
                            <>
                              <span id={`${slugify(block.heading)}-row-${rowIndex}`}>{cell}</span>
                              <RequestLink subject={block.request} name={cell} nameId={`${slugify(block.heading)}-row-${rowIndex}`} />
                            </>
                          ) : (
                            block.products ? withProductLinks(cell) : withProfileLink(cell)
                          )}
                        </th>
                      ) : (
                        <td key={index} className={columnClass[index]}>
                          {HEX_COLOUR.test(cell) ? <ColourSample hex={cell} /> : null}
                          {withLinks(cell)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </BlockFrame>
      );
    }
    case 'links':
      return (
        <BlockFrame heading={block.heading}>
          <ul className={cardGrid}>
            {block.items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="group card-link">
                  <span className="card-link-title">
                    {item.title}
                    {repeatedIcons.arrow}
                  </span>
                  <span className="mt-2 text-sm leading-6 text-ink-2">{item.body}</span>
                </Link>
              </li>
            ))}
          </ul>
        </BlockFrame>
      );
    case 'logos':
      return (
        <BlockFrame heading={block.heading}>
          <Intro text={block.intro} />
          <LogoVersions versions={block.versions} />
        </BlockFrame>
      );
    case 'demo':
      if (!renderDemo) throw new Error(`A "${block.demo}" demo block is on a route that does not pass renderDemo (see components/demos/demo-block.tsx).`);
      return renderDemo(block.demo);
    case 'cta':
      return (
        // The hero's dark band in both themes, as the home page's closing call (home-view.tsx).
        <section className="rounded-3xl bg-hero px-6 py-10 text-white md:px-10 dark:ring-1 dark:ring-white/10">
          <h2 id={slugify(block.heading)} className="max-w-2xl scroll-mt-28 text-2xl font-semibold tracking-tight text-balance md:text-3xl">
            {block.heading}
          </h2>
          <p className="mt-3 max-w-xl leading-7 text-hero-ink-2">{block.body}</p>
          <div className="button-row mt-6 flex flex-wrap gap-3">
            <ButtonLink href={block.primary.href} variant="onDark">
              {block.primary.label}
            </ButtonLink>
            {block.secondary ? (
              <ButtonLink href={block.secondary.href} variant="onDarkGhost">
                {block.secondary.label}
              </ButtonLink>
            ) : null}
            {block.tertiary ? (
              <Link href={block.tertiary.href} className="group inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 font-medium underline decoration-canvas/40 underline-offset-4 hover:decoration-canvas focus-visible:outline-canvas">
                {block.tertiary.label}
                {repeatedIcons.arrow}
              </Link>
            ) : null}
          </div>
        </section>
      );
    case 'listing':
      return <ListingView block={block} />;
    case 'form':
      return <FormBlock form={block.form} />;
  }
}

/** Blocks that span the page under its body (listings) rather than sit in the reading column. */
export function isFullWidth(block: Block): boolean {
  return block.type === 'listing';
}

export function Blocks({ blocks, renderDemo }: { blocks: readonly Block[]; renderDemo?: RenderDemo }) {
  return (
    <div className="space-y-14">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} renderDemo={renderDemo} />
      ))}
    </div>
  );
}

