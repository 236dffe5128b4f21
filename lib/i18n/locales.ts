import { hasLocale } from 'next-intl';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../constants';

export type Locale = (typeof LANGUAGES)[number];

export type LanguageOption = {
  code: Locale;
  name: string;
  nativeName: string;
  flag: string;
  rtl?: boolean;
};

const english: LanguageOption = { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧' };

/** The picker's list (the spec's list B), in the spec's order. */
export const languageOptions: readonly LanguageOption[] = [
  english,
  { code: 'zh', name: 'Chinese (Simplified)', nativeName: '简体中文', flag: '🇨🇳' },
  { code: 'zh-TW', name: 'Chinese (Traditional)', nativeName: '繁體中文', flag: '🇹🇼' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', rtl: true },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flag: '🇰🇷' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇧🇷' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷' },
];

export const locales = LANGUAGES;
export const defaultLocale: Locale = FALLBACK_LANGUAGE;

/** The picker entry of a locale (every locale has one; a unit test checks it). */
export function languageOption(locale: Locale): LanguageOption {
  return languageOptions.find((option) => option.code === locale) ?? english;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return languageOption(locale).rtl ? 'rtl' : 'ltr';
}

/** Hyphenated BCP 47 tags only: anything with markup, quotes, spaces or script fragments fails. */
const SAFE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * Turns a detected or stored language code into a supported locale, or null.
 * Exact match first (zh-TW), then the base language (es-MX -> es); zh-Hant and zh-HK map to zh-TW.
 */
export function matchLocale(raw: string | null | undefined): Locale | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim();
  if (code.length > 35 || !SAFE_TAG.test(code)) return null;
  const exact = locales.find((locale) => locale.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  const [base, ...rest] = code.toLowerCase().split('-');
  if (base === 'zh' && rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo' || part === 'hant')) return 'zh-TW';
  return hasLocale(locales, base) ? base : null;
}

/** The first supported locale of an Accept-Language header, by preference (q), or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/** Filters the picker list by name, native name or code, case-insensitively. */
export function filterLanguages(query: string, options: readonly LanguageOption[] = languageOptions): LanguageOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.filter((option) =>
    [option.name, option.nativeName, option.code].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}
