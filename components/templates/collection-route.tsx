import 'server-only';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { find, hrefOf, keyOf } from '@/lib/content';
import type { CollectionEntry, Seo, Theme } from '@/lib/content/types';
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata';

type EntrySeo = Omit<PageSeo, 'locale' | 'path'>;

/** The metadata most entries share: their own title, description and keywords, their theme's card. */
export const seoOf = (entry: Seo & { theme?: Theme }): EntrySeo => ({
  title: entry.title,
  description: entry.description,
  keywords: entry.keywords,
  ogSection: entry.theme ?? 'company',
});

/**
 * Route exports for the detail pages of a collection, as `contentRoute()` is for content pages:
 * `collectionRoute('slug', posts, { seo, View })` serves /blog/{slug} for every post. The URL of each
 * entry is `hrefOf(entry)`; route files re-export these and set `dynamicParams = false`.
 */
export function collectionRoute<E extends CollectionEntry, K extends string>(
  param: K,
  entries: readonly E[],
  { seo, View }: { seo: (entry: E) => EntrySeo | Promise<EntrySeo>; View: (props: { entry: E }) => Promise<ReactNode> },
) {
  type Params = Promise<Record<K, string>>;
  const load = async (params: Params) => {
    const entry = find(entries, (await params)[param]);
    if (!entry) notFound();
    return entry;
  };
  return {
    generateStaticParams: () => entries.map((entry) => ({ [param]: keyOf(entry) })),
    generateMetadata: async ({ params }: { params: Params }): Promise<Metadata> => {
      const entry = await load(params);
      return pageMetadata({ locale: await getLocale(), path: hrefOf(entry), ...(await seo(entry)) });
    },
    Page: async ({ params }: { params: Params }) => <View entry={await load(params)} />,
  };
}
