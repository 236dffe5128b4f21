/**
 * Consultation slots: the company's office hours in its own time zone, weekdays only. Pure
 * functions (no clock, no database): the server passes `now` and the booked starts.
 */

/** Office hours for consultations: weekdays 09:00–18:00 US Eastern (the contact page's hours), 60-minute calls. */
export const BOOKING_HOURS = {
  timeZone: 'America/New_York',
  /** ISO weekdays (1 = Monday … 7 = Sunday). */
  weekdays: [1, 2, 3, 4, 5],
  /** First start and end of the working day, local time, minutes after midnight. */
  dayStart: 9 * 60,
  dayEnd: 18 * 60,
  /** A consultation lasts 60 minutes (the /consultation page). */
  slotMinutes: 60,
  /** A slot must start at least this long after the request, so someone can prepare. */
  minNoticeMinutes: 12 * 60,
  /** How far ahead the calendar reaches, in days. */
  defaultDays: 14,
  maxDays: 60,
} as const;

export type Slot = { start: string; end: string };
type Hours = {
  timeZone: string;
  weekdays: readonly number[];
  dayStart: number;
  dayEnd: number;
  slotMinutes: number;
  minNoticeMinutes: number;
};

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Wall-clock fields of an instant in a zone. */
export function zonedParts(instant: number, timeZone: string) {
  const fields: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) fields[part.type] = part.value;
  const num = (key: string) => Number.parseInt(fields[key] ?? '0', 10);
  return {
    year: num('year'),
    month: num('month'),
    day: num('day'),
    hour: num('hour'),
    minute: num('minute'),
    second: num('second'),
    weekday: WEEKDAYS[fields.weekday ?? ''] ?? 0,
  };
}

/** Offset of a zone from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's wall clock shows the given local date and minute of the day. */
export function zonedInstant(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  let instant = wall - offsetAt(wall, timeZone);
  // Second pass: the offset at the first guess may differ across a daylight-saving change.
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

/** Every slot of office hours starting within [now + notice, now + days), free or not. */
export function candidateSlots(now: Date, days: number, hours: Hours = BOOKING_HOURS): Slot[] {
  const slots: Slot[] = [];
  const earliest = now.getTime() + hours.minNoticeMinutes * 60_000;
  const latest = now.getTime() + days * 86_400_000;
  const today = zonedParts(now.getTime(), hours.timeZone);
  for (let offset = 0; offset <= days; offset++) {
    // Calendar arithmetic on the zone's local date (UTC date math on the fields is exact).
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const isoWeekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
    if (!hours.weekdays.includes(isoWeekday)) continue;
    for (let minute = hours.dayStart; minute + hours.slotMinutes <= hours.dayEnd; minute += hours.slotMinutes) {
      const start = zonedInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), minute, hours.timeZone);
      if (start < earliest || start >= latest) continue;
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + hours.slotMinutes * 60_000).toISOString() });
    }
  }
  return slots;
}

/** Free slots: candidates minus the starts already booked. */
export function freeSlots(now: Date, days: number, booked: Iterable<string | Date>, hours: Hours = BOOKING_HOURS): Slot[] {
  const taken = new Set<number>();
  for (const start of booked) taken.add(new Date(start).getTime());
  return candidateSlots(now, days, hours).filter((slot) => !taken.has(Date.parse(slot.start)));
}

/** The offered slot that starts at `start` (any ISO form of the same instant), if it is one. */
export function findOfferedSlot(start: string, now: Date, hours: Hours = BOOKING_HOURS, maxDays: number = BOOKING_HOURS.maxDays): Slot | undefined {
  const instant = Date.parse(start);
  if (Number.isNaN(instant)) return undefined;
  if (instant < now.getTime() + hours.minNoticeMinutes * 60_000 || instant >= now.getTime() + maxDays * 86_400_000) return undefined;
  const local = zonedParts(instant, hours.timeZone);
  const minute = local.hour * 60 + local.minute;
  if (local.second !== 0 || instant % 1000 !== 0) return undefined;
  if (!hours.weekdays.includes(local.weekday)) return undefined;
  if (minute < hours.dayStart || minute + hours.slotMinutes > hours.dayEnd || (minute - hours.dayStart) % hours.slotMinutes !== 0) return undefined;
  return { start: new Date(instant).toISOString(), end: new Date(instant + hours.slotMinutes * 60_000).toISOString() };
}
