import { getLocale } from 'next-intl/server';
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage, pagesUnder } from '@/lib/content';
import type { RenderDemo } from '@/components/sections/blocks';
import type { Page } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { citationMeta, isPaperPage } from '@/lib/seo/citation';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageView } from './page-view';

/** Paths with a route folder of their own (live data or forms), kept out of the shared routes. */
const OWN_ROUTES = new Set(['/status', '/version', '/blog', '/auth', '/search']);

type Params = Promise<Record<string, string>>;

export function metadataForPage(page: Page, locale: Locale): Metadata {
  const metadata = pageMetadata({
    locale,
    path: page.path,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    ogSection: page.theme ?? 'company',
  });
  // A paper's page carries its citation for scholarly indexes (Google Scholar reads these tags).
  return isPaperPage(page) ? { ...metadata, other: { ...metadata.other, ...citationMeta(page) } } : metadata;
}

/**
 * Route exports for content pages under a prefix, one dynamic segment per name in `params`:
 * `contentRoute('/products', ['product'])` serves /products/quantum, /products/robotics...
 * Each route file re-exports these and sets `dynamicParams = false`, so unknown slugs are 404s.
 */
export function contentRoute(prefix: string, params: readonly string[], options: { renderDemo?: RenderDemo } = {}) {
  const base = prefix === '/' ? '' : prefix;
  const pathOf = (values: Record<string, string>) => `${base}/${params.map((name) => values[name]).join('/')}`;
  const pageOf = async (values: Params) => {
    const page = getPage(pathOf(await values));
    if (!page) notFound();
    return page;
  };

  return {
    generateStaticParams: () =>
      pagesUnder(prefix, params.length)
        .filter((page) => !OWN_ROUTES.has(page.path))
        .map((page) => {
          const segments = page.path.slice(base.length + 1).split('/');
          return Object.fromEntries(params.map((name, index) => [name, segments[index]]));
        }),
    generateMetadata: async ({ params: values }: { params: Params }): Promise<Metadata> =>
      metadataForPage(await pageOf(values), await getLocale()),
    Page: async ({ params: values }: { params: Params }) => <PageView page={await pageOf(values)} renderDemo={options.renderDemo} />,
  };
}
