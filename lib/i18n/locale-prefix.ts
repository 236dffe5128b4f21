import { defaultLocale } from './locales';

/**
 * A language's prefix in the site's paths ("ar" in /ar/admin), or null for the default language,
 * whose paths have none: what the guard's destinations (deniedLocation, signedOutLocation) take.
 */
export function localePrefixOf(locale: string | undefined): string | null {
  return locale && locale !== defaultLocale ? locale : null;
}
