import type messages from './messages/en.json';
import type { routing } from './lib/i18n/routing';

/**
 * next-intl's type registry: `useLocale()`/`getLocale()` return a `Locale`, and every message key
 * (including keys built from template strings) is checked against the English messages.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
