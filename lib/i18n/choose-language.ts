import { MOTION_OK_CLASS, REDUCE_MOTION_CLASS } from '../motion';
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
  keepMotionClass();
  window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language: locale } }));
}

/**
 * The page of the new language renders <html> anew, with React's classes only: the motion class
 * that the inline script set before first paint (lib/motion.ts) would be gone until a reload. It
 * is put back when both motion classes have disappeared (a toggle always leaves one of them), once.
 */
function keepMotionClass() {
  const root = document.documentElement.classList;
  const kept = [REDUCE_MOTION_CLASS, MOTION_OK_CLASS].filter((name) => root.contains(name));
  if (!kept.length) return;
  const observer = new MutationObserver(() => {
    if (root.contains(REDUCE_MOTION_CLASS) || root.contains(MOTION_OK_CLASS)) return;
    root.add(...kept);
    observer.disconnect();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  setTimeout(() => observer.disconnect(), 30_000);
}
