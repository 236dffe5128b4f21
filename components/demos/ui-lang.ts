import { directionOf, isLocale } from '@/lib/i18n/locales';

/**
 * A demo sits in the English page body (lang="en"); its interface words (Run, Reset...) are in
 * the visitor's language, so the elements that carry them declare that language and direction.
 */
export function uiLangProps(locale: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (locale === 'en' || !isLocale(locale)) return {};
  return { lang: locale, dir: directionOf(locale) };
}
