import { getFormatter, getLocale } from 'next-intl/server';
import { CONTENT_LANG } from '@/lib/i18n/content-language';
import { directionOf, type Locale } from '@/lib/i18n/locales';

/** A content date (YYYY-MM-DD) as midnight UTC, so that the build's time zone never moves it a day. */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The reader's language and direction on a date inside content copy, where they differ from the
 * content's (English, left to right): an English page says nothing twice.
 */
const readerLanguage = (locale: Locale) => (locale === CONTENT_LANG ? {} : { lang: locale, dir: directionOf(locale) === 'rtl' ? ('rtl' as const) : undefined });

const FULL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const YEAR_MONTH = /^\d{4}-\d{2}$/;

/**
 * A content date, or a range of dates, in the reader's language ("Jan 21, 2025", "21.01.2025",
 * "2025年1月21日"), with the ISO date kept machine-readable. A month ("2025-03") reads "Mar 2025",
 * "März 2025". `lang` is the interface's, since the date sits inside English copy in other
 * locales, and so is `dir`: an Arabic date inside English (left-to-right) copy read "152025/07/"
 * without its own direction.
 */
export async function DateText({ iso, end }: { iso: string; end?: string }) {
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const month = YEAR_MONTH.test(iso);
  const options = month ? ({ year: 'numeric', month: 'short', timeZone: 'UTC' } as const) : ({ dateStyle: 'medium', timeZone: 'UTC' } as const);
  const start = utc(month ? `${iso}-01` : iso);
  return (
    <time dateTime={iso} {...readerLanguage(locale as Locale)}>
      {end ? format.dateTimeRange(start, utc(end), options) : format.dateTime(start, options)}
    </time>
  );
}

/** Whether a piece of copy is nothing but a day ("2025-03-04") or a month ("2025-03"). */
export const isContentDate = (text: string) => FULL_DATE.test(text) || YEAR_MONTH.test(text);

/**
 * A date as content copy gives it (a milestone's, a fact's): a day ("2025-03-04"), a month
 * ("2025-03") or a year or span of years ("2031", "2026–2027"). A day or a month is written in the
 * reader's language and kept machine-readable (DateText); a year reads the same everywhere.
 */
export function ContentDate({ date }: { date: string }) {
  return isContentDate(date) ? <DateText iso={date} /> : date;
}
