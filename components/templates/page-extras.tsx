import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { CardGrid, EntryCard } from '@/components/sections/entry-card';
import { Badge } from '@/components/ui/badge';
import { Heading, Section } from '@/components/ui/section';
import {
  categories,
  events,
  glossary,
  jobs,
  newsByDate,
  pagesUnder,
  postsByDate,
  projects,
  tags,
  team,
  topics,
  videos,
} from '@/lib/content';
import type { GlossaryTerm, Theme } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { jobJsonLd } from '@/lib/seo/page-json-ld';
import { blogPagePath, pageCount, pageSlice } from '@/lib/content/pagination';
import { formatDuration } from '@/lib/format';
import { SitemapSections } from './sitemap-sections';

/** The blog listing: category filters, one page of posts, the pager and the tag cloud. */
export async function PostListing({ page = 1 }: { page?: number }) {
  const t = await getTranslations('Listing');
  const common = await getTranslations('Common');
  const total = pageCount(postsByDate.length);
  return (
    <Section title={common('all')} headingId="all-posts" className="pt-4">
      <div className="mb-8 flex flex-wrap items-center gap-2" aria-label={t('filterBy')} role="group">
        {categories.map((category) => (
          <Link key={category.slug} href={`/category/${category.slug}`} className="rounded-full border border-line-strong px-3.5 py-1.5 text-sm text-ink-2 hover:border-ink hover:text-ink">
            {category.name}
          </Link>
        ))}
      </div>
      <CardGrid>
        {pageSlice(postsByDate, page).map((post) => (
          <li key={post.slug}>
            <EntryCard
              href={`/blog/${post.slug}`}
              title={post.heading}
              body={post.excerpt}
              theme={post.theme}
              eyebrow={categories.find((c) => c.slug === post.category)?.name}
              meta={<time dateTime={post.published}>{post.published}</time>}
            />
          </li>
        ))}
      </CardGrid>
      {total > 1 ? (
        <nav aria-label={common('pageOf', { page, total })} className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6 text-sm">
          {page > 1 ? (
            <Link href={blogPagePath(page - 1)} rel="prev" className="rounded-full border border-line-strong px-4 py-2 font-medium text-ink hover:border-ink">
              ← {common('previous')}
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
            <Link href={blogPagePath(page + 1)} rel="next" className="rounded-full border border-line-strong px-4 py-2 font-medium text-ink hover:border-ink">
              {common('next')} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <Link key={tag.slug} href={`/tag/${tag.slug}`} className="rounded-full bg-surface-2 px-3 py-1 text-xs text-ink-2 hover:text-ink">
            #{tag.name}
          </Link>
        ))}
      </div>
    </Section>
  );
}

function News() {
  return (
    <Section className="pt-4">
      <CardGrid>
        {newsByDate.map((item) => (
          <li key={item.slug}>
            <EntryCard
              href={`/newsroom/${item.slug}`}
              title={item.heading}
              body={item.excerpt}
              theme={item.theme}
              eyebrow={item.kind}
              meta={
                <>
                  <time dateTime={item.published}>{item.published}</time> · {item.location}
                </>
              }
            />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

async function Team({ authorsOnly = false }: { authorsOnly?: boolean }) {
  const t = await getTranslations('Listing');
  const members = authorsOnly ? team.filter((member) => postsByDate.some((post) => post.authorId === member.id)) : team;
  return (
    <Section title={t('team')} headingId="people" className="pt-4">
      <CardGrid>
        {members.map((member) => {
          const count = postsByDate.filter((post) => post.authorId === member.id).length;
          return (
            <li key={member.id}>
              <EntryCard
                href={`/team/${member.id}`}
                title={member.name}
                eyebrow={member.division}
                body={member.role}
                theme="company"
                cover={false}
                meta={authorsOnly ? t('postsBy', { name: member.name }) + ` · ${count}` : member.location}
              />
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}

function Collection<T extends { heading: string; theme: Theme }>({
  items,
  href,
  body,
  eyebrow,
  meta,
}: {
  items: readonly T[];
  href: (item: T) => string;
  body: (item: T) => string;
  eyebrow?: (item: T) => string;
  meta?: (item: T) => ReactNode;
}) {
  return (
    <Section className="pt-4">
      <CardGrid>
        {items.map((item) => (
          <li key={href(item)}>
            <EntryCard href={href(item)} title={item.heading} body={body(item)} theme={item.theme} eyebrow={eyebrow?.(item)} meta={meta?.(item)} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

const letterOf = (term: GlossaryTerm) => term.term.charAt(0).toUpperCase();
const sortedTerms = [...glossary].sort((a, b) => a.term.localeCompare(b.term, 'en'));
const letters = [...new Set(sortedTerms.map(letterOf))];

async function Glossary({ variant }: { variant: 'full' | 'index' | 'hub' }) {
  const t = await getTranslations('Listing');
  if (variant === 'hub') {
    const themes = [...new Set(sortedTerms.map((term) => term.theme))];
    return (
      <Section className="pt-4">
        <div className="grid gap-10 md:grid-cols-2">
          {themes.map((theme) => (
            <section key={theme} aria-labelledby={`discipline-${theme}`}>
              <Heading level={2} id={`discipline-${theme}`} className="mb-4 text-xl capitalize">
                <Badge tone={theme}>{theme}</Badge>
              </Heading>
              <ul className="space-y-2">
                {sortedTerms
                  .filter((term) => term.theme === theme)
                  .map((term) => (
                    <li key={term.slug}>
                      <Link href={`/glossary#${term.slug}`} className="font-medium text-ink underline-offset-4 hover:underline">
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
  return (
    <Section className="pt-4">
      <nav aria-label={t('azIndex')} className="mb-10">
        <ul className="flex flex-wrap gap-1.5">
          {letters.map((letter) => (
            <li key={letter}>
              <a
                href={variant === 'full' ? `#letter-${letter}` : `#index-${letter}`}
                aria-label={t('jumpToLetter', { letter })}
                className="inline-flex h-10 w-10 items-center justify-center rounded-xl border border-line font-mono text-sm text-ink hover:border-ink"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-12">
        {letters.map((letter) => (
          <section key={letter} aria-labelledby={`${variant === 'full' ? 'letter' : 'index'}-${letter}`}>
            <h2 id={`${variant === 'full' ? 'letter' : 'index'}-${letter}`} className="mb-4 scroll-mt-28 border-b border-line pb-2 font-mono text-2xl text-ink">
              {letter}
            </h2>
            {variant === 'full' ? (
              <dl className="space-y-6">
                {sortedTerms
                  .filter((term) => letterOf(term) === letter)
                  .map((term) => (
                    <div key={term.slug} id={term.slug} className="scroll-mt-28">
                      <dt className="text-lg font-semibold text-ink">{term.term}</dt>
                      <dd className="mt-1 max-w-[70ch] leading-7 text-ink-2">{term.definition}</dd>
                    </div>
                  ))}
              </dl>
            ) : (
              <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3">
                {sortedTerms
                  .filter((term) => letterOf(term) === letter)
                  .map((term) => (
                    <li key={term.slug} className="mb-2 break-inside-avoid">
                      <Link href={`/glossary#${term.slug}`} className="text-ink-2 underline-offset-4 hover:text-ink hover:underline">
                        {term.term}
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Section>
  );
}

async function Jobs() {
  const t = await getTranslations('Listing');
  return (
    <Section title={t('openPositions')} headingId="open-positions">
      <JsonLd data={jobs.map(jobJsonLd)} />
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {jobs.map((job) => (
          <li key={job.id} id={job.id} className="p-6">
            <details className="group">
              <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-3">
                <span>
                  <span className="block text-lg font-semibold text-ink">{job.title}</span>
                  <span className="block text-sm text-ink-3">
                    {job.team} · {job.location}
                    {job.remote ? ` · ${t('remoteEligible')}` : ''}
                  </span>
                </span>
                <span className="font-mono text-sm text-ink-2">
                  ${job.salaryMin.toLocaleString('en-US')}–${job.salaryMax.toLocaleString('en-US')}
                </span>
              </summary>
              <div className="mt-4 grid gap-6 md:grid-cols-2">
                <p className="leading-7 text-ink-2 md:col-span-2">{job.summary}</p>
                <ul className="list-disc space-y-1.5 ps-5 text-sm leading-6 text-ink-2">
                  {job.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <ul className="list-disc space-y-1.5 ps-5 text-sm leading-6 text-ink-2">
                  {job.requirements.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <a className="font-medium text-signal underline underline-offset-4" href={`mailto:careers@tessellon.example?subject=${encodeURIComponent(job.title)}`}>
                  {t('apply')}
                </a>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

async function Events() {
  const t = await getTranslations('Listing');
  return (
    <Section title={t('upcomingEvents')} headingId="upcoming-events">
      <ul className="grid gap-4 md:grid-cols-2">
        {[...events]
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((event) => (
            <li key={event.id} className="rounded-2xl border border-line bg-surface p-5">
              <p className="font-mono text-xs text-ink-3">
                <time dateTime={event.date}>{event.date}</time>
                {event.endDate ? ` – ${event.endDate}` : ''} · {event.format}
              </p>
              <Heading level={3} className="mt-2 text-lg">
                {event.title}
              </Heading>
              <p className="text-sm text-ink-3">{event.location}</p>
              <p className="mt-2 text-sm leading-6 text-ink-2">{event.summary}</p>
            </li>
          ))}
      </ul>
    </Section>
  );
}

function ChildPages({ prefix }: { prefix: string }) {
  const children = pagesUnder(prefix);
  if (!children.length) return null;
  return (
    <Section className="pt-4">
      <CardGrid>
        {children.map((page) => (
          <li key={page.path}>
            <EntryCard href={page.path} title={page.heading} body={page.description} theme={page.theme ?? 'company'} eyebrow={page.eyebrow} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

/** Listings that belong to a content page, rendered under its body. */
const extras: Record<string, () => ReactNode> = {
  '/blog': () => <PostListing />,
  '/newsroom': () => <News />,
  '/team': () => <Team />,
  '/authors': () => <Team authorsOnly />,
  '/topics': () => <Collection items={topics} href={(topic) => `/topics/${topic.slug}`} body={(topic) => topic.summary} />,
  '/projects': () => (
    <Collection items={projects} href={(project) => `/projects/${project.id}`} body={(project) => project.summary} eyebrow={(project) => project.status} />
  ),
  '/videos': () => (
    <Collection items={videos} href={(video) => `/videos/${video.id}`} body={(video) => video.summary} eyebrow={(video) => formatDuration(video.duration)} />
  ),
  '/glossary': () => <Glossary variant="full" />,
  '/glossary-index': () => <Glossary variant="index" />,
  '/glossary-hub': () => <Glossary variant="hub" />,
  '/careers': () => <Jobs />,
  '/events': () => <Events />,
  '/publications': () => <ChildPages prefix="/publications" />,
  '/research': () => <ChildPages prefix="/research" />,
  '/technology': () => <ChildPages prefix="/technology" />,
  '/demos': () => <ChildPages prefix="/demos" />,
  '/products': () => <ChildPages prefix="/products" />,
  '/services': () => <ChildPages prefix="/services" />,
  '/sitemap': () => <SitemapSections />,
};

export function PageExtras({ path }: { path: string }) {
  const render = extras[path];
  return render ? <div className="mt-8">{render()}</div> : null;
}
