import 'server-only';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { Heading, Section, SectionTitle } from '@/components/ui/section';
import { LinkItem } from '@/components/ui/text-link';
import { siteConfig } from '@/lib/config';
import { cardOf, categories, events, getCategory, glossary, hrefOf, jobs, newsByDate, pagesUnder, postsByDate, projects, tags, team, topics, videosByDate } from '@/lib/content';
import { blogPagePath, pageCount, pageSlice } from '@/lib/content/pagination';
import type { CompanyEvent, Entry, GlossaryTerm, Listing } from '@/lib/content/types';
import { formatDuration, formatMoney } from '@/lib/format';
import { contentLanguage, interfaceLanguage, type LanguageAttributes } from '@/lib/i18n/content-language';
import { Link } from '@/components/ui/link';
import { DateText } from '@/components/ui/date-text';
import { slugify } from '@/lib/slug';
import { eventJsonLd, jobJsonLd } from '@/lib/seo/page-json-ld';
import { eventsAround, isoToday } from '@/lib/content/calendar';
import { RequestLink } from './request-link';
import { SitemapSections } from '@/components/templates/sitemap-sections';
import { CardGrid, EntryCard } from './entry-card';

type Post = (typeof postsByDate)[number];

/** A post's card: its category above, its date below (blog listing, home page). */
export function PostCard({ post }: { post: Post }) {
  return (
    <EntryCard {...cardOf(post)} eyebrow={getCategory(post.category)?.name} meta={<DateText iso={post.published} />} />
  );
}

/** A grid of entry cards, each with optional extras beside what `cardOf` gives. */
async function Cards<E extends Entry>({ entries, extra, title }: { entries: readonly E[]; extra?: (entry: E) => Partial<Parameters<typeof EntryCard>[0]>; title?: string }) {
  const content = contentLanguage(await getLocale());
  return (
    <Section spacing="flush" title={title} titleSize="section" headingId={title ? slugify(title) : undefined} {...(title ? content : {})}>
      <CardGrid>
        {entries.map((entry) => {
          const card = cardOf(entry);
          return (
            <li key={card.href} {...content}>
              <EntryCard {...card} {...extra?.(entry)} />
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}

/** Previous and Next: their arrows are icons, which turn with the reading direction (typed arrows do not). */
const pill = 'inline-flex items-center gap-2 rounded-full border border-line-strong px-4 py-2 font-medium text-ink hover:border-ink';

/**
 * Listings headed in the interface's own words (translated, unlike the content around them), with
 * the id the page's "On this page" links to (components/templates/page-view.tsx lists them too).
 */
export const INTERFACE_HEADINGS = {
  people: { key: 'team', id: 'people' },
  jobs: { key: 'openPositions', id: 'open-positions' },
  events: { key: 'upcomingEvents', id: 'upcoming-events' },
  pastEvents: { key: 'pastEvents', id: 'past-events' },
} as const;

/**
 * The blog listing: category filters, one page of posts, the pager and the tag cloud, under the
 * block's heading (content copy, in the content's language like the other listings' headings; the
 * interface's "All" when it has none). The pager around the cards is in the interface's language.
 */
async function PostListing({ page = 1, heading }: { page?: number; heading?: string }) {
  const t = await getTranslations('Listing');
  const common = await getTranslations('Common');
  const total = pageCount(postsByDate.length);
  const content = contentLanguage(await getLocale());
  const headingId = heading ? slugify(heading) : 'all-posts';
  return (
    <Section aria-labelledby={headingId} spacing="flush">
      <ListingHeading text={heading ?? common('all')} id={headingId} language={heading ? content : undefined} />
      {/* The categories' and tags' names are the posts' own words, in English like them. */}
      <div className="mb-8 flex flex-wrap items-center gap-2" aria-label={t('filterBy')} role="group">
        {categories.map((category) => (
          <Link key={category.slug} href={hrefOf(category)} className="rounded-full border border-line-strong px-3.5 py-1.5 text-sm text-ink-2 hover:border-ink hover:text-ink" {...content}>
            {category.name}
          </Link>
        ))}
      </div>
      <CardGrid>
        {pageSlice(postsByDate, page).map((post) => (
          <li key={post.slug} {...content}>
            <PostCard post={post} />
          </li>
        ))}
      </CardGrid>
      {total > 1 ? (
        <nav aria-label={common('pageOf', { page, total })} className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6 text-sm">
          {page > 1 ? (
            <Link href={blogPagePath(page - 1)} rel="prev" className={pill}>
              <Icon name="arrowLeft" size={16} className="flip-rtl" />
              {common('previous')}
            </Link>
          ) : (
            <span />
          )}
          <ol className="flex items-center gap-1">
            {Array.from({ length: total }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  href={blogPagePath(number)}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={common('pageOf', { page: number, total })}
                  className="inline-flex size-10 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2 hover:text-ink aria-[current=page]:bg-ink aria-[current=page]:text-canvas"
                >
                  {number}
                </Link>
              </li>
            ))}
          </ol>
          {page < total ? (
            <Link href={blogPagePath(page + 1)} rel="next" className={pill}>
              {common('next')}
              <Icon name="arrowRight" size={16} className="flip-rtl" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-2" {...content}>
        {tags.map((tag) => (
          <Link key={tag.slug} href={hrefOf(tag)} className="rounded-full bg-surface-2 px-3 py-1 text-xs text-ink-2 hover:text-ink">
            #{tag.name}
          </Link>
        ))}
      </div>
    </Section>
  );
}

async function People({ authorsOnly = false }: { authorsOnly?: boolean }) {
  const t = await getTranslations('Listing');
  const format = await getFormatter();
  const postCount = (id: string) => postsByDate.filter((post) => post.authorId === id).length;
  const members = authorsOnly ? team.filter((member) => postCount(member.id) > 0) : team;
  const locale = await getLocale();
  const content = contentLanguage(locale);
  return (
    <Section title={t(INTERFACE_HEADINGS.people.key)} titleSize="section" headingId={INTERFACE_HEADINGS.people.id} spacing="flush">
      <CardGrid>
        {members.map((member) => (
          <li key={member.id} {...content}>
            <EntryCard
              {...cardOf(member)}
              cover={false}
              meta={authorsOnly ? <span {...interfaceLanguage(locale)}>{`${t('postsBy', { name: member.name })} · ${format.number(postCount(member.id))}`}</span> : member.location}
            />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

const letterOf = (term: GlossaryTerm) => term.term.charAt(0).toUpperCase();
const sortedTerms = [...glossary].sort((a, b) => a.term.localeCompare(b.term, 'en'));
const letters = [...new Set(sortedTerms.map(letterOf))];
const termsOf = (letter: string) => sortedTerms.filter((term) => letterOf(term) === letter);
const glossaryHref = (term: GlossaryTerm) => `/glossary#${term.slug}`;

/**
 * The heading of a listing, set like the page's other section headings, with the id the page's
 * "On this page" links to; in the content's language when it is content copy (English, like the
 * entries under it), unmarked when it is the interface's own word.
 */
function ListingHeading({ text, id = slugify(text), language }: { text: string; id?: string; language?: LanguageAttributes }) {
  return (
    <SectionTitle id={id} {...language}>
      {text}
    </SectionTitle>
  );
}

async function GlossaryByDiscipline({ heading }: { heading: string }) {
  const content = contentLanguage(await getLocale());
  const themes = [...new Set(sortedTerms.map((term) => term.theme))];
  return (
    <Section spacing="flush" aria-labelledby={slugify(heading)}>
      <ListingHeading text={heading} language={content} />
      <div className="grid gap-10 md:grid-cols-2" {...content}>
        {themes.map((theme) => (
          <section key={theme} aria-labelledby={`discipline-${theme}`}>
            <Heading level={3} id={`discipline-${theme}`} className="mb-4 text-xl capitalize">
              <Badge tone={theme}>{theme}</Badge>
            </Heading>
            <ul className="space-y-2">
              {sortedTerms
                .filter((term) => term.theme === theme)
                .map((term) => (
                  <li key={term.slug}>
                    <Link href={glossaryHref(term)} className="font-medium text-ink underline-offset-4 hover:underline">
                      {term.term}
                    </Link>
                    <p className="text-sm leading-6 text-ink-2">{term.definition.split('. ')[0]}.</p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}

/** The glossary's terms by first letter, under the listing's heading: the letter bar, then a section (h3) per letter. */
async function GlossaryAtoZ({ layout, heading }: { layout: 'full' | 'index'; heading: string }) {
  const t = await getTranslations('Listing');
  const content = contentLanguage(await getLocale());
  const anchor = (letter: string) => `${layout === 'full' ? 'letter' : 'index'}-${letter}`;
  return (
    <Section spacing="flush" aria-labelledby={slugify(heading)}>
      <ListingHeading text={heading} language={content} />
      <nav aria-label={t('azIndex')} className="mb-10">
        {/* The bar runs in the direction of the terms it indexes: A to Z from the left in an Arabic page too. */}
        <ul className="flex flex-wrap gap-1.5" dir={content.dir}>
          {letters.map((letter) => (
            <li key={letter}>
              <a
                href={`#${anchor(letter)}`}
                aria-label={t('jumpToLetter', { letter })}
                className="letter-chip"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-12" {...content}>
        {letters.map((letter) => (
          <section key={letter} aria-labelledby={anchor(letter)}>
            <h3 id={anchor(letter)} className="mb-4 scroll-mt-28 border-b border-line pb-2 font-mono text-2xl text-ink">
              {letter}
            </h3>
            {layout === 'full' ? (
              <dl className="glossary-list space-y-6">
                {termsOf(letter).map((term) => (
                  <div key={term.slug} id={term.slug} className="scroll-mt-28">
                    <dt>{term.term}</dt>
                    <dd>{term.definition}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3">
                {termsOf(letter).map((term) => (
                  <LinkItem key={term.slug} href={glossaryHref(term)} className="mb-2 break-inside-avoid">
                    {term.term}
                  </LinkItem>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Section>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 ps-5 text-sm leading-6 text-ink-2">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

async function Jobs() {
  const t = await getTranslations('Listing');
  const common = await getTranslations('Common');
  const locale = await getLocale();
  const content = contentLanguage(locale);
  const salary = (amount: number) => formatMoney(locale, amount);
  // The salary range and "Remote eligible" are in the reader's language inside the English entry,
  // so they take that language and its direction, as a date does: in Arabic, left to right, the
  // range read "210,000–US$ 165,000 US$".
  const interfaceWords = interfaceLanguage(locale);
  return (
    <Section title={t(INTERFACE_HEADINGS.jobs.key)} titleSize="section" headingId={INTERFACE_HEADINGS.jobs.id} spacing="flush" intro={t('salaryNote')}>
      <JsonLd data={jobs.map(jobJsonLd)} />
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {jobs.map((job) => (
          <li key={job.id} className="relative p-6" {...content}>
            <details className="[&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-3">
                <span>
                  <span className="block text-lg font-semibold text-ink">{job.title}</span>
                  <span className="block text-sm text-ink-3">
                    {job.team} · {job.location}
                    {job.remote ? (
                      <>
                        {' · '}
                        <span {...interfaceWords}>{t('remoteEligible')}</span>
                      </>
                    ) : null}
                    {/* The date the salary note converts at ("the rate on the posting date"). */}
                    {' · '}
                    <span {...interfaceWords}>{common('published')}</span> <DateText iso={job.posted} />
                  </span>
                </span>
                {/* disclosure-mark: a chevron says that the row opens, as the questions' rows do. */}
                <span className="disclosure-mark font-mono text-sm whitespace-nowrap text-ink-2" {...interfaceWords}>
                  {salary(job.salaryMin)}–{salary(job.salaryMax)}
                </span>
              </summary>
              <div className="mt-4 grid gap-6 md:grid-cols-2">
                {/* The role's address (/careers#id, which search and the assistant link to) is inside
                    the row's content, so that following it opens the row (the browser reveals the
                    target's closed <details>); placed at the row's top, it scrolls the title into view. */}
                <span id={job.id} className="absolute top-0 scroll-mt-28" />
                <p className="leading-7 text-ink-2 md:col-span-2">{job.summary}</p>
                <BulletList items={job.responsibilities} />
                <BulletList items={job.requirements} />
                {/* The address beside the link: a phone with no mail app does nothing on a mailto: link. */}
                <p>
                  <a className="font-medium text-signal underline underline-offset-4" href={`mailto:${siteConfig.contact.careers}?subject=${encodeURIComponent(job.title)}`} {...interfaceWords}>
                    {t('apply')}
                  </a>{' '}
                  <span className="ms-2 font-mono text-sm text-ink-3">{siteConfig.contact.careers}</span>
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Events as cards. Upcoming events of our own (`registration: 'contact'`) carry a Register link to
 * the contact form with the event named, as the page's "How to attend" says; conferences register
 * with their organizer.
 */
function EventList({ events: list, content, register = false }: { events: readonly CompanyEvent[]; content: ReturnType<typeof contentLanguage>; register?: boolean }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {list.map((event) => (
        <li key={event.id} id={event.id} className="scroll-mt-28 rounded-2xl border border-line bg-surface p-5" {...content}>
          <p className="font-mono text-xs text-ink-3">
            <DateText iso={event.date} end={event.endDate} /> · {event.format}
          </p>
          <Heading level={3} id={`${event.id}-title`} className="mt-2 text-lg">
            {event.title}
          </Heading>
          <p className="text-sm text-ink-3">{event.location}</p>
          <p className="mt-2 text-sm leading-6 text-ink-2">{event.summary}</p>
          {register && event.registration === 'contact' ? <RequestLink subject="events" name={event.title} nameId={`${event.id}-title`} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The calendar: what is to come under its heading (with Event data for search engines), then what has passed. */
async function Events() {
  const t = await getTranslations('Listing');
  const locale = await getLocale();
  const content = contentLanguage(locale);
  const { upcoming, past } = eventsAround(events, isoToday());
  return (
    <>
      <Section title={t(INTERFACE_HEADINGS.events.key)} titleSize="section" headingId={INTERFACE_HEADINGS.events.id} spacing="flush">
        {upcoming.length ? (
          <>
            <JsonLd data={upcoming.map((event) => eventJsonLd(event, locale))} />
            <EventList events={upcoming} content={content} register />
          </>
        ) : (
          <p className="leading-7 text-ink-2">{t('noUpcomingEvents')}</p>
        )}
      </Section>
      {past.length ? (
        <Section title={t(INTERFACE_HEADINGS.pastEvents.key)} titleSize="section" headingId={INTERFACE_HEADINGS.pastEvents.id} spacing="flush" className="mt-14">
          <EventList events={past} content={content} />
        </Section>
      ) : null}
    </>
  );
}

/** The headings a listing adds to "On this page", in the interface's words: the past events only when there are some. */
export function listingHeadings(of: Listing['of']): { key: (typeof INTERFACE_HEADINGS)[keyof typeof INTERFACE_HEADINGS]['key']; id: string }[] {
  switch (of) {
    case 'people':
    case 'jobs':
      return [INTERFACE_HEADINGS[of]];
    case 'events':
      return eventsAround(events, isoToday()).past.length ? [INTERFACE_HEADINGS.events, INTERFACE_HEADINGS.pastEvents] : [INTERFACE_HEADINGS.events];
    default:
      return [];
  }
}

/** The view of a listing block: one entry per kind of listing. */
export function ListingView({ block }: { block: Listing }): ReactNode {
  switch (block.of) {
    case 'posts':
      return <PostListing page={block.page} heading={block.heading} />;
    case 'news':
      return (
        <Cards
          entries={newsByDate}
          title={block.heading}
          extra={(item) => ({
            meta: (
              <>
                <DateText iso={item.published} /> · {item.location}
              </>
            ),
          })}
        />
      );
    case 'people':
      return <People />;
    case 'authors':
      return <People authorsOnly />;
    case 'topics':
      return <Cards entries={topics} title={block.heading} />;
    case 'projects':
      return <Cards entries={projects} title={block.heading} />;
    case 'videos':
      return <Cards entries={videosByDate} title={block.heading} extra={(video) => ({ eyebrow: formatDuration(video.duration), meta: <DateText iso={video.published} /> })} />;
    case 'glossary':
      return block.layout === 'hub' ? <GlossaryByDiscipline heading={block.heading} /> : <GlossaryAtoZ layout={block.layout} heading={block.heading} />;
    case 'jobs':
      return <Jobs />;
    case 'events':
      return <Events />;
    case 'pages': {
      const children = pagesUnder(block.under);
      // Papers (the publications) are listed newest first, each with its venue and date.
      if (children.length && children.every((child) => child.paper)) {
        const papers = children.toSorted((a, b) => b.paper!.published.localeCompare(a.paper!.published));
        return (
          <Cards
            entries={papers}
            title={block.heading}
            extra={({ paper }) => ({
              meta: (
                <>
                  {paper!.venue} · <DateText iso={paper!.published} />
                </>
              ),
            })}
          />
        );
      }
      return children.length ? <Cards entries={children} title={block.heading} /> : null;
    }
    case 'sitemap':
      return <SitemapSections />;
  }
}
