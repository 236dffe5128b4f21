/**
 * Browser-storage keys and the language cookie, apart from the site's identity (lib/config.ts) so
 * that client components reading a key do not carry the whole company record into every page.
 */

/** The product's short name, which the spec's storage keys start with. */
export const SHORT_NAME = 'tessellon';

/** Storage keys, named as the spec names them. */
export const storageKeys = {
  language: 'i18nextLng',
  theme: 'theme',
  reduceMotion: 'reduce-motion',
  reduceAnimations: `${SHORT_NAME}-reduce-animations`,
  cookieConsent: `${SHORT_NAME}_cookie_consent`,
  webVitals: 'web-vitals',
} as const;

/** Cookie the proxy reads for the stored language choice (next-intl's default name). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
