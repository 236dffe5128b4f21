/** @jest-environment node */
import { sql } from 'kysely';
import type { Db } from '@/lib/db/connection';
import { takeRateLimit } from '@/lib/db/rate-limit';
import { freshDb, TEST_DRIVERS } from './helpers';

jest.setTimeout(60_000);

describe.each(TEST_DRIVERS)('the shared rate limit on %s', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(driver);
  });
  afterAll(async () => {
    await db.close();
  });

  it('allows the limit per window, refuses the next with the seconds left, and counts each client apart', async () => {
    const verdicts = [];
    for (let index = 0; index < 4; index += 1) verdicts.push(await takeRateLimit(db, 'assistant:a', 3, 60_000));
    expect(verdicts.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(verdicts[3]).toEqual({ ok: false, retryAfter: expect.any(Number) });
    const refused = verdicts[3];
    if (refused?.ok === false) expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(await takeRateLimit(db, 'assistant:b', 3, 60_000)).toEqual({ ok: true });
  });

  it('holds across instances: concurrent requests through separate callers share one counter', async () => {
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => takeRateLimit(db, 'assistant:burst', 10, 60_000)));
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(10);
  });

  it('starts a new window once the old one is over', async () => {
    for (let index = 0; index < 3; index += 1) await takeRateLimit(db, 'assistant:c', 2, 60_000);
    expect((await takeRateLimit(db, 'assistant:c', 2, 60_000)).ok).toBe(false);
    await sql`update rate_limits set window_start = now() - interval '61 seconds' where bucket = 'assistant:c'`.execute(db.kysely);
    expect(await takeRateLimit(db, 'assistant:c', 2, 60_000)).toEqual({ ok: true });
  });
});
