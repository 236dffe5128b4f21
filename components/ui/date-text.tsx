import { getFormatter, getLocale } from 'next-intl/server';

/** A content date (YYYY-MM-DD) as midnight UTC, so that the build's time zone never moves it a day. */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A content date, or a range of dates, in the reader's language ("Jan 21, 2025", "21.01.2025",
 * "2025年1月21日"), with the ISO date kept machine-readable. `lang` is the interface's, since the
 * date sits inside English copy in other locales.
 */
export async function DateText({ iso, end }: { iso: string; end?: string }) {
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
  return (
    <time dateTime={iso} lang={locale}>
      {end ? format.dateTimeRange(utc(iso), utc(end), options) : format.dateTime(utc(iso), options)}
    </time>
  );
}
