import { events } from '@/content/events';
import { eventsAround, isoToday } from '@/lib/content/calendar';
import { eventJsonLd } from '@/lib/seo/page-json-ld';
import type { CompanyEvent } from '@/lib/content/types';

const event = (id: string, date: string, endDate?: string): CompanyEvent => ({ id, title: id, date, endDate, location: 'Online', format: 'Online', summary: '', registration: 'contact' });

describe('the events calendar', () => {
  it('lists an event as upcoming until its last day has passed, soonest first, and the past ones latest first', () => {
    const all = [event('later', '2026-12-09'), event('summit', '2026-11-24', '2026-11-26'), event('ended', '2026-11-18', '2026-11-19'), event('old', '2026-09-23')];
    const { upcoming, past } = eventsAround(all, '2026-11-26');
    expect(upcoming.map((e) => e.id)).toEqual(['summit', 'later']);
    expect(past.map((e) => e.id)).toEqual(['ended', 'old']);
    expect(eventsAround(all, '2026-11-27').upcoming.map((e) => e.id)).toEqual(['later']);
  });

  it('takes today as the UTC date of the build', () => {
    expect(isoToday(new Date('2026-11-26T23:59:00Z'))).toBe('2026-11-26');
  });

  it('splits the real calendar without losing or repeating an event', () => {
    const { upcoming, past } = eventsAround(events, '2026-11-26');
    expect(upcoming.length + past.length).toBe(events.length);
    expect(new Set([...upcoming, ...past].map((e) => e.id)).size).toBe(events.length);
    expect(past.map((e) => e.id)).toContain('coherence-summit-2026');
  });
});

describe('Event structured data', () => {
  it.each(events.map((e) => [e.id, e] as const))('%s has what Google requires: name, start date and a location', (_id, item) => {
    const data = eventJsonLd(item, 'de') as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Event', name: item.title, startDate: item.date, endDate: item.endDate ?? item.date, eventStatus: 'https://schema.org/EventScheduled' });
    expect(String(data.url)).toMatch(new RegExp(`^https?://[^/]+/de/events#${item.id}$`));
    expect(data.location).toBeTruthy();
  });

  it('names us as organizer of our own events only, not of the conferences we speak at', () => {
    const own = eventJsonLd(event('webinar', '2026-12-09'), 'en') as Record<string, unknown>;
    const conference = eventJsonLd({ ...event('summit', '2027-02-23'), registration: 'organizer' }, 'en') as Record<string, unknown>;
    expect(own.organizer).toMatchObject({ '@type': 'Organization' });
    expect(conference).not.toHaveProperty('organizer');
  });

  it('places an online event at its page, an in-person one at its address, a hybrid one at both', () => {
    const online = eventJsonLd(event('webinar', '2026-12-09'), 'en') as { location: { '@type': string }; eventAttendanceMode: string };
    expect(online.location['@type']).toBe('VirtualLocation');
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    const inPerson = eventJsonLd({ ...event('day', '2027-06-12'), format: 'In person', location: 'Boston Lab' }, 'en') as { location: { '@type': string; address: string } };
    expect(inPerson.location).toMatchObject({ '@type': 'Place', address: 'Boston Lab' });
    const hybrid = eventJsonLd({ ...event('forum', '2027-04-20'), format: 'Hybrid', location: 'Toulouse, France' }, 'en') as { location: { '@type': string }[]; eventAttendanceMode: string };
    expect(hybrid.location.map((l) => l['@type'])).toEqual(['Place', 'VirtualLocation']);
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
  });
});
