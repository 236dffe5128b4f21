/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { openDb } from '@/lib/db/connection';
import { TEST_DATABASE_URL } from './helpers';

jest.setTimeout(30_000);

/**
 * Closing a PostgreSQL database ends its connections, however it was used. Kysely ends the pool
 * only once its own driver has started (its first query); a database used through sessions alone
 * (the migrations, the status check, the role tests) kept its connection open after close(), and
 * the process could not exit.
 */
(TEST_DATABASE_URL ? describe : describe.skip)('closing a PostgreSQL database', () => {
  const connectionsNamed = async (name: string) => {
    const observer = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const [row] = await observer<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where application_name = ${name}`;
      return row?.n ?? 0;
    } finally {
      await observer.end();
    }
  };
  const named = (name: string) => `${TEST_DATABASE_URL}${TEST_DATABASE_URL.includes('?') ? '&' : '?'}application_name=${name}`;

  it('ends the connections of a database used through sessions only', async () => {
    const name = `close-${randomUUID().slice(0, 8)}`;
    const db = await openDb({ driver: 'postgres', url: named(name), poolSize: 5, prepare: true });
    await db.session((s) => s.query('select 1'));
    expect(await connectionsNamed(name)).toBeGreaterThan(0);
    await db.close();
    expect(await connectionsNamed(name)).toBe(0);
  });

  it('ends the connections of a database used through Kysely too', async () => {
    const name = `close-${randomUUID().slice(0, 8)}`;
    const db = await openDb({ driver: 'postgres', url: named(name), poolSize: 5, prepare: true });
    await db.kysely.selectFrom('consent_records').select('id').limit(1).execute();
    await db.close();
    expect(await connectionsNamed(name)).toBe(0);
  });
});
