import { hasLocale, NextIntlClientProvider } from 'next-intl';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { JsonLd } from '@/components/seo/json-ld';
import { Blocks } from '@/components/sections/blocks';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { PageHero } from '@/components/sections/page-hero';
import { SearchBox } from '@/components/search/search-box';
import { metadataForPage } from '@/components/templates/content-route';
import { OriginalLanguageNote } from '@/components/templates/page-view';
import { contentLanguage } from '@/lib/i18n/content-language';
import { getPage } from '@/lib/content';
import { trailFor } from '@/lib/content/trail';
import { locales, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { onDemandMessages } from '@/lib/i18n/messages';
import { pick } from '@/lib/pick';
import { localizedPath } from '@/lib/i18n/paths';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { SEARCH_LIMIT, searchSite } from '@/lib/search/service';

const page = getPage('/search')!;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function currentLocale(): Promise<Locale> {
  const requested = await rootLocale();
  return hasLocale(locales, requested) ? requested : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  return metadataForPage(page, await currentLocale());
}

/**
 * /search?q=: the results are in the server-rendered HTML (a GET form, no JavaScript needed, and
 * where the not-found page's box lands). The only page rendered per request, because of `q`;
 * `&all=1` lists every match instead of the best 30.
 */
export default async function SearchPage({ searchParams }: Props) {
  const locale = await currentLocale();
  const { q, all } = await searchParams;
  const query = typeof q === 'string' ? q : Array.isArray(q) ? (q[0] ?? '') : '';
  // ?all=1: every match, from the count line's "Show all" link; otherwise the best 30.
  const limit = all === '1' ? SEARCH_LIMIT.all : SEARCH_LIMIT.best;
  const nav = await getTranslations('Nav');
  const trail = trailFor(page.path, page.heading, nav('home'));
  const content = contentLanguage(locale);
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(locale, trail)]} />
      <Breadcrumbs trail={trail} />
      <PageHero backdrop="default" eyebrow={page.eyebrow} title={page.heading} lede={page.lede} language={content} />
      <OriginalLanguageNote locale={locale} />
      <div className="container-page mt-10 max-w-3xl">
        {/* The box's texts are not among every page's (lib/i18n/messages.ts): this page sends them itself. */}
        <NextIntlClientProvider messages={pick(onDemandMessages(await getMessages()), ['Search'] as const)}>
          <SearchBox key={`${query}|${limit}`} action={localizedPath(locale, '/search')} initial={searchSite(query, locale, limit)} />
        </NextIntlClientProvider>
      </div>
      <div {...content} className="container-page mt-16 max-w-3xl space-y-14">
        <Blocks blocks={page.blocks} />
      </div>
    </>
  );
}
