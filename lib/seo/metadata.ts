import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from '../config';
import { localizedPath } from '../i18n/paths';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { isNoindexPath } from '../routes';
import { FEED_CONTENT_TYPE, feedForPath, feedTitle, feeds } from '../feeds/paths';
import { cardSections, isCardSection } from '../artwork/og';
import { TITLE_RANGE } from './audit';

/** Open Graph names a locale language_TERRITORY: the territory each of the site's languages is written for. */
const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', it: 'it_IT', pt: 'pt_BR', tr: 'tr_TR',
  ru: 'ru_RU', ar: 'ar_AR', hi: 'hi_IN', zh: 'zh_CN', 'zh-TW': 'zh_TW', ja: 'ja_JP', ko: 'ko_KR',
};

/** What a section's card shows (app/og/[image]): the section's name over the tagline. */
function cardAlt(section: string): string {
  const label = isCardSection(section) && section !== 'company' ? `${cardSections[section].label}. ` : '';
  return `${siteConfig.name}: ${label}${siteConfig.tagline}`;
}

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

/** What the layout's title template writes after a page's own title. */
export const TITLE_SUFFIX = ` | ${siteConfig.brand}`;

/**
 * A page's <title>: its own title (at most 60 characters), then the brand where both fit in the 60
 * characters a search result shows (TITLE_RANGE, which the admin SEO audit checks); alone where they
 * do not, so that a result shows the page's words whole instead of cutting them before "| Tessellon".
 */
export function documentTitle(title: string): NonNullable<Metadata['title']> {
  return title.length + TITLE_SUFFIX.length <= TITLE_RANGE.max ? title : { absolute: title };
}

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
  const section = seo.ogSection ?? 'company';
  const image = `/og/${section}.png`;
  const noindex = seo.noindex ?? isNoindexPath(path);
  // The blog's and the newsroom's pages name their Atom feed, so a reader finds it from any of them.
  const feed = feedForPath(path);
  return {
    title: documentTitle(seo.title),
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
      // The language of what the card shares: the canonical page's, English unless translated.
      locale: OG_LOCALES[canonical === self ? locale : defaultLocale],
      images: [{ url: image, width: 1200, height: 630, alt: cardAlt(section) }],
      ...(seo.type === 'article'
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime, authors: seo.authors }
        : {}),
    },
    twitter: { card: 'summary_large_image', title: seo.title, description: seo.description, images: [image] },
  };
}
