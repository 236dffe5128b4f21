import { directionOf, type Locale } from './locales';

/** The language of the copy in content/: English in every locale, the interface around it translated. */
export const CONTENT_LANG = 'en' satisfies Locale;

export type LanguageAttributes = { lang?: Locale; dir?: 'ltr' | 'rtl' };

/**
 * The attributes of an element whose words are in `language` inside a page in `locale`: nothing
 * when the two agree, else its language and its own direction, so that English inside an Arabic
 * page reads, aligns and punctuates left to right.
 */
export function languageAttributes(language: Locale, locale: Locale): LanguageAttributes {
  return language === locale ? {} : { lang: language, dir: directionOf(language) };
}

/** The attributes of a block of content/ copy inside a page in `locale`. */
export const contentLanguage = (locale: Locale): LanguageAttributes => languageAttributes(CONTENT_LANG, locale);

/** The attributes of the interface's words (a translated label or heading) set inside content/ copy. */
export const interfaceLanguage = (locale: Locale): LanguageAttributes => languageAttributes(locale, CONTENT_LANG);

/** For a fragment that is English on every page (a check's name, a language's English name). */
export const english = { lang: CONTENT_LANG, dir: 'ltr' } as const satisfies LanguageAttributes;
