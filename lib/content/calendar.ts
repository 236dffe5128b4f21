import type { CompanyEvent } from './types';

/** Today's date as the calendar compares it (ISO, UTC): the day a page is built. */
export const isoToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The events calendar split at `today`: an event is upcoming until its last day has passed, soonest
 * first; past events follow, latest first. Pages are built ahead of time, so the split is the
 * build's: a deploy moves an event that has ended since.
 */
export function eventsAround(all: readonly CompanyEvent[], today: string): { upcoming: CompanyEvent[]; past: CompanyEvent[] } {
  const ended = (event: CompanyEvent) => (event.endDate ?? event.date) < today;
  return {
    upcoming: all.filter((event) => !ended(event)).sort((a, b) => a.date.localeCompare(b.date)),
    past: all.filter(ended).sort((a, b) => b.date.localeCompare(a.date)),
  };
}
