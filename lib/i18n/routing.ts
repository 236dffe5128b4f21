import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE } from '../storage-keys';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English keeps the spec's URLs (/about); every other language is prefixed (/es/about).
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
  // Alternate links are written by the Metadata API (lib/seo), not as response headers.
  alternateLinks: false,
});
