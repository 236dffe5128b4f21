/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { siteConfig } from '@/lib/config';
import type { Db } from '@/lib/db/connection';
import { bookedStarts, checkDatabase, pruneEphemeral, recordConsent, resubscribe, submitForm, unsubscribe } from '@/lib/db/forms';
import { handleBookingIcs, handleUnsubscribeGet, handleUnsubscribePost, UNSUBSCRIBE_RATE_LIMIT } from '@/lib/forms/api';
import { handleFormPost } from '@/lib/forms/server';
import { candidateSlots } from '@/lib/forms/slots';
import { countRows, freshDb, TEST_DRIVERS } from './helpers';

jest.setTimeout(60_000);

const now = new Date('2026-11-23T12:00:00Z');

function post(formId: string, body: unknown, init: { key?: string | null; ip?: string; contentType?: string; raw?: string } = {}) {
  const headers = new Headers({ 'content-type': init.contentType ?? 'application/json', 'x-forwarded-for': init.ip ?? '203.0.113.7' });
  if (init.key !== null) headers.set('idempotency-key', init.key ?? randomUUID());
  return new Request(`http://localhost/api/forms/${formId}`, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) });
}

const contact = { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hello there, a question.', locale: 'en' };

async function count(db: Db, table: 'contact_messages' | 'bookings' | 'subscribers' | 'quote_requests' | 'notifications_outbox' | 'idempotency_keys') {
  return countRows(db, table);
}

describe.each(TEST_DRIVERS)('forms data layer on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(driver);
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies the migration and reports itself', async () => {
    const check = await checkDatabase(db);
    expect(check).toMatchObject({ reachable: true, driver, latestMigration: expect.stringMatching(/^\d{14}_\w+\.sql$/) });
    expect(check.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('stores a submission once with its outbox row, and replays a retried key', async () => {
    const key = randomUUID();
    const first = await handleFormPost(post('contact', contact, { key, ip: '198.51.100.1' }), 'contact', { db, now: () => now });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body.reference).toMatch(/^C-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const again = await handleFormPost(post('contact', contact, { key, ip: '198.51.100.1' }), 'contact', { db, now: () => now });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    expect(await count(db, 'contact_messages')).toBe(1);
    expect(await count(db, 'notifications_outbox')).toBe(1);
    const changed = await handleFormPost(post('contact', { ...contact, message: 'Something else entirely.' }, { key, ip: '198.51.100.1' }), 'contact', {
      db,
      now: () => now,
    });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({ ok: false, error: 'idempotency_conflict' });
    expect(await count(db, 'contact_messages')).toBe(1);
  });

  it('limits a client to 5 submits per minute per form, then blocks for 3 minutes', async () => {
    const statuses: number[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 7; i++) {
      keys.push(randomUUID());
      const response = await handleFormPost(post('contact', { ...contact, message: `Message number ${i} here.` }, { ip: '198.51.100.99', key: keys[i] }), 'contact', { db });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(170);
        expect(await response.json()).toMatchObject({ ok: false, error: 'rate_limited' });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Blocked, a retry of a stored submission still gets its reference, not a failure for data that was saved.
    const retried = await handleFormPost(post('contact', { ...contact, message: 'Message number 4 here.' }, { ip: '198.51.100.99', key: keys[4] }), 'contact', { db });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ ok: true, reference: expect.stringMatching(/^C-/) });
    // A blocked submission's key was never stored: its retry is still refused.
    expect((await handleFormPost(post('contact', { ...contact, message: 'Message number 5 here.' }, { ip: '198.51.100.99', key: keys[5] }), 'contact', { db })).status).toBe(429);
    // Another form, and another client, are not blocked.
    expect((await handleFormPost(post('subscribe', { email: 'limit@example.com', locale: 'en' }, { ip: '198.51.100.99' }), 'subscribe', { db })).status).toBe(201);
    expect((await handleFormPost(post('contact', contact, { ip: '198.51.100.100' }), 'contact', { db })).status).toBe(201);
  });

  it('books a slot exactly once under 20 concurrent requests', async () => {
    const slot = candidateSlots(now, 14)[3];
    if (!slot) throw new Error('no slot');
    const booking = { name: 'Ada', email: 'ada@example.com', topic: 'encryption', slotStart: slot.start, timeZone: 'Asia/Tokyo', locale: 'ja' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => handleFormPost(post('booking', booking, { ip: `192.0.2.${i}` }), 'booking', { db, now: () => now })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const taken = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    expect(taken[0]).toMatchObject({ ok: false, error: 'slot_taken' });
    const starts = await bookedStarts(db, now, new Date(now.getTime() + 30 * 86_400_000));
    expect(starts.map((start) => start.toISOString())).toEqual([slot.start]);
  });

  it('writes the calendar file in the language the visitor booked in, with the page in that language', async () => {
    const slots = candidateSlots(now, 14);
    const files: Record<string, string> = {};
    for (const [index, locale] of (['ja', 'en'] as const).entries()) {
      const slot = slots[10 + index];
      if (!slot) throw new Error('no slot');
      const booking = { name: 'Ada', email: 'ada@example.com', topic: 'encryption', slotStart: slot.start, timeZone: 'Asia/Tokyo', locale };
      const response = await handleFormPost(post('booking', booking, { ip: `192.0.2.${200 + index}` }), 'booking', { db, now: () => now });
      expect(response.status).toBe(201);
      const { reference } = await response.json();
      const file = await handleBookingIcs(reference, { db, now: () => now });
      expect(file.status).toBe(200);
      files[locale] = (await file.text()).replace(/\r\n /g, ''); // unfolded
      expect(files[locale]).toContain(`${reference}`);
    }
    expect(files.ja).toContain(`SUMMARY;LANGUAGE=ja:${siteConfig.name}：スコーピング相談\r\n`);
    expect(files.ja).toMatch(/DESCRIPTION;LANGUAGE=ja:予約番号 B-[A-Z0-9-]+。分野の研究者とソリューションエンジニアによる 60 分間/);
    expect(files.ja).toContain(`URL:${siteConfig.url}/ja/consultation\r\n`);
    expect(files.en).toContain(`SUMMARY;LANGUAGE=en:${siteConfig.name}: scoping consultation\r\n`);
    expect(files.en).toContain(`DESCRIPTION;LANGUAGE=en:Reference `);
    expect(files.en).toContain(`URL:${siteConfig.url}/consultation\r\n`);
  });

  it('stores one row when the same key arrives 10 times at once', async () => {
    const key = randomUUID();
    const data = { ...contact, message: 'Concurrent retries of one submission.' };
    const before = await count(db, 'contact_messages');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => handleFormPost(post('contact', data, { key, ip: `192.0.2.${100 + i}` }), 'contact', { db })),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(9);
    expect(new Set(bodies.map((body) => body.reference)).size).toBe(1);
    expect(await count(db, 'contact_messages')).toBe(before + 1);
  });

  it('gives the unsubscribe link to every concurrent retry of the submission that created the subscriber, and to none of a later one', async () => {
    const email = `concurrent-${randomUUID()}@example.com`;
    const send = (key: string, i: number) => handleFormPost(post('subscribe', { email, locale: 'en' }, { key, ip: `192.0.2.${150 + i}` }), 'subscribe', { db });
    const first = randomUUID();
    const firstBodies = await Promise.all((await Promise.all(Array.from({ length: 10 }, (_, i) => send(first, i)))).map((response) => response.json()));
    expect(new Set(firstBodies.map((body) => body.reference)).size).toBe(1);
    expect(new Set(firstBodies.map((body) => body.unsubscribeUrl)).size).toBe(1);
    expect(firstBodies[0].unsubscribeUrl).toMatch(/^\/api\/unsubscribe\?token=/);
    const later = randomUUID();
    const laterBodies = await Promise.all((await Promise.all(Array.from({ length: 10 }, (_, i) => send(later, i)))).map((response) => response.json()));
    for (const body of laterBodies) expect(body).toEqual({ ok: true, reference: firstBodies[0].reference, alreadySubscribed: true });
  });

  it('refuses a slot outside office hours', async () => {
    const booking = { name: 'Ada', email: 'ada@example.com', topic: 'encryption', slotStart: '2026-11-28T15:00:00Z', timeZone: 'UTC', locale: 'en' };
    const response = await handleFormPost(post('booking', booking), 'booking', { db, now: () => now });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { slotStart: ['slotUnavailable'] } });
  });

  it('subscribes idempotently and unsubscribes by token, the token only to whoever subscribed the address', async () => {
    const subscribersBefore = await count(db, 'subscribers');
    const firstKey = randomUUID();
    const firstResponse = await handleFormPost(post('subscribe', { email: 'Grace@Example.com', locale: 'en' }, { key: firstKey }), 'subscribe', { db });
    expect(firstResponse.status).toBe(201);
    const first = await firstResponse.json();
    expect(first.unsubscribeUrl).toMatch(/^\/api\/unsubscribe\?token=/);
    // Someone else types the same address: one row still, the subscriber's reference, no token, nothing changed.
    const secondKey = randomUUID();
    const secondResponse = await handleFormPost(post('subscribe', { email: 'grace@example.com', locale: 'fr' }, { key: secondKey, ip: '198.51.100.20' }), 'subscribe', { db });
    expect(secondResponse.status).toBe(200);
    const second = await secondResponse.json();
    expect(second).toEqual({ ok: true, reference: first.reference, alreadySubscribed: true });
    // A retry keeps each submission's own answer: the second never gets the token, the first keeps it.
    const secondReplay = await handleFormPost(post('subscribe', { email: 'grace@example.com', locale: 'fr' }, { key: secondKey, ip: '198.51.100.20' }), 'subscribe', { db });
    expect(secondReplay.status).toBe(200);
    expect(await secondReplay.json()).toEqual(second);
    const firstReplay = await handleFormPost(post('subscribe', { email: 'Grace@Example.com', locale: 'en' }, { key: firstKey }), 'subscribe', { db });
    expect(await firstReplay.json()).toEqual(first);
    expect(await count(db, 'subscribers')).toBe(subscribersBefore + 1);
    const token = new URL(first.unsubscribeUrl, 'http://x').searchParams.get('token') ?? '';
    expect(await unsubscribe(db, token)).toEqual({ locale: 'en' });
    expect(await unsubscribe(db, 'nope')).toBeNull();
    const row = await db.kysely.selectFrom('subscribers').selectAll().where('reference', '=', first.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'unsubscribed', email: 'grace@example.com', locale: 'en' });
    // The opt-out holds: typing the address again stores nothing and says why, with a clear 409.
    const keysBefore = await count(db, 'idempotency_keys');
    const outboxBefore = await count(db, 'notifications_outbox');
    const again = await handleFormPost(post('subscribe', { email: 'GRACE@example.com', locale: 'de' }, { ip: '198.51.100.21' }), 'subscribe', { db });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, error: 'opted_out' });
    expect(await count(db, 'idempotency_keys')).toBe(keysBefore);
    expect(await count(db, 'notifications_outbox')).toBe(outboxBefore);
    const after = await db.kysely.selectFrom('subscribers').selectAll().where('reference', '=', first.reference).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'unsubscribed', locale: 'en', unsubscribe_token: token });
    // Nor does a retry of either earlier submission pretend it is subscribed.
    for (const retry of [{ key: firstKey, email: 'Grace@Example.com', locale: 'en' }, { key: secondKey, email: 'grace@example.com', locale: 'fr' }]) {
      const response = await handleFormPost(post('subscribe', { email: retry.email, locale: retry.locale }, { key: retry.key, ip: '198.51.100.20' }), 'subscribe', { db });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ ok: false, error: 'opted_out' });
    }
    // Its own link brings it back; then the form answers it as subscribed again.
    expect(await resubscribe(db, token)).toEqual({ locale: 'en' });
    expect(await resubscribe(db, 'nope')).toBeNull();
    const back = await handleFormPost(post('subscribe', { email: 'grace@example.com', locale: 'en' }, { ip: '198.51.100.22' }), 'subscribe', { db });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ ok: true, reference: first.reference, alreadySubscribed: true });
  });

  it("answers the unsubscribe link in the subscriber's language, without JavaScript", async () => {
    const { unsubscribeUrl } = await (await handleFormPost(post('subscribe', { email: `de-${randomUUID()}@example.com`, locale: 'de' }), 'subscribe', { db })).json();
    const page = async (response: Response) => ({ status: response.status, html: await response.text(), language: response.headers.get('content-language') });
    const confirm = await page(await handleUnsubscribeGet(new Request(`http://localhost${unsubscribeUrl}`), { db }));
    expect(confirm).toMatchObject({ status: 200, language: 'de' });
    expect(confirm.html).toContain('<html lang="de" dir="ltr">');
    expect(confirm.html).toContain('<h1>Vom Newsletter abmelden</h1>');
    // It looks like the site: its mark and name lead home, its font and colours, light and dark.
    expect(confirm.html).toMatch(/<a class="brand" href="\/de"><img src="\/icon.svg"[^>]*>Tessellon<\/a>/);
    expect(confirm.html).toContain("src: url('/fonts/geist-sans-latin.");
    expect(confirm.html).toContain('@media (prefers-color-scheme: dark)');
    expect(confirm.html).toMatch(/<form method="post" action="\/api\/unsubscribe">.*name="locale" value="de".*<button type="submit">Abmelden<\/button>/s);
    const token = new URL(unsubscribeUrl, 'http://x').searchParams.get('token') ?? '';
    const form = new URLSearchParams({ token, locale: 'de' });
    // The form's POST is answered with 303 to the link's own address (a reload then shows the
    // result again instead of offering to resend the form), whose page shows the new state.
    const posted = await handleUnsubscribePost(new Request('http://localhost/api/unsubscribe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }), { db });
    expect(posted.status).toBe(303);
    const result = posted.headers.get('location') ?? '';
    expect(new URL(result, 'http://x').pathname).toBe('/api/unsubscribe');
    expect(Object.fromEntries(new URL(result, 'http://x').searchParams)).toEqual({ token, locale: 'de' });
    const done = await page(await handleUnsubscribeGet(new Request(`http://localhost${result}`), { db }));
    expect(done).toMatchObject({ status: 200, language: 'de' });
    expect(done.html).toContain('<h1>Sie sind abgemeldet</h1>');
    expect(done.html).toContain('href="/de"');
    const row = await db.kysely.selectFrom('subscribers').select('status').where('unsubscribe_token', '=', token).executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');
    // The same link, opened again, offers the way back (the form refuses an address that unsubscribed).
    const again = await page(await handleUnsubscribeGet(new Request(`http://localhost${unsubscribeUrl}`), { db }));
    expect(again.html).toContain('<h1>Sie sind abgemeldet</h1>');
    expect(again.html).toMatch(/<input type="hidden" name="action" value="resubscribe"><button type="submit">Wieder anmelden<\/button>/);
    const back = await handleUnsubscribePost(new Request('http://localhost/api/unsubscribe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, locale: 'de', action: 'resubscribe' }) }), { db });
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location') ?? '', 'http://x').searchParams.get('state')).toBe('resubscribed');
    const resubscribed = await page(await handleUnsubscribeGet(new Request(`http://localhost${back.headers.get('location')}`), { db }));
    expect(resubscribed).toMatchObject({ status: 200, language: 'de' });
    expect(resubscribed.html).toContain('<h1>Sie sind wieder angemeldet</h1>');
    expect(resubscribed.html).toMatch(/<button type="submit">Abmelden<\/button>/);
    expect((await db.kysely.selectFrom('subscribers').select(['status', 'unsubscribed_at']).where('unsubscribe_token', '=', token).executeTakeFirstOrThrow())).toEqual({ status: 'subscribed', unsubscribed_at: null });
    // A JSON client gets the page itself, as before (no redirect to follow).
    const viaJson = await handleUnsubscribePost(new Request('http://localhost/api/unsubscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }), { db });
    expect(viaJson.status).toBe(200);
    expect(await viaJson.text()).toContain('<h1>Sie sind abgemeldet</h1>');
    expect(await handleUnsubscribePost(new Request('http://localhost/api/unsubscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, action: 'resubscribe' }) }), { db })).toHaveProperty('status', 200);
    const unknownBack = await handleUnsubscribePost(new Request('http://localhost/api/unsubscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'y'.repeat(32), action: 'resubscribe' }) }), { db });
    expect(unknownBack.status).toBe(404);
    const unknown = await page(await handleUnsubscribeGet(new Request(`http://localhost/api/unsubscribe?token=${'x'.repeat(32)}`, { headers: { 'accept-language': 'ar,en;q=0.5' } }), { db }));
    expect(unknown).toMatchObject({ status: 404, language: 'ar' });
    expect(unknown.html).toContain('<html lang="ar" dir="rtl">');
    const malformed = await page(await handleUnsubscribeGet(new Request('http://localhost/api/unsubscribe?token=%3Cscript%3E&locale=fr'), { db }));
    expect(malformed).toMatchObject({ status: 400, language: 'fr' });
    expect(malformed.html).not.toContain('<script>');
  });

  it("limits unsubscribe attempts per client and reads no more than a form's worth of body", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const attempt = (body: BodyInit, type = 'application/x-www-form-urlencoded') =>
      handleUnsubscribePost(new Request('http://localhost/api/unsubscribe', { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': address, 'accept-language': 'fr' }, body }), { db });
    // Past 4 KB: 413, before any database work.
    const oversized = await attempt(new URLSearchParams({ token: 'x'.repeat(32), padding: 'y'.repeat(5000) }));
    expect(oversized.status).toBe(413);
    const { unsubscribeUrl } = await (await handleFormPost(post('subscribe', { email: `limit-${randomUUID()}@example.com`, locale: 'en' }), 'subscribe', { db })).json();
    const token = new URL(unsubscribeUrl, 'http://x').searchParams.get('token') ?? '';
    for (let index = 1; index < UNSUBSCRIBE_RATE_LIMIT.limit; index++) expect((await attempt(new URLSearchParams({ token: 'z'.repeat(32) }))).status).toBe(404);
    // A JSON body is read like the form (a token it could not read would be a 400).
    expect((await attempt(JSON.stringify({ token: 'w'.repeat(32) }), 'application/json')).status).toBe(404);
    // One more within the minute: 429 in the visitor's language with Retry-After, and nothing changes.
    const blocked = await attempt(new URLSearchParams({ token }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain('<h1>Trop de tentatives. Veuillez patienter avant de réessayer.</h1>');
    const row = await db.kysely.selectFrom('subscribers').select('status').where('unsubscribe_token', '=', token).executeTakeFirstOrThrow();
    expect(row.status).toBe('subscribed');
  });

  // That the address itself is never stored (only its salted hash) is tested at the API: consent-api.test.ts.
  it('records consent with the preferences, version and the hash it is given', async () => {
    const record = await recordConsent(db, {
      preferences: { analytics: true, marketing: false, doNotSell: true },
      version: '1.0',
      ipHash: 'a'.repeat(64),
      userAgent: 'jest',
      clientTimestamp: '2026-11-23T12:00:00Z',
    });
    const row = await db.kysely.selectFrom('consent_records').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(row.preferences).toEqual({ analytics: true, marketing: false, doNotSell: true });
    expect(row.ip_hash).toBe('a'.repeat(64));
  });

  it('prunes idempotency keys and idle counters older than a day', async () => {
    const old = new Date(Date.now() - 2 * 86_400_000);
    const key = randomUUID();
    await db.kysely.insertInto('idempotency_keys').values({ key, form: 'contact', payload_hash: 'x', reference: 'C-OLD0-0000', created_at: old }).execute();
    await db.kysely.insertInto('rate_limits').values({ bucket: 'old:contact', window_start: old, hits: 3, blocked_until: null }).execute();
    const fresh = await count(db, 'idempotency_keys');
    await pruneEphemeral(db);
    expect(await db.kysely.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
    expect(await db.kysely.selectFrom('rate_limits').select('bucket').where('bucket', '=', 'old:contact').executeTakeFirst()).toBeUndefined();
    expect(await count(db, 'idempotency_keys')).toBe(fresh - 1);
  });

  it('submitForm answers a direct call the same way', async () => {
    const result = await submitForm(db, {
      formId: 'quote',
      data: { name: 'Ada', email: 'ada@example.com', interest: 'quantum', message: 'A long enough message.', locale: 'en' },
      idempotencyKey: randomUUID(),
      clientHash: 'direct',
    });
    expect(result.kind).toBe('created');
  });
});
