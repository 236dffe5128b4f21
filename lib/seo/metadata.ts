import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from '../config';
import { localizedPath } from '../i18n/paths';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { isNoindexPath } from '../routes';
import { FEED_CONTENT_TYPE, feedForPath, feedTitle, feeds } from '../feeds/paths';

export type PageSeo = {
  locale: Locale;
  /** English, unprefixed path. */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Section of the Open Graph image (see app/og/[section]). */
  ogSection?: string;
  /** True when the page's words are translated; false when the body stays in English. */
  translated?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  noindex?: boolean;
};

/** hreflang alternates for a path: every locale plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteUrl(localizedPath(locale, path));
  languages['x-default'] = absoluteUrl(path);
  return languages;
}

/**
 * Metadata for a page. Pages whose body text is English in every locale say so honestly: their
 * canonical is the English original, while hreflang still lists each localised interface.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const { locale, path } = seo;
  const self = absoluteUrl(localizedPath(locale, path));
  const canonical = seo.translated || locale === defaultLocale ? self : absoluteUrl(path);
  const image = `/og/${seo.ogSection ?? 'company'}.png`;
  const noindex = seo.noindex ?? isNoindexPath(path);
  // The blog's and the newsroom's pages name their Atom feed, so a reader finds it from any of them.
  const feed = feedForPath(path);
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords ? [...seo.keywords] : undefined,
    authors: (seo.authors ?? [siteConfig.name]).map((name) => ({ name })),
    alternates: {
      canonical,
      languages: languageAlternates(path),
      ...(feed ? { types: { [FEED_CONTENT_TYPE]: [{ url: feeds[feed].url, title: feedTitle(feed, siteConfig.name) }] } } : {}),
    },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: seo.type ?? 'website',
      // The same address as the canonical: a share of /de/about is a share of the English original.
      url: canonical,
      siteName: siteConfig.name,
      title: seo.title,
      description: seo.description,
      locale: locale.replace('-', '_'),
      images: [{ url: image, width: 1200, height: 630, alt: seo.title }],
      ...(seo.type === 'article'
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime, authors: seo.authors }
        : {}),
    },
    twitter: { card: 'summary_large_image', title: seo.title, description: seo.description, images: [image] },
  };
}
