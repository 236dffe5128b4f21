import { getTranslations, getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { Blocks } from '@/components/sections/blocks';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { CardGrid, EntryCard } from '@/components/sections/entry-card';
import { PostCard } from '@/components/sections/listings';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { cardOf, hrefOf } from '@/lib/content';
import type { Block, CollectionEntry } from '@/lib/content/types';
import { trailFor, type Crumb } from '@/lib/content/trail';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { backdropFor } from '@/lib/routes';
import { contentLanguage } from '@/lib/i18n/content-language';
import { OriginalLanguageNote } from './page-view';
import { ScrollRegion } from '@/components/ui/scroll-region';

export { FactBox } from '@/components/sections/fact-box';


/**
 * The article template (blog posts, news, projects, videos, topics, people): a narrow reading
 * column with a meta line, optional side facts and related entries.
 */
export async function ArticleView({
  path,
  trailExtra,
  eyebrow,
  heading,
  lede,
  meta,
  blocks,
  children,
  aside,
  asideFirst = false,
  related,
  relatedTitle,
  jsonLd,
}: {
  /** The English path of the page (see `hrefOf`). */
  path: string;
  /** Crumbs between the page's ancestors and the page itself. */
  trailExtra?: Crumb[];
  eyebrow: ReactNode;
  heading: string;
  lede: string;
  meta?: ReactNode;
  blocks?: readonly Block[];
  children?: ReactNode;
  aside?: ReactNode;
  /**
   * The aside before the body in the page's order: on narrow screens, where the aside follows the
   * body, its facts come first (a video's chapters before its long transcript), and screen readers
   * meet them first too. From 1024 px it keeps its column at the end side.
   */
  asideFirst?: boolean;
  related?: readonly CollectionEntry[];
  /** The heading of the related entries, when they are the page's own list (a tag's posts); "Related" by default. */
  relatedTitle?: string;
  jsonLd: object[];
}) {
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const nav = await getTranslations('Nav');
  const trail = trailFor(path, heading, nav('home'), trailExtra);
  const content = contentLanguage(locale);
  // From 1024 px the aside scrolls inside itself when it is taller than the window allows
  // (sticky-aside): focusable then (ScrollRegion), so that a keyboard can scroll it when it holds
  // no link (a video's chapters, a project's facts). Without an aside the article keeps the first column on its own;
  // an empty second item would add a row gap on phones. Placed first, it takes the end column
  // from 1024 px by its order.
  const asideBox = aside ? (
    <ScrollRegion as="aside" axis="y" className={asideFirst ? 'sticky-aside space-y-8 lg:order-last' : 'sticky-aside space-y-8'}>
      {aside}
    </ScrollRegion>
  ) : null;
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(locale, trail), ...jsonLd]} />
      <Breadcrumbs trail={trail} />
      {/* The article is the hero with its title and the body: an article carries its own heading. */}
      <article>
        <PageHero backdrop={backdropFor(path)} eyebrow={eyebrow} title={heading} lede={lede} language={content}>
          {meta ? <div className="mt-6 text-sm text-hero-ink-3">{meta}</div> : null}
        </PageHero>
        <OriginalLanguageNote locale={locale} />
        <div className="container-page mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
          {asideFirst ? asideBox : null}
          <div {...content} className="min-w-0 space-y-14" data-testid="article-body">
            {blocks ? <Blocks blocks={blocks} /> : null}
            {children}
          </div>
          {asideFirst ? null : asideBox}
        </div>
      </article>
      {related?.length ? (
        <Section title={relatedTitle ?? t('related')} titleSize="section" headingId="related-entries" spacing="flush" className="mt-14">
          <CardGrid>
            {related.map((entry) => (
              <li key={hrefOf(entry)} {...content}>
                {/* A post's card carries its category and date, as in the blog's own listing. */}
                {entry.collection === 'blog' ? <PostCard post={entry} /> : <EntryCard {...cardOf(entry)} />}
              </li>
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </>
  );
}
