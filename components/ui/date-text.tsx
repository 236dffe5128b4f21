import { getFormatter, getLocale } from 'next-intl/server';
import { directionOf, type Locale } from '@/lib/i18n/locales';

/** A content date (YYYY-MM-DD) as midnight UTC, so that the build's time zone never moves it a day. */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A content date, or a range of dates, in the reader's language ("Jan 21, 2025", "21.01.2025",
 * "2025年1月21日"), with the ISO date kept machine-readable. `lang` is the interface's, since the
 * date sits inside English copy in other locales, and so is `dir`: an Arabic date inside English
 * (left-to-right) copy read "152025/07/" without its own direction.
 */
export async function DateText({ iso, end }: { iso: string; end?: string }) {
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
  return (
    <time dateTime={iso} lang={locale} dir={directionOf(locale as Locale) === 'rtl' ? 'rtl' : undefined}>
      {end ? format.dateTimeRange(utc(iso), utc(end), options) : format.dateTime(utc(iso), options)}
    </time>
  );
}
