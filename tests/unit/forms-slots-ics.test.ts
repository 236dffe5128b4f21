import { buildIcs, escapeText, foldLine, icsFileName } from '@/lib/forms/ics';
import { BOOKING_HOURS, candidateSlots, findOfferedSlot, freeSlots, zonedInstant, zonedParts } from '@/lib/forms/slots';

describe('booking slots', () => {
  // Monday 23 November 2026, 07:00 in New York (EST, UTC-5).
  const now = new Date('2026-11-23T12:00:00Z');

  it('offer weekday office hours in the company time zone, with notice', () => {
    const slots = candidateSlots(now, 7);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const local = zonedParts(Date.parse(slot.start), BOOKING_HOURS.timeZone);
      expect(local.weekday).toBeGreaterThanOrEqual(1);
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(local.hour).toBeLessThanOrEqual(17);
      expect(local.minute).toBe(0);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(now.getTime() + BOOKING_HOURS.minNoticeMinutes * 60_000);
    }
    // 12 hours' notice from 07:00 Monday: the first slot is Tuesday 09:00 EST = 14:00 UTC.
    expect(slots[0]?.start).toBe('2026-11-24T14:00:00.000Z');
    // No slot on Saturday 28 or Sunday 29 November.
    expect(slots.some((slot) => slot.start.startsWith('2026-11-28') || slot.start.startsWith('2026-11-29'))).toBe(false);
  });

  it('follow daylight saving time', () => {
    expect(new Date(zonedInstant(2027, 3, 15, 9 * 60, 'America/New_York')).toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(new Date(zonedInstant(2027, 3, 12, 9 * 60, 'America/New_York')).toISOString()).toBe('2027-03-12T14:00:00.000Z');
    const march = candidateSlots(new Date('2027-03-12T00:00:00Z'), 5);
    expect(march.map((slot) => slot.start)).toContain('2027-03-15T13:00:00.000Z');
  });

  it('leave out booked slots and accept only offered ones', () => {
    const all = candidateSlots(now, 14);
    const first = all[0];
    if (!first) throw new Error('no slots');
    const free = freeSlots(now, 14, [new Date(first.start)]);
    expect(free).toHaveLength(all.length - 1);
    expect(free.map((slot) => slot.start)).not.toContain(first.start);
    expect(findOfferedSlot('2026-11-24T09:00:00-05:00', now)).toEqual(first);
    expect(findOfferedSlot('2026-11-24T14:30:00Z', now)).toBeUndefined();
    expect(findOfferedSlot('2026-11-23T14:00:00Z', now)).toBeUndefined(); // too soon
    expect(findOfferedSlot('2026-11-28T14:00:00Z', now)).toBeUndefined(); // Saturday
    expect(findOfferedSlot('2026-11-24T23:00:00Z', now)).toBeUndefined(); // 18:00 local
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
