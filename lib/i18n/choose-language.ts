import { LOCALE_COOKIE, storageKeys } from '../storage-keys';
import { directionOf, type Locale } from './locales';

export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

/**
 * Records a language choice in the browser: localStorage (i18nextLng) for the client, the cookie
 * for the proxy's negotiation; updates <html lang dir> at once and announces the change.
 */
export function rememberLanguage(locale: Locale) {
  try {
    localStorage.setItem(storageKeys.language, locale);
  } catch {
    // Private browsing: the cookie still carries the choice.
  }
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language: locale } }));
}
