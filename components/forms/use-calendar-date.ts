'use client';

import { useFormatter } from 'next-intl';

/** A target date (YYYY-MM-DD) in the reader's language, as a calendar date (no time zone shift). */
export function useCalendarDate() {
  const format = useFormatter();
  return (date: string) => {
    const value = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(value.getTime()) ? date : format.dateTime(value, { dateStyle: 'long', timeZone: 'UTC' });
  };
}
