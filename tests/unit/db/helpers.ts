import postgres from 'postgres';
import { sql } from 'kysely';
import { openDb, type Db } from '@/lib/db/connection';

/**
 * The PostgreSQL server the data-layer tests may empty: TEST_DATABASE_URL (what .ci/run sets, so
 * that the end-to-end server keeps the embedded default), else DATABASE_URL.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';

/** The databases the data-layer tests run against: PGlite always, PostgreSQL when a URL is set. */
export const TEST_DRIVERS: Array<'pglite' | 'postgres'> = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh database: in-memory PGlite, or the PostgreSQL test database emptied. Test files run in
 * parallel workers, so a PostgreSQL user holds an advisory lock until close(): one file at a time.
 */
export async function freshDb(driver: 'pglite' | 'postgres'): Promise<Db> {
  if (driver === 'pglite') return openDb({ driver: 'pglite', dataDir: null });
  const lock = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await lock`select pg_advisory_lock(4242)`;
  const db = await openDb({ driver: 'postgres', url: TEST_DATABASE_URL, poolSize: 25, prepare: true });
  await db.session((s) =>
    s.exec(
      'truncate quote_requests, bookings, contact_messages, subscribers, privacy_requests, consent_records, idempotency_keys, rate_limits, notifications_outbox restart identity',
    ),
  );
  return {
    ...db,
    close: async () => {
      await db.close();
      await lock.end();
    },
  };
}

/** How many rows a table holds (plain SQL: Kysely's count builder loses its types over a union of tables). */
export async function countRows(db: Db, table: string): Promise<number> {
  const result = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(db.kysely);
  return Number(result.rows[0]?.n ?? 0);
}
