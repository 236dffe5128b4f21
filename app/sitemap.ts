import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config';
import { siteEntries } from '@/lib/content/site-index';
import { localizedPath } from '@/lib/i18n/paths';
import { locales } from '@/lib/i18n/locales';
import { languageAlternates } from '@/lib/seo/metadata';
import { isNoindexPath } from '@/lib/routes';

/** Every public page in every locale, each with its hreflang alternates and last change. */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteEntries()
    .filter((entry) => !isNoindexPath(entry.path))
    .flatMap((entry) =>
      locales.map((locale) => ({
        url: absoluteUrl(localizedPath(locale, entry.path)),
        lastModified: entry.lastModified,
        alternates: { languages: languageAlternates(entry.path) },
      })),
    );
}
