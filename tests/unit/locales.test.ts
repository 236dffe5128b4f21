import { directionOf, filterLanguages, languageOptions, localeFromAcceptLanguage, matchLocale } from '@/lib/i18n/locales';
import { LANGUAGES } from '@/lib/constants';

describe('language options', () => {
  it('lists the 14 languages of the spec in its order, Arabic right-to-left', () => {
    expect(languageOptions.map((option) => option.code)).toEqual(['en', 'zh', 'zh-TW', 'es', 'hi', 'ar', 'fr', 'de', 'ja', 'ko', 'pt', 'ru', 'it', 'tr']);
    expect(new Set(languageOptions.map((option) => option.code))).toEqual(new Set(LANGUAGES));
    expect(directionOf('ar')).toBe('rtl');
    expect(languageOptions.filter((option) => option.rtl).map((option) => option.code)).toEqual(['ar']);
    expect(directionOf('fr')).toBe('ltr');
  });
});

describe('filterLanguages', () => {
  it('matches name, native name or code, case-insensitively', () => {
    expect(filterLanguages('GERMAN').map((o) => o.code)).toEqual(['de']);
    expect(filterLanguages('deutsch').map((o) => o.code)).toEqual(['de']);
    expect(filterLanguages('zh-tw').map((o) => o.code)).toEqual(['zh-TW']);
    expect(filterLanguages('日本').map((o) => o.code)).toEqual(['ja']);
    expect(filterLanguages('chinese').map((o) => o.code)).toEqual(['zh', 'zh-TW']);
  });

  it('returns every language for an empty query and none for a miss', () => {
    expect(filterLanguages('   ')).toHaveLength(14);
    expect(filterLanguages('klingon')).toEqual([]);
  });
});

describe('matchLocale', () => {
  it('accepts supported codes and regional variants', () => {
    expect(matchLocale('es')).toBe('es');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('zh-TW')).toBe('zh-TW');
    expect(matchLocale('zh-tw')).toBe('zh-TW');
    expect(matchLocale('zh-Hant-HK')).toBe('zh-TW');
    expect(matchLocale('zh-CN')).toBe('zh');
    expect(matchLocale(' de ')).toBe('de');
  });

  it('discards unknown codes and anything resembling script injection', () => {
    expect(matchLocale('xx')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale(null)).toBeNull();
    expect(matchLocale('<script>alert(1)</script>')).toBeNull();
    expect(matchLocale('en"><img src=x onerror=alert(1)>')).toBeNull();
    expect(matchLocale('javascript:alert(1)')).toBeNull();
    expect(matchLocale('en;drop table')).toBeNull();
    expect(matchLocale('e'.repeat(80))).toBeNull();
  });
});

describe('localeFromAcceptLanguage', () => {
  it('takes the most preferred supported language', () => {
    expect(localeFromAcceptLanguage('ar,en;q=0.5')).toBe('ar');
    expect(localeFromAcceptLanguage('nl-NL,nl;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0.4, zh-Hant;q=0.9')).toBe('zh-TW');
    expect(localeFromAcceptLanguage('fr;q=0, es')).toBe('es');
    // q=0 means "not this one", even when nothing else is supported; an unreadable q counts as 0.
    expect(localeFromAcceptLanguage('fr;q=0, nl')).toBeNull();
    expect(localeFromAcceptLanguage('de;q=abc, fr;q=0.5')).toBe('fr');
  });

  it('discards a tag that looks like an injection and still reads the others (spec 5)', () => {
    expect(localeFromAcceptLanguage('de,<script>;q=0.5')).toBe('de');
    expect(localeFromAcceptLanguage('<script>,es;q=0.5')).toBe('es');
    expect(localeFromAcceptLanguage('"><img src=x onerror=alert(1)>, ja;q=0.3')).toBe('ja');
    expect(localeFromAcceptLanguage('<script>alert(1)</script>')).toBeNull();
  });

  it('gives null when nothing is supported or the header is missing', () => {
    expect(localeFromAcceptLanguage('nl, sv;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});
