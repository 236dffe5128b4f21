/** @jest-environment node */
import { isKnownPath } from '@/lib/content/known-paths';
import {
  createIdempotencyKeeper,
  formToObject,
  issuesToFieldErrors,
  newIdempotencyKey,
  readSubmitResponse,
  submitForm,
} from '@/lib/forms/client';
import { FIELDS, GOALS, ROUTING, STAGES, answersFromQuery, queryOf, routeFor } from '@/lib/forms/get-started';
import { HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN, QUOTE_INTERESTS, contactSchema } from '@/lib/forms/schemas';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayKey, groupSlotsByDay, parseSlotsResponse, timeZoneLabel } from '@/lib/forms/slot-days';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('forms client', () => {
  it('maps schema issues to the first code per field', () => {
    const result = contactSchema.safeParse({ name: '', email: 'nope', subject: 'x', message: 'short', locale: 'en' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error.issues)).toEqual({ name: 'required', email: 'email', subject: 'invalid', message: 'tooShort' });
    expect(issuesToFieldErrors([{ path: [], message: 'Some English sentence' }])).toEqual({ _form: 'invalid' });
  });

  it('turns a form into trimmed values, leaving out empty optional entries but keeping the honeypot', () => {
    const data = new FormData();
    data.set('name', '  Ada  ');
    data.set('phone', '   ');
    data.set('website', '');
    expect(formToObject(data)).toEqual({ name: 'Ada', website: '' });
  });

  it('makes v4 UUIDs, with or without crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const noRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newIdempotencyKey(noRandomUuid)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('keeps one Idempotency-Key per logical submission', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    expect(keeper.keyFor({ a: 1 })).toBe('key-1');
    expect(keeper.keyFor({ a: 1 })).toBe('key-1'); // retry of the same input
    expect(keeper.keyFor({ a: 2 })).toBe('key-2'); // changed input
    keeper.reset(); // after a success
    expect(keeper.keyFor({ a: 2 })).toBe('key-3');
  });

  it('reads success only from 200/201 with a reference', async () => {
    expect(await readSubmitResponse(json(201, { ok: true, reference: 'C-1234-ABCD' }))).toMatchObject({ kind: 'success', reference: 'C-1234-ABCD', replay: false });
    expect(await readSubmitResponse(json(200, { ok: true, reference: 'C-1234-ABCD' }))).toMatchObject({ kind: 'success', replay: true });
    expect(await readSubmitResponse(json(201, { ok: true }))).toMatchObject({ kind: 'failure' });
    expect(await readSubmitResponse(new Response('<html>', { status: 200 }))).toMatchObject({ kind: 'failure', code: 'unknown' });
  });

  it('reads every failure the API can answer', async () => {
    expect(await readSubmitResponse(json(400, { ok: false, error: 'invalid', fieldErrors: { email: ['email'], x: 'bad sentence' } }))).toEqual({
      kind: 'invalid',
      fieldErrors: { email: 'email', x: 'invalid' },
    });
    expect(await readSubmitResponse(json(409, { ok: false, error: 'slot_taken' }))).toEqual({ kind: 'failure', code: 'slot_taken' });
    expect(await readSubmitResponse(json(429, { ok: false, error: 'rate_limited', retryAfter: 42 }))).toEqual({ kind: 'failure', code: 'rate_limited', retryAfter: 42 });
    expect(await readSubmitResponse(json(429, {}, { 'Retry-After': '7' }))).toEqual({ kind: 'failure', code: 'rate_limited', retryAfter: 7 });
    expect(await readSubmitResponse(json(503, { ok: false, error: 'not_configured' }))).toEqual({ kind: 'failure', code: 'not_configured' });
    expect(await readSubmitResponse(json(500, { ok: false, error: 'storage_failed' }))).toEqual({ kind: 'failure', code: 'storage_failed' });
    expect(await readSubmitResponse(new Response('oops', { status: 502 }))).toEqual({ kind: 'failure', code: 'storage_failed' });
    expect(await readSubmitResponse(json(413, {}))).toEqual({ kind: 'failure', code: 'too_large' });
  });

  it('posts JSON with the Idempotency-Key and never throws', async () => {
    const fetcher = jest.fn(async () => json(201, { ok: true, reference: 'S-AAAA-BBBB' }));
    await submitForm('subscribe', { email: 'a@b.co' }, 'k', fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith('/api/forms/subscribe', expect.objectContaining({ method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k' }, body: '{"email":"a@b.co"}' }));
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitForm('subscribe', {}, 'k', failing as unknown as typeof fetch)).toEqual({ kind: 'failure', code: 'network' });
  });
});

describe('booking calendar data', () => {
  const slots = [
    { start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T15:00:00.000Z' },
    { start: '2026-12-01T22:30:00.000Z', end: '2026-12-01T23:30:00.000Z' },
    { start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T15:00:00.000Z' },
  ];

  it('checks the API answer', () => {
    expect(parseSlotsResponse({ timeZone: 'America/New_York', slotMinutes: 60, slots })).toEqual({ timeZone: 'America/New_York', slotMinutes: 60, slots });
    expect(parseSlotsResponse({ timeZone: 'X', slotMinutes: 60, slots: [{ start: 'never', end: 'x' }] })).toBeNull();
    expect(parseSlotsResponse(null)).toBeNull();
  });

  it('groups slots by the visitor’s calendar day', () => {
    const now = Date.parse('2026-11-30T00:00:00Z');
    expect(groupSlotsByDay(slots, 'UTC', now).map((day) => [day.day, day.slots.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
    // In Tokyo (UTC+9) 22:30Z on 1 December is already 2 December.
    expect(groupSlotsByDay(slots, 'Asia/Tokyo', now).map((day) => [day.day, day.slots.length])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 2],
    ]);
    expect(dayKey('2026-12-01T03:00:00Z', 'America/New_York')).toBe('2026-11-30');
  });

  it('names a time zone as its reader does, not by its IANA id', () => {
    expect(timeZoneLabel('en', 'America/New_York')).toBe('Eastern Time');
    expect(timeZoneLabel('de', 'Europe/Berlin')).toBe('Mitteleuropäische Zeit');
    expect(timeZoneLabel('ja', 'America/New_York')).toBe('米国東部時間');
    expect(timeZoneLabel('en', 'UTC')).toBe('Coordinated Universal Time');
    expect(timeZoneLabel('en', 'Not/AZone')).toBe('Not/AZone');
  });

  it('names the office zone in a sentence that reads right in every language: no word said twice, no Latin spaces in Chinese or Japanese', () => {
    for (const file of readdirSync(join(process.cwd(), 'messages'))) {
      const locale = file.replace(/\.json$/, '');
      const booking = JSON.parse(readFileSync(join(process.cwd(), 'messages', file), 'utf8')).Forms.booking as Record<string, string>;
      const zone = timeZoneLabel(locale, 'America/New_York');
      const sentences = [booking.zoneNote, booking.chosen].map((text) => text!.replaceAll('{companyZone}', zone).replaceAll('{visitorZone}', zone).replaceAll('{office}', '9:00').replaceAll('{when}', 'X'));
      for (const sentence of sentences) {
        // "بتوقيت التوقيت", "Saati saatine": a time word before a zone name that already has one.
        expect({ locale, sentence, repeated: /(بتوقيت التوقيت|Saati saat|Zeit(zone)? (in|nach) .*Zeit\b)/i.test(sentence) }).toEqual({ locale, sentence, repeated: false });
        if (/^(zh|ja)/.test(locale)) expect({ locale, sentence, spaced: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}] | [\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\d]/u.test(sentence) }).toEqual({ locale, sentence, spaced: false });
      }
    }
  });

  it('drops slots that have started', () => {
    expect(groupSlotsByDay(slots, 'UTC', Date.parse('2026-12-01T20:00:00Z')).flatMap((day) => day.slots)).toHaveLength(2);
  });
});

describe('get-started routing table', () => {
  const all = GOALS.flatMap((goal) => FIELDS.flatMap((field) => STAGES.map((stage) => ({ goal, field, stage }))));

  it('routes every combination of answers to a page that exists', () => {
    expect(all).toHaveLength(GOALS.length * FIELDS.length * STAGES.length);
    for (const answers of all) {
      const route = routeFor(answers);
      const [path, query] = route.href.split('?');
      expect({ answers, known: isKnownPath(path ?? '') }).toEqual({ answers, known: true });
      if (query) {
        const interest = new URLSearchParams(query).get('interest');
        expect((QUOTE_INTERESTS as readonly (string | null)[]).includes(interest)).toBe(true);
      }
    }
  });

  it('sends a lab ready to buy hardware to the quote form with the hardware preselected', () => {
    expect(routeFor({ goal: 'hardware', field: 'quantum', stage: 'ready' })).toEqual({ kind: 'quote', href: '/request-quote?interest=quantum-chip-v3' });
    expect(routeFor({ goal: 'research', field: 'space', stage: 'ready' })).toEqual({ kind: 'consultation', href: '/consultation' });
    expect(Object.keys(ROUTING)).toEqual([...GOALS]);
  });
});

describe('get-started answers in the address', () => {
  it('reads the answers the form sends without script, dropping unknown values', () => {
    expect(answersFromQuery('?goal=hardware&field=quantum&stage=ready')).toEqual({ goal: 'hardware', field: 'quantum', stage: 'ready' });
    expect(answersFromQuery('?goal=hardware&field=cooking&stage=')).toEqual({ goal: 'hardware' });
    expect(answersFromQuery('?stage=ready&utm_source=x')).toEqual({ stage: 'ready' });
    expect(answersFromQuery('?goal=<script>')).toEqual({});
  });

  it('is null when the address holds no answer', () => {
    expect(answersFromQuery('')).toBeNull();
    expect(answersFromQuery('?utm_source=newsletter')).toBeNull();
  });

  it('writes a query that reads back as the same answers', () => {
    const answers = { goal: 'license', field: 'security', stage: 'pricing' } as const;
    expect(queryOf(answers)).toBe('?goal=license&field=security&stage=pricing');
    expect(answersFromQuery(queryOf(answers))).toEqual(answers);
  });
});

describe('subscribe field', () => {
  it('names its honeypot as the schema does', () => {
    const source = readFileSync(join(__dirname, '../../components/forms/subscribe-field.tsx'), 'utf8');
    expect(source).toContain(`const HONEYPOT_NAME = '${HONEYPOT_FIELD}'`);
  });
});
