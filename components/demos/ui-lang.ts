import { hasLocale } from 'next-intl';
import { CONTENT_LANG, languageAttributes, type LanguageAttributes } from '@/lib/i18n/content-language';
import { locales } from '@/lib/i18n/locales';

/**
 * A demo sits in the English page body (lang="en"); its interface words (Run, Reset...) are in
 * the visitor's language, so the elements that carry them declare that language and direction.
 */
export function uiLangProps(locale: string): LanguageAttributes {
  return hasLocale(locales, locale) ? languageAttributes(locale, CONTENT_LANG) : {};
}
