import { openDb, type Db } from '@/lib/db/connection';

/** The databases the data-layer tests run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const TEST_DRIVERS: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database: in-memory PGlite, or the PostgreSQL test database emptied. */
export async function freshDb(driver: 'pglite' | 'postgres'): Promise<Db> {
  if (driver === 'pglite') return openDb({ driver: 'pglite', dataDir: null });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const db = await openDb({ driver: 'postgres', url, poolSize: 25, prepare: true });
  await db.session((s) =>
    s.exec(
      'truncate quote_requests, bookings, contact_messages, subscribers, consent_records, idempotency_keys, rate_limits, notifications_outbox restart identity',
    ),
  );
  return db;
}
