/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { Db } from '@/lib/db/connection';
import { CONSENT_RATE_LIMIT, handleConsentPost } from '@/lib/consent/server';
import { freshDb } from './helpers';

jest.setTimeout(60_000);

const body = { preferences: { analytics: true, marketing: false, doNotSell: false }, version: '1.0', timestamp: new Date(Date.now() - 60_000).toISOString() };
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', 'user-agent': 'jest-agent', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/consent', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores the audit record with a salted SHA-256 hash of the IP, never the IP', async () => {
    const response = await handleConsentPost(post(body), { db });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await db.kysely.selectFrom('consent_records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ip_hash).not.toBe(createHash('sha256').update('203.0.113.9').digest('hex'));
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
    expect(row.user_agent).toBe('jest-agent');
    expect(row.version).toBe('1.0');
    expect(row.preferences).toEqual(body.preferences);
  });

  it('rejects bad input with 4xx and stores nothing', async () => {
    const before = await db.kysely.selectFrom('consent_records').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const cases: [Request, number][] = [
      [post('{nope'), 400],
      [post({ ...body, version: '2.0' }), 400],
      [post({ ...body, extra: 1 }), 400],
      [post({ ...body, preferences: { analytics: 'yes', marketing: false, doNotSell: false } }), 400],
      [post({ ...body, timestamp: 'yesterday' }), 400],
      // A choice made in the future, or longer ago than a choice lasts.
      [post({ ...body, timestamp: '2999-01-01T00:00:00Z' }), 400],
      [post({ ...body, timestamp: new Date(Date.now() - 400 * 86_400_000).toISOString() }), 400],
      [post(body, { 'content-type': 'text/plain' }), 415],
      [post({ ...body, pad: 'x'.repeat(5000) }), 413],
    ];
    for (const [request, status] of cases) expect((await handleConsentPost(request, { db })).status).toBe(status);
    const after = await db.kysely.selectFrom('consent_records').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is rate-limited per client address: the record past the limit within a minute gets 429 and is not stored', async () => {
    const from = (ip: string) => post(body, { 'x-forwarded-for': ip });
    const count = async () => (await db.kysely.selectFrom('consent_records').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const statuses: number[] = [];
    for (let i = 0; i <= CONSENT_RATE_LIMIT.limit; i++) statuses.push((await handleConsentPost(from('198.51.100.77'), { db })).status);
    expect(statuses).toEqual([...Array<number>(CONSENT_RATE_LIMIT.limit).fill(201), 429]);
    expect(Number(await count())).toBe(before + CONSENT_RATE_LIMIT.limit);
    const blocked = await handleConsentPost(from('198.51.100.77'), { db });
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.json()).toEqual({ ok: false, error: 'rate_limited', retryAfter: expect.any(Number) });
    expect((await handleConsentPost(from('198.51.100.78'), { db })).status).toBe(201);
  });
});
