import { defaultLocale, type Locale } from './locales';

/** The public URL path of an English path in a locale: English unprefixed, others prefixed. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
