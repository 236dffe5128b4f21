import { getPathname } from './navigation';
import type { Locale } from './locales';

/** The public URL path of an English path in a locale: English unprefixed, others prefixed. */
export function localizedPath(locale: Locale, path: string): string {
  return getPathname({ locale, href: path });
}
