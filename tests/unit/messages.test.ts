import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import { keyFallback, withFallback } from '@/lib/i18n/messages';
import { LANGUAGES } from '@/lib/constants';
import { applicationErrorTexts } from '@/components/shell/application-error-texts';

const dir = join(__dirname, '../../messages');
const load = (locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
const en = load('en');

function keys(object: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message catalogues', () => {
  it('exist for exactly the 14 languages', () => {
    expect(readdirSync(dir).map((file) => file.replace('.json', '')).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((locale) => locale !== 'en'))('%s has every English key, and no extra key', (locale) => {
    expect(keys(load(locale)).sort()).toEqual(keys(en).sort());
  });

  // "+1 617 555 / 0142." broke across two lines under the phone field on a phone.
  it.each(LANGUAGES)('%s keeps the phone field\'s example number on one line (no-break spaces)', (locale) => {
    const hint: string = load(locale).Forms.hints.phone;
    expect(hint).toMatch(/\+\d/);
    expect(hint).not.toMatch(/[\d+)] [\d(]/);
  });

  // French sets a no-break space before a colon and a closing guillemet, a narrow one before ; ! ?,
  // so that the mark never starts a line on its own.
  it('French keeps its high punctuation on the line of the word before it', () => {
    const fr = load('fr');
    const loose = keys(fr).filter((key) => / [:;!?»]|« /.test(key.split('.').reduce((node, part) => node[part], fr) as string));
    expect(loose).toEqual([]);
    expect(fr.Metadata.siteTitle).toContain('Research\u00a0:');
  });

  // English keeps the spec's "Loading Update..." verbatim; the translations set the ellipsis the
  // rest of the interface uses ("…"), not three full stops.
  it.each(LANGUAGES.filter((locale) => locale !== 'en'))('%s writes an ellipsis as one character', (locale) => {
    const messages = load(locale);
    expect(keys(messages).filter((key) => (key.split('.').reduce((node, part) => node[part], messages) as string).includes('...'))).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps every ICU placeholder of English', (locale) => {
    const messages = load(locale);
    for (const key of keys(en)) {
      const english = key.split('.').reduce((node, part) => node[part], en) as string;
      const localized = key.split('.').reduce((node, part) => node?.[part], messages) as string;
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
      expect({ key, placeholders: placeholders(localized) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });

  it.each(LANGUAGES)('%s gives the home page a title of at most 60 characters and a description of 70 to 160', (locale) => {
    const { siteTitle, siteDescription } = load(locale).Metadata;
    expect(siteTitle.length).toBeLessThanOrEqual(60);
    expect(siteDescription.length).toBeGreaterThanOrEqual(70);
    expect(siteDescription.length).toBeLessThanOrEqual(160);
  });

  it('gives the root error screen the catalogue\'s English texts', () => {
    for (const [key, text] of Object.entries(applicationErrorTexts)) expect({ key, text }).toEqual({ key, text: en.Errors[key] });
  });

  it('carries the spec texts verbatim in English', () => {
    expect(en.Shell.offline).toBe("You're offline. Some features may not work.");
    expect(en.Accessibility.noLanguages).toBe('No languages found');
    expect(en.Accessibility.tryDifferent).toBe('Try a different search term');
    expect(en.Errors.accessDeniedBody).toBe('You need administrator privileges to access this page.');
    expect(en.Accessibility.themeLight).toBe('Light');
    expect(en.Accessibility.themeDark).toBe('Dark');
    expect(en.Accessibility.themeSystem).toBe('System');
  });
});

describe('plural forms', () => {
  it('counts reading minutes in Arabic with the number\'s own form of the noun', () => {
    const t = createTranslator({ locale: 'ar', messages: load('ar'), namespace: 'Common' });
    const read = (minutes: number) => t('readingTime', { minutes });
    expect(read(1)).toBe('مدة القراءة دقيقة واحدة');
    expect(read(2)).toBe('مدة القراءة دقيقتان');
    expect(read(4)).toBe('مدة القراءة 4 دقائق');
    expect(read(12)).toBe('مدة القراءة 12 دقيقة');
  });
});

describe('lookup fallback', () => {
  const german = { Dictionary: { Home: 'Startseite' } };

  it('falls back to English, then to the key itself', () => {
    const t = createTranslator({
      locale: 'de',
      messages: withFallback(german, { Dictionary: { Home: 'Home', get_started: 'Get Started' } }),
      namespace: 'Dictionary',
      getMessageFallback: keyFallback,
      onError: () => {},
    });
    expect(t('Home')).toBe('Startseite');
    expect(t('get_started')).toBe('Get Started');
    expect(t('missing' as never)).toBe('Dictionary.missing');
  });
});

describe('translations', () => {
  it.each(LANGUAGES.filter((locale) => locale !== 'en'))('%s translates the interface rather than copying English', (locale) => {
    const messages = load(locale);
    const all = keys(en);
    const same = all.filter((key) => {
      const get = (source: Record<string, unknown>) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], source);
      return get(messages) === get(en);
    });
    // Brand names, codes and a few international words may stay as they are.
    expect(same.length / all.length).toBeLessThan(0.15);
  });
});
