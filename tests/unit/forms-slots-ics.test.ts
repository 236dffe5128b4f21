import { buildIcs, escapeText, foldLine, icsFileName } from '@/lib/forms/ics';
import { BOOKING_HOURS, candidateSlots, findOfferedSlot, freeSlots, officeHolidays, zonedInstant, zonedParts } from '@/lib/forms/slots';

describe('booking slots', () => {
  // Monday 23 November 2026, 07:00 in New York (EST, UTC-5).
  const now = new Date('2026-11-23T12:00:00Z');

  it('offer weekday office hours in the company time zone, after two office days of notice', () => {
    const slots = candidateSlots(now, 14);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const local = zonedParts(Date.parse(slot.start), BOOKING_HOURS.timeZone);
      expect(local.weekday).toBeGreaterThanOrEqual(1);
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(local.hour).toBeLessThanOrEqual(17);
      expect(local.minute).toBe(0);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
    }
    // From 07:00 on Monday 23 November: Tuesday and Wednesday are the coordinator's two days, then
    // Thanksgiving and the day after are holidays, so the first slot is Monday 30 November, 09:00
    // EST = 14:00 UTC.
    expect(slots[0]?.start).toBe('2026-11-30T14:00:00.000Z');
    // No slot on Saturday 5 or Sunday 6 December.
    expect(slots.some((slot) => slot.start.startsWith('2026-12-05') || slot.start.startsWith('2026-12-06'))).toBe(false);
  });

  it('book from a Friday: the first slot is on the Wednesday after', () => {
    expect(candidateSlots(new Date('2026-12-04T15:00:00Z'), 14)[0]?.start).toBe('2026-12-09T14:00:00.000Z');
  });

  it('leave out the office holidays, weekends moved to the nearest weekday', () => {
    expect([...officeHolidays(2026)]).toEqual(
      expect.arrayContaining(['2026-01-01', '2026-01-19', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-11-27', '2026-12-25']),
    );
    expect(officeHolidays(2027).has('2027-07-05')).toBe(true); // 4 July 2027 is a Sunday
    expect(officeHolidays(2027).has('2027-12-24')).toBe(true); // Christmas 2027 is a Saturday
    expect(officeHolidays(2021).has('2021-12-31')).toBe(true); // 1 January 2022 is a Saturday
    const december = candidateSlots(new Date('2026-12-10T14:30:00Z'), 30).map((slot) => slot.start.slice(0, 10));
    expect(december).not.toContain('2026-12-25');
    expect(december).not.toContain('2027-01-01');
    expect(december).toContain('2026-12-24');
  });

  it('end the window at the end of its last day', () => {
    // Thursday 10 December, 09:30 in New York: the 14th day ahead, Thursday 24 December, is whole.
    const slots = candidateSlots(new Date('2026-12-10T14:30:00Z'), 14);
    expect(slots.filter((slot) => slot.start.startsWith('2026-12-24'))).toHaveLength(9);
    expect(slots.at(-1)?.start).toBe('2026-12-24T22:00:00.000Z');
  });

  it('follow daylight saving time', () => {
    expect(new Date(zonedInstant(2027, 3, 15, 9 * 60, 'America/New_York')).toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(new Date(zonedInstant(2027, 3, 12, 9 * 60, 'America/New_York')).toISOString()).toBe('2027-03-12T14:00:00.000Z');
    const march = candidateSlots(new Date('2027-03-09T00:00:00Z'), 7).map((slot) => slot.start);
    expect(march).toContain('2027-03-12T14:00:00.000Z'); // Friday, still EST
    expect(march).toContain('2027-03-15T13:00:00.000Z'); // Monday, EDT
  });

  it('leave out booked slots and accept only offered ones', () => {
    const all = candidateSlots(now, 14);
    const first = all[0];
    if (!first) throw new Error('no slots');
    const free = freeSlots(now, 14, [new Date(first.start)]);
    expect(free).toHaveLength(all.length - 1);
    expect(free.map((slot) => slot.start)).not.toContain(first.start);
    expect(findOfferedSlot('2026-11-30T09:00:00-05:00', now)).toEqual(first);
    expect(findOfferedSlot('2026-11-30T14:30:00Z', now)).toBeUndefined();
    expect(findOfferedSlot('2026-11-25T14:00:00Z', now)).toBeUndefined(); // too soon
    expect(findOfferedSlot('2026-12-25T14:00:00Z', now)).toBeUndefined(); // Christmas
    expect(findOfferedSlot('2026-12-05T14:00:00Z', now)).toBeUndefined(); // Saturday
    expect(findOfferedSlot('2026-11-30T23:00:00Z', now)).toBeUndefined(); // 18:00 local
    expect(findOfferedSlot('2027-06-01T14:00:00Z', now)).toBeUndefined(); // beyond the horizon
    expect(findOfferedSlot('garbage', now)).toBeUndefined();
  });
});

describe('.ics builder', () => {
  const event = {
    uid: 'B-7KD2-M9XA@tessellon.example',
    start: '2026-12-01T14:00:00.000Z',
    end: '2026-12-01T15:00:00.000Z',
    stamp: '2026-11-23T12:00:00.000Z',
    summary: 'Tessellon Research: scoping consultation, quantum; part 1',
    description: 'Line one\nLine two with a backslash \\ here',
    url: 'https://tessellon.example/consultation',
    organizer: { name: 'Tessellon Research', email: 'hello@tessellon.example' },
  };

  it('builds a VCALENDAR with CRLF lines, UTC times and escaped text (RFC 5545)', () => {
    const ics = buildIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261201T140000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261201T150000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261123T120000Z\r\n');
    expect(ics).toContain('SUMMARY:Tessellon Research: scoping consultation\\, quantum\\; part 1');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two with a backslash \\\\ here');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const long = `SUMMARY:${'量子'.repeat(40)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(long);
  });

  it('escapes text and names files safely', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsFileName('B-7KD2-M9XA')).toBe('tessellon-consultation-B-7KD2-M9XA.ics');
    expect(icsFileName('B-7KD2/../x')).toBe('tessellon-consultation-B-7KD2x.ics');
    expect(() => buildIcs({ ...event, start: 'not a date' })).toThrow(RangeError);
  });
});
