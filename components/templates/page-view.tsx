import { getLocale, getTranslations } from 'next-intl/server';
import { DateText } from '@/components/ui/date-text';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { BlockView, Blocks, blockHeading, isFullWidth, type RenderDemo } from '@/components/sections/blocks';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { FactBox } from '@/components/sections/fact-box';
import { listingHeadings } from '@/components/sections/listings';
import { PageHero } from '@/components/sections/page-hero';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { Heading } from '@/components/ui/section';
import type { Block, Page } from '@/lib/content/types';
import { trailFor, type Crumb } from '@/lib/content/trail';
import { CONTENT_LANG, contentLanguage } from '@/lib/i18n/content-language';
import { FEED_CONTENT_TYPE, feedForPath, feeds } from '@/lib/feeds/paths';
import { formatMoney } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { backdropFor } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageJsonLd } from '@/lib/seo/page-json-ld';
import { CITATION_FORMATS, citationFormats, citationPath, isPaperPage } from '@/lib/seo/citation';
import { buttonClasses } from '@/components/ui/button';
import { slugify } from '@/lib/slug';
import { ScrollRegion } from '@/components/ui/scroll-region';

export { CONTENT_LANG } from '@/lib/i18n/content-language';

export async function OriginalLanguageNote({ locale }: { locale: Locale }) {
  if (locale === CONTENT_LANG) return null;
  const t = await getTranslations('Common');
  return <p className="container-page mt-6 text-sm text-ink-3">{t('originalLanguageNote')}</p>;
}

/** "On this page" and "At a glance": the aside of long pages. */
async function Aside({ page, contents }: { page: Page; contents: ReactNode }) {
  const t = await getTranslations('Common');
  const facts = Boolean(page.facts?.length);
  const feed = feedHomedAt(page.path);
  if (!facts && !feed && !contents) return null;
  // From 1024 px "On this page" stays in view under the header (sticky-aside) while "At a glance"
  // and the feed scroll away with the page: were the whole aside sticky, a tall one (the blog's)
  // left room for the contents' heading and none of its links. A list too long for the window
  // scrolls inside itself and is a tab stop then (ScrollRegion). "On this page" shows from 1024 px
  // only: an aside that holds nothing else is left out below that, where an empty grid item would
  // add a row gap between the body and the listing after it.
  return (
    <aside className={facts || feed ? 'space-y-8' : 'hidden lg:block'}>
      {facts ? <FactBox title={t('atAGlance')} id="at-a-glance" facts={page.facts!} labels="content" /> : null}
      {feed ? <FeedBox feed={feed} /> : null}
      {contents ? (
        <ScrollRegion as="nav" axis="y" aria-labelledby="on-this-page" className="sticky-aside hidden lg:block">
          <h2 id="on-this-page" className="eyebrow mb-4">
            {t('onThisPage')}
          </h2>
          {contents}
        </ScrollRegion>
      ) : null}
    </aside>
  );
}

/**
 * The links of "On this page", or null for a page with fewer than three sections. A heading's text
 * is the page's copy (English) or the interface's word. One element, placed twice (the phone's
 * disclosure and the aside): the flight data writes it once and refers to it the second time.
 */
function contentsOf(headings: TocEntry[], locale: Locale): ReactNode {
  if (headings.length < 3) return null;
  const content = contentLanguage(locale);
  return (
    <ul className="space-y-2 border-s border-line text-sm">
      {headings.map((heading) => (
        <li key={heading.id} {...(heading.isContent ? content : {})}>
          <a href={`#${heading.id}`} className="toc-link">
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * "On this page" below 1024 px, where the aside comes after the body: a closed disclosure under the
 * hero, so a phone reader can jump to a section instead of scrolling past the ones before it. From
 * 1024 px it is hidden (not in the accessibility tree) and the aside's sticky list takes over.
 */
async function MobileContents({ contents }: { contents: ReactNode }) {
  if (!contents) return null;
  const t = await getTranslations('Common');
  return (
    <div className="container-page mt-6 lg:hidden">
      <details className="toc-disclosure" data-testid="mobile-contents">
        <summary>
          {t('onThisPage')}
          <span className="disclosure-mark" />
        </summary>
        <nav aria-label={t('onThisPage')}>{contents}</nav>
      </details>
    </div>
  );
}

/** The feed whose listing page this is (the blog, the newsroom), if any: that page offers to follow it. */
const feedHomedAt = (path: string) => {
  const feed = feedForPath(path);
  return feed && feeds[feed].home === path ? feed : undefined;
};

/** On a listing page with an Atom feed (the blog, the newsroom): where to follow it. */
async function FeedBox({ feed }: { feed: NonNullable<ReturnType<typeof feedForPath>> }) {
  const t = await getTranslations('Common');
  return (
    <section aria-labelledby="follow" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="follow" className="eyebrow mb-3">
        {t('follow')}
      </h2>
      {/* A plain <a>: the feed is a file for a feed reader, not a page to navigate to in the app. */}
      <a href={feeds[feed].url} type={FEED_CONTENT_TYPE} className="inline-flex items-center gap-1.5 font-medium text-signal underline decoration-signal/30 underline-offset-4 hover:decoration-signal">
        <Icon name="rss" size={16} />
        {t('feedLink')}
      </a>
      <p className="mt-1 text-sm text-ink-3">{t('feedHint')}</p>
    </section>
  );
}

/** Kind-specific facts under the hero: a paper's authors, a product's availability... */
async function KindPanel({ page }: { page: Page }) {
  const t = await getTranslations('Listing');
  const locale = await getLocale();
  // The paper's and the patent's facts are content/ copy (English) inside the translated labels.
  const content = contentLanguage(locale);
  if (isPaperPage(page)) {
    const paper = page.paper;
    return (
      <section aria-labelledby="abstract" className="rounded-2xl border border-line bg-surface p-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-ink-3">{t('authors')}</dt>
            <dd className="mt-1 text-ink" {...content}>
              {paper.authors.join(', ')}
            </dd>
          </div>
          <div>
            <dt className="text-ink-3">{t('venue')}</dt>
            <dd className="mt-1 text-ink">
              <span {...content}>{paper.venue}</span>, <DateText iso={paper.published} />
            </dd>
          </div>
          <div>
            <dt className="text-ink-3">{t('doi')}</dt>
            <dd className="mt-1 font-mono text-ink" dir="ltr">
              {paper.doi}
            </dd>
          </div>
        </dl>
        <Heading level={2} id="abstract" className="mt-6 text-lg">
          {t('abstract')}
        </Heading>
        <p className="mt-2 max-w-[70ch] leading-7 text-ink-2" {...content}>
          {paper.abstract}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="font-medium text-ink">{t('cite')}</span>
          {citationFormats.map((format) => (
            // A file to save, not a page: a plain link with `download`, outside client navigation.
            <a key={format} href={citationPath(page, format)} download className={buttonClasses('secondary')} aria-describedby="cite-hint" data-testid={`cite-${format}`}>
              {CITATION_FORMATS[format].label}
            </a>
          ))}
          <span id="cite-hint" className="text-ink-3">
            {t('citeHint')}
          </span>
        </div>
      </section>
    );
  }
  if (page.patent) {
    const patent = page.patent;
    const rows: [string, ReactNode][] = [
      [t('patentNumber'), <span key="number" dir="ltr">{patent.number}</span>],
      [t('filed'), <DateText key="filed" iso={patent.filed} />],
      [t('granted'), patent.granted ? <DateText key="granted" iso={patent.granted} /> : '—'],
      [t('inventors'), <span key="inventors" {...content}>{patent.inventors.join(', ')}</span>],
      [t('status'), <span key="status" {...content}>{patent.status}</span>],
    ];
    return (
      <dl className="grid gap-4 rounded-2xl border border-line bg-surface p-6 text-sm sm:grid-cols-2 lg:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-3">{label}</dt>
            <dd className="mt-1 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (page.product) {
    const product = page.product;
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {/* The category is the page's English copy; the labels and the availability are the interface's. */}
        <Badge tone={page.theme ?? 'neutral'} {...contentLanguage(locale)}>
          {product.category}
        </Badge>
        {/* The label is the interface's word (Artikelnummer, 品番); the code stays mono. */}
        <span className="text-ink-3">
          {t('sku')} <span className="font-mono">{product.sku}</span>
        </span>
        <span className="text-ink-2">
          {t('availability')}: {t(`availabilityValue.${product.availability}`)}
        </span>
        {product.priceFrom ? (
          <span className="font-medium text-ink">
            {/* <bdi>: in Arabic the amount ("4,900 US$") keeps its own order inside the sentence. */}
            {t.rich(product.pricePer === 'month' ? 'priceFromMonthly' : product.pricePer === 'year' ? 'priceFromYearly' : 'priceFrom', {
              price: formatMoney(locale, product.priceFrom),
              amount: (chunks) => <bdi>{chunks}</bdi>,
            })}
          </span>
        ) : null}
      </div>
    );
  }
  return null;
}

/** An entry of "On this page": a heading's text and id, and whether it is content copy (English) or the interface's word. */
type TocEntry = { text: string; id: string; isContent: boolean };

/** The page's section headings in order: the blocks' own, and the translated ones of listings headed by the interface. */
async function headingsOf(blocks: readonly Block[]): Promise<TocEntry[]> {
  const t = await getTranslations('Listing');
  return blocks.flatMap((block): TocEntry[] => {
    const text = blockHeading(block);
    if (text) return [{ text, id: slugify(text), isContent: true }];
    if (block.type === 'listing') return listingHeadings(block.of).map(({ key, id }) => ({ text: t(key), id, isContent: false }));
    return [];
  });
}

/** The template of every content page: hero, kind panel, body blocks with an aside, extras. */
export async function PageView({ page, children, trailExtra, lead, renderDemo }: { page: Page; children?: ReactNode; trailExtra?: Crumb[]; lead?: ReactNode; renderDemo?: RenderDemo }) {
  const locale = await getLocale();
  const nav = await getTranslations('Nav');
  const trail = trailFor(page.path, page.heading, nav('home'), trailExtra);
  const content = contentLanguage(locale);
  const contents = contentsOf(await headingsOf(page.blocks), locale);
  // The body sits beside the aside up to the first full-width block (a listing); from there the
  // blocks follow in their written order across the page. Without a listing, a closing call to
  // action still spans the page under the body. An index page that opens with its listing (the
  // blog, the newsroom: what their readers come for) shows it under the hero, across the page,
  // and its prose beside the aside after it: the aside never stands beside an empty body.
  const leadCount = page.blocks.findIndex((block) => !isFullWidth(block));
  const leading = leadCount > 0 ? page.blocks.slice(0, leadCount) : [];
  const rest = page.blocks.slice(leading.length);
  const firstWide = rest.findIndex(isFullWidth);
  const split = firstWide >= 0 ? firstWide : rest.at(-1)?.type === 'cta' ? rest.length - 1 : rest.length;
  const body = rest.slice(0, split);
  const after = rest.slice(split);
  const cta = after.at(-1)?.type === 'cta' ? after.at(-1) : undefined;
  const wide = cta ? after.slice(0, -1) : after;
  // Every block after the columns stands 3.5rem (mt-14) below the one before, as the blocks of the
  // reading column do (space-y-14): a listing's section has no padding of its own (Section's
  // spacing="flush"), so the listing is spaced like any other block.
  const across = (block: Block, index: number) =>
    isFullWidth(block) ? (
      <div key={index} className="mt-14">
        <BlockView block={block} />
      </div>
    ) : (
      <div key={index} {...content} className="container-page mt-14">
        <BlockView block={block} renderDemo={renderDemo} />
      </div>
    );
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(locale, trail), ...pageJsonLd(page, locale)]} />
      <Breadcrumbs trail={trail} />
      <PageHero backdrop={backdropFor(page.path)} eyebrow={page.eyebrow} title={page.heading} lede={page.lede} language={content} />
      <OriginalLanguageNote locale={locale} />
      <MobileContents contents={contents} />
      {leading.map((block, index) => (
        <div key={index} className="mt-12">
          <BlockView block={block} />
        </div>
      ))}
      <div className={`container-page ${leading.length ? 'mt-14' : 'mt-12'} grid gap-12 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16`}>
        <div className="min-w-0 space-y-14">
          <KindPanel page={page} />
          {lead}
          <div {...content}>
            <Blocks blocks={body} renderDemo={renderDemo} />
          </div>
        </div>
        <Aside page={page} contents={contents} />
      </div>
      {wide.map(across)}
      {children}
      {cta ? across(cta, wide.length) : null}
    </>
  );
}
