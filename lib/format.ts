import { siteConfig } from './config';
import { directionOf, type Locale } from './i18n/locales';

/** "PT14M20S" -> "14:20"; "PT1H2M3S" -> "1:02:03". */
export function formatDuration(iso: string): string {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!match) return iso;
  const [, h = '0', m = '0', s = '0'] = match;
  const pad = (value: string) => value.padStart(2, '0');
  return Number(h) ? `${Number(h)}:${pad(m)}:${pad(s)}` : `${Number(m)}:${pad(s)}`;
}

/** Minutes to read a text at 230 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}

/** How the site writes an amount of its currency: whole units, in the locale's own way. */
/**
 * The currency by its code, as the content writes it ("USD 4,900 a month"): its symbol put "From
 * $4,900" in a product's header over a table of "USD 4,900", and "60.000 $" in German left the
 * dollar unnamed.
 */
const MONEY = { style: 'currency', currency: siteConfig.currency, currencyDisplay: 'code', maximumFractionDigits: 0 } as const;

/**
 * An amount of the site's currency for `locale`. A currency written in Latin letters ("USD" in
 * Arabic) is isolated left to right (U+2066 … U+2069), so that right-to-left text keeps it whole
 * and beside its figure.
 */
export function formatMoney(locale: string, amount: number): string {
  const rtl = directionOf(locale as Locale) === 'rtl';
  return new Intl.NumberFormat(locale, MONEY)
    .formatToParts(amount)
    .map((part) => (rtl && part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
    .join('');
}
