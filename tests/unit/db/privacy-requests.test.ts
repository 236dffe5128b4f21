/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/lib/db/connection';
import type { GuardDecision } from '@/lib/auth/guard';
import { PATCH as patchPrivacy } from '@/app/api/admin/privacy/route';
import { PATCH as patchInbox } from '@/app/api/admin/inbox/route';
import { inboxPage, setPrivacyState } from '@/lib/admin/inbox';
import { parseInboxQuery } from '@/lib/admin/inbox-types';
import { handlePrivacyStatus } from '@/lib/forms/privacy-server';
import { handleFormPost } from '@/lib/forms/server';
import { privacyTargetDate, REFERENCE_PATTERN } from '@/lib/forms/schemas';
import { countRows, freshDb } from './helpers';

jest.setTimeout(60_000);

let mockDb: Promise<Db>;
let mockDecision: GuardDecision = { allow: false, reason: 'no-session' };
// The admin endpoints run their real check (lib/admin/api.ts), over the session's decision.
jest.mock('@/lib/supabase/server', () => ({ adminDecision: async () => mockDecision }));
jest.mock('@/lib/db', () => ({ ...jest.requireActual('@/lib/db'), getDb: () => mockDb }));

const request = { type: 'access', name: 'Ada Lovelace', email: 'Ada@Example.com', relationship: 'visitor', locale: 'en' };

function post(body: unknown, init: { key?: string; ip?: string } = {}) {
  return new Request('http://localhost/api/forms/privacy', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': init.key ?? randomUUID(), 'x-forwarded-for': init.ip ?? '203.0.113.50' },
    body: JSON.stringify(body),
  });
}
function lookup(body: unknown, ip = '198.51.100.77') {
  return new Request('http://localhost/api/privacy/status', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
}
function patch(body: unknown, origin = 'http://localhost') {
  return new Request('http://localhost/api/admin/privacy', { method: 'PATCH', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
}
const admin: GuardDecision = { allow: true, userId: '11111111-1111-4111-8111-111111111111' };

describe('privacy requests on the embedded database', () => {
  let db: Db;
  let reference: string;
  beforeAll(async () => {
    mockDb = freshDb('pglite');
    db = await mockDb;
  });
  afterAll(async () => db.close());
  beforeEach(() => {
    mockDecision = { allow: false, reason: 'no-session' };
  });

  describe('making a request (POST /api/forms/privacy)', () => {
    it('stores a request once per idempotency key, with its outbox row, and answers Received with the target date', async () => {
      const key = randomUUID();
      const first = await handleFormPost(post(request, { key }), 'privacy', { db });
      expect(first.status).toBe(201);
      const body = await first.json();
      expect(body).toEqual({ ok: true, reference: expect.stringMatching(/^P-[0-9A-Z]{4}-[0-9A-Z]{4}$/), state: 'received', targetDate: privacyTargetDate('access', new Date()) });
      expect(REFERENCE_PATTERN.test(body.reference)).toBe(true);
      reference = body.reference;

      const again = await handleFormPost(post(request, { key }), 'privacy', { db });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(body);
      expect(await countRows(db, 'privacy_requests')).toBe(1);
      const outbox = await db.kysely.selectFrom('notifications_outbox').select(['form', 'reference']).where('form', '=', 'privacy').execute();
      expect(outbox).toEqual([{ form: 'privacy', reference }]);

      const stored = await db.kysely.selectFrom('privacy_requests').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ type: 'access', relationship: 'visitor', name: 'Ada Lovelace', email: 'Ada@Example.com', details: null, state: 'received', handled: false, locale: 'en' });
    });

    it('refuses bad input with 400 and field codes, storing nothing', async () => {
      const before = await countRows(db, 'privacy_requests');
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ ...request, type: 'correct' }, { details: ['required'] }],
        [{ ...request, type: 'correct', details: 'too short' }, { details: ['tooShort'] }],
        [{ ...request, details: '<script>alert(1)</script>' }, { details: ['markup'] }],
        [{ ...request, type: 'sell-my-data' }, { type: ['invalid'] }],
        [{ ...request, relationship: 'landlord' }, { relationship: ['invalid'] }],
        [{ ...request, email: 'not-an-email' }, { email: ['email'] }],
        [{ ...request, details: 'x'.repeat(5001) }, { details: ['tooLong'] }],
        [{ ...request, state: 'completed' }, { state: ['unknownField'] }],
      ];
      for (const [body, fieldErrors] of cases) {
        const response = await handleFormPost(post(body), 'privacy', { db });
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(await response.json()).toEqual({ ok: false, error: 'invalid', fieldErrors });
      }
      expect(await countRows(db, 'privacy_requests')).toBe(before);
    });

    it('answers a filled honeypot as stored, and stores nothing', async () => {
      const before = await countRows(db, 'privacy_requests');
      const response = await handleFormPost(post({ ...request, website: 'http://spam.example' }), 'privacy', { db });
      expect(response.status).toBe(201);
      expect(await countRows(db, 'privacy_requests')).toBe(before);
    });

    it('applies the forms rate limit per client: the sixth submit within a minute is refused', async () => {
      const ip = '203.0.113.99';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await handleFormPost(post({ ...request, type: 'opt-out' }, { ip }), 'privacy', { db })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('enforces the type and state lists and the correction details in the table itself', async () => {
      const insert = (values: Record<string, string>) =>
        sql`insert into privacy_requests (reference, type, relationship, name, email, locale, state, details)
            values (${values.reference}, ${values.type}, ${values.relationship ?? 'other'}, 'A', 'a@example.com', 'en', ${values.state ?? 'received'}, ${values.details ?? null})`.execute(db.kysely);
      await expect(insert({ reference: 'P-0000-0001', type: 'sell' })).rejects.toThrow(/check constraint/);
      await expect(insert({ reference: 'P-0000-0002', type: 'access', state: 'lost' })).rejects.toThrow(/check constraint/);
      await expect(insert({ reference: 'P-0000-0003', type: 'correct' })).rejects.toThrow(/check constraint/);
    });

    it('keeps row-level security on, with one policy: administrators read (for the inbox\'s live updates)', async () => {
      const rows = await db.session((s) =>
        s.query<{ relrowsecurity: boolean; policies: string }>(
          `select c.relrowsecurity, (select string_agg(p.policyname || ': ' || p.cmd || ' to ' || array_to_string(p.roles, ','), '; ') from pg_policies p where p.tablename = 'privacy_requests') as policies from pg_class c where c.relname = 'privacy_requests'`,
        ),
      );
      expect({ ...rows[0] }).toEqual({ relrowsecurity: true, policies: 'Administrators read the inbox: SELECT to authenticated' });
    });
  });

  describe('following a request (POST /api/privacy/status)', () => {
    it('answers the state, type and dates when the reference and the email match (email in any case)', async () => {
      const response = await handlePrivacyStatus(lookup({ reference: reference.toLowerCase(), email: 'ada@example.COM' }), { db });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({
        ok: true,
        reference,
        type: 'access',
        state: 'received',
        receivedAt: expect.any(String),
        stateChangedAt: body.receivedAt,
        targetDate: privacyTargetDate('access', new Date(body.receivedAt)),
      });
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('name');
    });

    it('answers the same 404 for a wrong email and for an unknown reference', async () => {
      const wrongEmail = await handlePrivacyStatus(lookup({ reference, email: 'eve@example.com' }, '198.51.100.78'), { db });
      const unknown = await handlePrivacyStatus(lookup({ reference: 'P-ZZZZ-ZZZZ', email: 'ada@example.com' }, '198.51.100.78'), { db });
      expect(wrongEmail.status).toBe(404);
      expect(unknown.status).toBe(404);
      const [a, b] = [await wrongEmail.text(), await unknown.text()];
      expect(a).toBe(b);
      expect(JSON.parse(a)).toEqual({ ok: false, error: 'not_found' });
    });

    it('refuses malformed lookups with 400 and field codes', async () => {
      const response = await handlePrivacyStatus(lookup({ reference: 'C-7KD2-M9XA', email: 'nope' }, '198.51.100.79'), { db });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: 'invalid', fieldErrors: { reference: ['reference'], email: ['email'] } });
      const extra = await handlePrivacyStatus(lookup({ reference, email: 'ada@example.com', state: 'x' }, '198.51.100.79'), { db });
      expect(extra.status).toBe(400);
      const wrongType = new Request('http://localhost/api/privacy/status', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
      expect((await handlePrivacyStatus(wrongType, { db })).status).toBe(415);
    });

    it('is rate-limited per client like the forms: the sixth lookup within a minute gets 429, other clients are not affected', async () => {
      const ip = '198.51.100.80';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await handlePrivacyStatus(lookup({ reference: 'P-ZZZZ-ZZZ0', email: 'x@example.com' }, ip), { db })).status);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      const blocked = await handlePrivacyStatus(lookup({ reference, email: 'ada@example.com' }, ip), { db });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(await blocked.json()).toEqual({ ok: false, error: 'rate_limited', retryAfter: expect.any(Number) });
      expect((await handlePrivacyStatus(lookup({ reference, email: 'ada@example.com' }, '198.51.100.81'), { db })).status).toBe(200);
    });
  });

  describe('administrators (PATCH /api/admin/privacy, the inbox)', () => {
    it('refuses a signed-out caller and a signed-in non-administrator, changing nothing', async () => {
      mockDecision = { allow: false, reason: 'no-session' };
      const signedOut = await patchPrivacy(patch({ reference, state: 'in-progress' }));
      expect(signedOut.status).toBe(403);
      mockDecision = { allow: false, reason: 'not-admin' };
      const member = await patchPrivacy(patch({ reference, state: 'in-progress' }));
      expect(member.status).toBe(403);
      expect(await member.json()).toEqual({ ok: false, error: 'forbidden' });
      const row = await db.kysely.selectFrom('privacy_requests').select('state').where('reference', '=', reference).executeTakeFirstOrThrow();
      expect(row.state).toBe('received');
    });

    it('refuses a cross-origin call even from an administrator', async () => {
      mockDecision = admin;
      expect((await patchPrivacy(patch({ reference, state: 'in-progress' }, 'https://evil.example'))).status).toBe(403);
    });

    it('refuses an unknown state or a malformed reference (400), and an unknown request (404)', async () => {
      mockDecision = admin;
      expect((await patchPrivacy(patch({ reference, state: 'done' }))).status).toBe(400);
      expect((await patchPrivacy(patch({ reference: 'C-7KD2-M9XA', state: 'completed' }))).status).toBe(400);
      expect((await patchPrivacy(patch({ reference: 'P-ZZZZ-ZZZ1', state: 'completed' }))).status).toBe(404);
    });

    it('moves a request to another state and records when, which "Follow a request" then shows', async () => {
      mockDecision = admin;
      const before = (await (await handlePrivacyStatus(lookup({ reference, email: 'ada@example.com' }, '198.51.100.90'), { db })).json()) as { stateChangedAt: string };
      await new Promise((resolve) => setTimeout(resolve, 15));
      const response = await patchPrivacy(patch({ reference, state: 'in-progress' }));
      expect(response.status).toBe(200);
      const changed = await response.json();
      expect(changed).toEqual({ ok: true, state: 'in-progress', stateChangedAt: expect.any(String) });
      expect(Date.parse(changed.stateChangedAt)).toBeGreaterThan(Date.parse(before.stateChangedAt));

      const after = await (await handlePrivacyStatus(lookup({ reference, email: 'ada@example.com' }, '198.51.100.90'), { db })).json();
      expect(after).toMatchObject({ state: 'in-progress', stateChangedAt: changed.stateChangedAt });

      // The same state again changes nothing, not even the time.
      const same = await setPrivacyState(db, reference, 'in-progress');
      expect(same).toEqual({ state: 'in-progress', stateChangedAt: changed.stateChangedAt });
    });

    it('lists privacy requests in the inbox as their own kind, with type, relationship, details, state and target date', async () => {
      const created = await handleFormPost(post({ ...request, type: 'correct', details: 'My job title is wrong: it should read Chief Analyst.', relationship: 'customer' }, { ip: '203.0.113.120' }), 'privacy', { db });
      const { reference: correction } = await created.json();
      const page = await inboxPage(db, parseInboxQuery(new URLSearchParams('kind=privacy&status=all')));
      const item = page.items.find((entry) => entry.reference === correction);
      expect(item).toMatchObject({
        kind: 'privacy',
        name: 'Ada Lovelace',
        handled: false,
        body: 'My job title is wrong: it should read Chief Analyst.',
        details: { kind: 'privacy', type: 'correct', relationship: 'customer', state: 'received', targetDate: privacyTargetDate('correct', new Date()) },
      });
      expect(page.items.every((entry) => entry.kind === 'privacy')).toBe(true);

      // Completed or closed counts as handled for the inbox's status filter.
      await setPrivacyState(db, correction, 'completed');
      const handled = await inboxPage(db, parseInboxQuery(new URLSearchParams('kind=privacy&status=handled')));
      expect(handled.items.map((entry) => entry.reference)).toEqual([correction]);
      const searched = await inboxPage(db, parseInboxQuery(new URLSearchParams('kind=privacy&q=Chief Analyst')));
      expect(searched.items.map((entry) => entry.reference)).toEqual([correction]);
      // Every kind together still lists it.
      const all = await inboxPage(db, parseInboxQuery(new URLSearchParams()));
      expect(all.items.some((entry) => entry.reference === correction)).toBe(true);
    });

    it('does not let the inbox toggle mark a privacy request handled (its state does)', async () => {
      mockDecision = admin;
      const response = await patchInbox(
        new Request('http://localhost/api/admin/inbox', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'privacy', reference, handled: true }) }),
      );
      expect(response.status).toBe(400);
    });
  });
});
