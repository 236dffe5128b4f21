/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/connection';
import { handleFormPost } from '@/lib/forms/server';
import { candidateSlots } from '@/lib/forms/slots';
import { countRows, freshDb, TEST_DRIVERS } from './helpers';

jest.setTimeout(60_000);

const now = new Date('2026-11-23T12:00:00Z');
const slot = candidateSlots(now, 14)[0]?.start ?? '';
const valid = {
  quote: { name: 'Ada', email: 'ada@example.com', interest: 'quantum', message: 'A quote for forty hours, please.', locale: 'en' },
  booking: { name: 'Ada', email: 'ada@example.com', topic: 'encryption', slotStart: slot, timeZone: 'Europe/Berlin', locale: 'de' },
  contact: { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hello there, a question.', locale: 'en' },
  subscribe: { email: 'ada@example.com', locale: 'en' },
};

type Case = {
  name: string;
  form: string;
  body?: unknown;
  raw?: string | Uint8Array<ArrayBuffer>;
  key?: string | null;
  contentType?: string;
  status: number;
  error: string;
  field?: string;
};

const big = 'x'.repeat(1024 * 1024);
const cases: Case[] = [
  { name: 'empty object', form: 'contact', body: {}, status: 400, error: 'invalid', field: 'name' },
  { name: 'missing email', form: 'subscribe', body: { locale: 'en' }, status: 400, error: 'invalid', field: 'email' },
  { name: 'missing message', form: 'quote', body: { ...valid.quote, message: undefined }, status: 400, error: 'invalid', field: 'message' },
  { name: 'missing slot', form: 'booking', body: { ...valid.booking, slotStart: undefined }, status: 400, error: 'invalid', field: 'slotStart' },
  { name: 'name is a number', form: 'contact', body: { ...valid.contact, name: 42 }, status: 400, error: 'invalid', field: 'name' },
  { name: 'email is an array', form: 'subscribe', body: { ...valid.subscribe, email: ['a@b.co'] }, status: 400, error: 'invalid', field: 'email' },
  { name: 'message is an object', form: 'contact', body: { ...valid.contact, message: { $gt: '' } }, status: 400, error: 'invalid', field: 'message' },
  { name: 'locale is null', form: 'subscribe', body: { ...valid.subscribe, locale: null }, status: 400, error: 'invalid', field: 'locale' },
  { name: 'boolean honeypot', form: 'subscribe', body: { ...valid.subscribe, website: false }, status: 400, error: 'invalid', field: 'website' },
  { name: 'body is an array', form: 'contact', body: [valid.contact], status: 400, error: 'invalid', field: '_form' },
  { name: 'body is a string', form: 'contact', body: 'hello', status: 400, error: 'invalid', field: '_form' },
  { name: 'body is null', form: 'contact', body: null, status: 400, error: 'invalid', field: '_form' },
  { name: 'not JSON', form: 'contact', raw: '{"name": "Ada",', status: 400, error: 'invalid', field: '_form' },
  { name: 'empty body', form: 'contact', raw: '', status: 400, error: 'invalid', field: '_form' },
  { name: 'invalid UTF-8 bytes', form: 'contact', raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400, error: 'invalid', field: '_form' },
  // Valid JSON once decoded leniently ("Zo\uFFFD"): refused only because the body is decoded strictly.
  { name: 'a Latin-1 body (valid JSON, invalid UTF-8)', form: 'contact', raw: new Uint8Array(Buffer.from(JSON.stringify({ ...valid.contact, name: 'Zoë' }), 'latin1')), status: 400, error: 'invalid', field: '_form' },
  { name: '1 MB body', form: 'contact', body: { ...valid.contact, message: big }, status: 413, error: 'too_large', field: '_form' },
  { name: '40 KB name', form: 'contact', body: { ...valid.contact, name: 'x'.repeat(40_000) }, status: 413, error: 'too_large', field: '_form' },
  { name: '6,000-character message', form: 'contact', body: { ...valid.contact, message: 'y'.repeat(6000) }, status: 400, error: 'invalid', field: 'message' },
  { name: '200-character name', form: 'quote', body: { ...valid.quote, name: 'z'.repeat(200) }, status: 400, error: 'invalid', field: 'name' },
  { name: 'script tag in message', form: 'contact', body: { ...valid.contact, message: '<script>alert(1)</script> hello' }, status: 400, error: 'invalid', field: 'message' },
  { name: 'img onerror in name', form: 'quote', body: { ...valid.quote, name: '<img src=x onerror=alert(1)>' }, status: 400, error: 'invalid', field: 'name' },
  { name: 'lone high surrogate', form: 'contact', raw: '{"name":"Ada \\ud800","email":"ada@example.com","subject":"general","message":"Hello there, a question.","locale":"en"}', status: 400, error: 'invalid', field: 'name' },
  { name: 'lone low surrogate', form: 'contact', body: { ...valid.contact, message: 'Broken \udc00 text here' }, status: 400, error: 'invalid', field: 'message' },
  { name: 'NUL character', form: 'contact', body: { ...valid.contact, name: 'Ada\u0000Lovelace' }, status: 400, error: 'invalid', field: 'name' },
  { name: 'unknown key', form: 'subscribe', body: { ...valid.subscribe, admin: true }, status: 400, error: 'invalid', field: 'admin' },
  { name: 'prototype pollution key', form: 'subscribe', raw: '{"email":"ada@example.com","locale":"en","__proto__":{"admin":true}}', status: 400, error: 'invalid', field: '__proto__' },
  { name: 'interest not a page', form: 'quote', body: { ...valid.quote, interest: '../../etc/passwd' }, status: 400, error: 'invalid', field: 'interest' },
  { name: 'SQL in subject', form: 'contact', body: { ...valid.contact, subject: "general'; drop table contact_messages; --" }, status: 400, error: 'invalid', field: 'subject' },
  { name: 'bad email', form: 'subscribe', body: { ...valid.subscribe, email: 'ada@' }, status: 400, error: 'invalid', field: 'email' },
  { name: 'bad phone', form: 'contact', body: { ...valid.contact, phone: 'javascript:alert(1)' }, status: 400, error: 'invalid', field: 'phone' },
  { name: 'slot not an instant', form: 'booking', body: { ...valid.booking, slotStart: 'next tuesday' }, status: 400, error: 'invalid', field: 'slotStart' },
  { name: 'slot outside office hours', form: 'booking', body: { ...valid.booking, slotStart: '2026-11-25T03:00:00Z' }, status: 400, error: 'invalid', field: 'slotStart' },
  { name: 'slot in the past', form: 'booking', body: { ...valid.booking, slotStart: '2020-01-06T14:00:00Z' }, status: 400, error: 'invalid', field: 'slotStart' },
  { name: 'unknown time zone', form: 'booking', body: { ...valid.booking, timeZone: 'Nowhere/Atlantis' }, status: 400, error: 'invalid', field: 'timeZone' },
  { name: 'missing idempotency key', form: 'contact', body: valid.contact, key: null, status: 400, error: 'idempotency_key' },
  { name: 'forged idempotency key (not a UUID)', form: 'contact', body: valid.contact, key: 'abc', status: 400, error: 'idempotency_key' },
  { name: 'forged idempotency key (SQL)', form: 'contact', body: valid.contact, key: "' or 1=1 --", status: 400, error: 'idempotency_key' },
  { name: 'forged idempotency key (UUID v1)', form: 'contact', body: valid.contact, key: '6f1c1a52-2b0e-11ee-9a63-0c2b0f0b4a11', status: 400, error: 'idempotency_key' },
  { name: 'text/plain', form: 'contact', body: valid.contact, contentType: 'text/plain', status: 415, error: 'unsupported_media_type' },
  { name: 'form-encoded', form: 'contact', raw: 'name=Ada&email=ada%40example.com', contentType: 'application/x-www-form-urlencoded', status: 415, error: 'unsupported_media_type' },
  { name: 'multipart', form: 'contact', body: valid.contact, contentType: 'multipart/form-data; boundary=x', status: 415, error: 'unsupported_media_type' },
  { name: 'JSON with another charset', form: 'contact', body: valid.contact, contentType: 'application/json; charset=latin1', status: 415, error: 'unsupported_media_type' },
  { name: 'unknown form', form: 'admin', body: valid.contact, status: 404, error: 'not_found' },
];

describe.each(TEST_DRIVERS)('malformed submissions on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(driver);
  });
  afterAll(async () => {
    await db.close();
  });

  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('$name → $status $error, nothing stored', async (c) => {
    const headers = new Headers({ 'content-type': c.contentType ?? 'application/json', 'x-forwarded-for': `10.0.${cases.indexOf(c)}.1` });
    if (c.key !== null) headers.set('idempotency-key', c.key ?? randomUUID());
    const body = c.raw ?? JSON.stringify(c.body);
    const response = await handleFormPost(new Request(`http://localhost/api/forms/${c.form}`, { method: 'POST', headers, body }), c.form, {
      db,
      now: () => now,
    });
    expect(response.status).toBe(c.status);
    const json = await response.json();
    expect(json).toMatchObject({ ok: false, error: c.error });
    if (c.field) expect(Object.keys(json.fieldErrors ?? {})).toContain(c.field);
    const counts = await Promise.all(
      (['quote_requests', 'bookings', 'contact_messages', 'subscribers', 'idempotency_keys', 'notifications_outbox'] as const).map(async (table) =>
        countRows(db, table),
      ),
    );
    expect(counts).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('a filled honeypot looks accepted but stores nothing', async () => {
    const headers = new Headers({ 'content-type': 'application/json', 'idempotency-key': randomUUID() });
    const response = await handleFormPost(
      new Request('http://localhost/api/forms/contact', { method: 'POST', headers, body: JSON.stringify({ ...valid.contact, website: 'http://spam.example' }) }),
      'contact',
      { db },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, reference: expect.stringMatching(/^C-/) });
    expect(await countRows(db, 'contact_messages')).toBe(0);
  });
});
