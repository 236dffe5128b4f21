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
  /**
   * The confirmation promises the invitation "within two business days": a call starts on the
   * office day after the next two at the earliest (booked on a Friday, it is Wednesday's).
   */
  noticeOfficeDays: 2,
  /** The days the office is closed besides weekends. */
  holidays: officeHolidays,
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
  noticeOfficeDays: number;
  holidays: (year: number) => ReadonlySet<string>;
};

/** A local calendar date as a UTC midnight timestamp, so that dates compare and step exactly. */
const dateNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const DAY_MS = 86_400_000;
const isoDate = (date: number) => new Date(date).toISOString().slice(0, 10);

/** The n-th (1-based) weekday (0 = Sunday) of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n === -1) {
    const last = dateNumber(year, month + 1, 0);
    return last - ((new Date(last).getUTCDay() - weekday + 7) % 7) * DAY_MS;
  }
  const first = dateNumber(year, month, 1);
  return first + (((weekday - new Date(first).getUTCDay() + 7) % 7) + (n - 1) * 7) * DAY_MS;
}

/** A fixed-date holiday that falls on a weekend is taken on the Friday before or the Monday after. */
function observed(date: number): number {
  const weekday = new Date(date).getUTCDay();
  return weekday === 6 ? date - DAY_MS : weekday === 0 ? date + DAY_MS : date;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/**
 * The office's holidays in a year, as ISO dates: the US federal holidays a Cambridge, Massachusetts
 * office keeps (Columbus and Veterans Day excepted) and the day after Thanksgiving. The next year's
 * New Year's Day is included, since it is taken on 31 December when 1 January is a Saturday.
 */
export function officeHolidays(year: number): ReadonlySet<string> {
  let dates = holidayCache.get(year);
  if (!dates) {
    const thanksgiving = nthWeekday(year, 11, 4, 4);
    dates = new Set(
      [
        observed(dateNumber(year, 1, 1)),
        nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
        nthWeekday(year, 2, 1, 3), // Presidents' Day
        nthWeekday(year, 5, 1, -1), // Memorial Day
        observed(dateNumber(year, 6, 19)), // Juneteenth
        observed(dateNumber(year, 7, 4)),
        nthWeekday(year, 9, 1, 1), // Labor Day
        thanksgiving,
        thanksgiving + DAY_MS,
        observed(dateNumber(year, 12, 25)),
        observed(dateNumber(year + 1, 1, 1)),
      ].map(isoDate),
    );
    holidayCache.set(year, dates);
  }
  return dates;
}

/** Whether the office works on a local date (a weekday that is not a holiday). */
function isOfficeDay(date: number, hours: Hours): boolean {
  const weekday = new Date(date).getUTCDay();
  return hours.weekdays.includes(weekday === 0 ? 7 : weekday) && !hours.holidays(new Date(date).getUTCFullYear()).has(isoDate(date));
}

/** The first local date a call may be on: the office day after the next `noticeOfficeDays` ones. */
function firstBookableDate(today: number, hours: Hours): number {
  let date = today;
  for (let counted = 0; counted < hours.noticeOfficeDays; ) {
    date += DAY_MS;
    if (isOfficeDay(date, hours)) counted += 1;
  }
  do date += DAY_MS;
  while (!isOfficeDay(date, hours));
  return date;
}

function localToday(now: Date, hours: Hours): number {
  const today = zonedParts(now.getTime(), hours.timeZone);
  return dateNumber(today.year, today.month, today.day);
}

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

/**
 * Every slot of office hours from the first bookable date to the end of the day `days` ahead, free
 * or not. The window ends at a day's end, so its last day is whole.
 */
export function candidateSlots(now: Date, days: number, hours: Hours = BOOKING_HOURS): Slot[] {
  const slots: Slot[] = [];
  const today = localToday(now, hours);
  for (let date = firstBookableDate(today, hours); date <= today + days * DAY_MS; date += DAY_MS) {
    if (!isOfficeDay(date, hours)) continue;
    const local = new Date(date);
    for (let minute = hours.dayStart; minute + hours.slotMinutes <= hours.dayEnd; minute += hours.slotMinutes) {
      const start = zonedInstant(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), minute, hours.timeZone);
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
  if (Number.isNaN(instant) || instant % 1000 !== 0) return undefined;
  const local = zonedParts(instant, hours.timeZone);
  const date = dateNumber(local.year, local.month, local.day);
  const today = localToday(now, hours);
  if (date < firstBookableDate(today, hours) || date > today + maxDays * DAY_MS || !isOfficeDay(date, hours)) return undefined;
  const minute = local.hour * 60 + local.minute;
  if (local.second !== 0) return undefined;
  if (minute < hours.dayStart || minute + hours.slotMinutes > hours.dayEnd || (minute - hours.dayStart) % hours.slotMinutes !== 0) return undefined;
  return { start: new Date(instant).toISOString(), end: new Date(instant + hours.slotMinutes * 60_000).toISOString() };
}
