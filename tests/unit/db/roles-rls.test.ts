/**
 * @jest-environment node
 */
import type { Db } from '@/lib/db/connection';
import { loadMigrations, type Session } from '@/lib/db/migrate';
import { freshDb, TEST_DRIVERS } from './helpers';

/**
 * The role model and row-level security, on the REAL migrations: PGlite always, and the
 * PostgreSQL at DATABASE_URL when set. Each check runs as PostgREST would for a request: in a
 * transaction, as the JWT's database role, with request.jwt.claims set.
 */
const ADMIN = '11111111-1111-4111-8111-111111111111';
const MEMBER = '22222222-2222-4222-8222-222222222222';
type Claims = { role: 'anon' | 'authenticated' | 'service_role'; sub?: string };

async function asClaims<Row>(s: Session, claims: Claims, sql: string, params: Array<string | number | null> = []): Promise<Row[]> {
  await s.exec('begin');
  try {
    await s.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await s.exec(`set local role ${claims.role}`);
    return await s.query<Row>(sql, params);
  } finally {
    await s.exec('rollback');
  }
}

const publicTables = async (db: Db) =>
  (
    await db.session((s) =>
      s.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
      ),
    )
  ).map((row) => ({ ...row }));

/** One row in every table of the public schema, written as the owner, so that "nothing read" means something. */
const SEED = [
  `insert into public.quote_requests (reference, name, email, interest, message, locale) values ('Q-TEST-0001', 'Ada', 'ada@example.com', 'quantum', 'A message long enough.', 'en')`,
  `insert into public.bookings (reference, name, email, topic, slot_start, slot_end, time_zone, locale) values ('B-TEST-0001', 'Ada', 'ada@example.com', 'quantum', '2030-01-07 15:00+00', '2030-01-07 15:30+00', 'UTC', 'en')`,
  `insert into public.contact_messages (reference, name, email, subject, message, locale) values ('C-TEST-0001', 'Ada', 'ada@example.com', 'general', 'A message long enough.', 'en')`,
  `insert into public.subscribers (reference, email, locale, unsubscribe_token) values ('S-TEST-0001', 'ada@example.com', 'en', 'token-0001')`,
  `insert into public.consent_records (preferences, version) values ('{"analytics": false}', '1')`,
  `insert into public.idempotency_keys (key, form, payload_hash, reference) values ('33333333-3333-4333-8333-333333333333', 'contact', 'hash', 'C-TEST-0001')`,
  `insert into public.rate_limits (bucket, window_start, hits) values ('bucket', now(), 1)`,
  `insert into public.notifications_outbox (form, reference) values ('contact', 'C-TEST-0001')`,
  `insert into public.privacy_requests (reference, type, relationship, name, email, locale) values ('P-TEST-0001', 'access', 'visitor', 'Ada', 'ada@example.com', 'en')`,
];

describe.each(TEST_DRIVERS)('role model and RLS (%s)', (driver) => {
  let db: Db;
  const hasRole = (claims: Claims, userId: string) =>
    db.session(async (s) => (await asClaims<{ has_role: boolean }>(s, claims, `select public.has_role($1::uuid, 'admin') as has_role`, [userId]))[0]?.has_role);

  beforeAll(async () => {
    db = await freshDb(driver);
    await db.session((s) => s.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [ADMIN]));
    for (const sql of SEED) await db.session((s) => s.query(sql));
  }, 60_000);
  afterAll(() => db.close());

  it('has_role is true for an administrator asking about themselves', async () => {
    expect(await hasRole({ role: 'authenticated', sub: ADMIN }, ADMIN)).toBe(true);
  });

  it('has_role is false for a signed-in user without the role', async () => {
    expect(await hasRole({ role: 'authenticated', sub: MEMBER }, MEMBER)).toBe(false);
  });

  it('has_role answers false when a signed-in user asks about someone else (no leak)', async () => {
    expect(await hasRole({ role: 'authenticated', sub: MEMBER }, ADMIN)).toBe(false);
  });

  it('has_role lets the service role ask about anyone', async () => {
    expect(await hasRole({ role: 'service_role' }, ADMIN)).toBe(true);
    expect(await hasRole({ role: 'service_role' }, MEMBER)).toBe(false);
  });

  it('has_role cannot be executed by the anonymous role', async () => {
    await expect(hasRole({ role: 'anon' }, ADMIN)).rejects.toThrow(/permission denied/);
  });

  it('has_role is stable, security definer, with an empty search_path', async () => {
    const rows = await db.session((s) => s.query<{ provolatile: string; prosecdef: boolean; proconfig: string[] }>(`select provolatile, prosecdef, proconfig from pg_proc where proname = 'has_role'`));
    expect({ ...rows[0] }).toEqual({ provolatile: 's', prosecdef: true, proconfig: ['search_path=""'] });
  });

  it('has row-level security on every table of the public schema, forms tables included', async () => {
    const tables = await publicTables(db);
    expect(tables.map((table) => table.relname)).toEqual(expect.arrayContaining(['user_roles', 'quote_requests', 'bookings', 'contact_messages', 'subscribers']));
    for (const table of tables) expect(table).toEqual({ relname: table.relname, relrowsecurity: true });
  });

  const INBOX_TABLES = ['quote_requests', 'bookings', 'contact_messages', 'subscribers', 'privacy_requests'];

  /** Rows read as the given claims, or the error message when the role may not read the table at all. */
  const readAs = (claims: Claims, table: string) =>
    db.session((s) => asClaims(s, claims, `select * from public."${table}"`)).then(
      (rows) => rows.length,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  const nothingRead = (table: string, outcome: number | string) => (outcome === 0 || outcome === `permission denied for table ${table}` ? 'nothing read' : `${table}: ${outcome}`);

  it('holds a row in every public table, so that the checks below read from tables that are not empty', async () => {
    // A new table fails here until SEED writes a row to it.
    for (const { relname } of await publicTables(db)) {
      const [row] = await db.session((s) => s.query<{ count: number | string }>(`select count(*) as count from public."${relname}"`));
      expect({ relname, rows: Number(row?.count) > 0 }).toEqual({ relname, rows: true });
    }
  });

  it('lets the anonymous role read nothing from any public table', async () => {
    for (const { relname } of await publicTables(db)) expect(nothingRead(relname, await readAs({ role: 'anon' }, relname))).toBe('nothing read');
  });

  it('lets a signed-in non-administrator read nothing but their own roles, the forms tables included', async () => {
    const tables = (await publicTables(db)).map(({ relname }) => relname);
    expect(tables).toEqual(expect.arrayContaining(INBOX_TABLES));
    for (const table of tables) expect(nothingRead(table, await readAs({ role: 'authenticated', sub: MEMBER }, table))).toBe('nothing read');
  });

  it('lets an administrator read each inbox table through RLS (for Realtime), and nothing else', async () => {
    for (const { relname } of await publicTables(db)) {
      const outcome = await readAs({ role: 'authenticated', sub: ADMIN }, relname);
      if (INBOX_TABLES.includes(relname)) expect({ relname, outcome }).toEqual({ relname, outcome: 1 });
      else if (relname === 'user_roles') expect({ relname, outcome }).toEqual({ relname, outcome: 1 });
      else expect(nothingRead(relname, outcome)).toBe('nothing read');
    }
  });

  it("puts every inbox table in Supabase Realtime's publication where there is one, so that new items reach the inbox live", async () => {
    const published = async () =>
      (await db.session((s) => s.query<{ tablename: string }>(`select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`))).map((row) => row.tablename);
    await db.session((s) => s.exec('drop publication if exists supabase_realtime; create publication supabase_realtime'));
    try {
      // As on a Supabase project, where the publication exists before the migrations run (they are
      // written to run again unchanged).
      for (const migration of loadMigrations()) await db.session((s) => s.exec(migration.sql));
      expect(await published()).toEqual([...INBOX_TABLES].sort());
    } finally {
      await db.session((s) => s.exec('drop publication if exists supabase_realtime'));
    }
  });

  it('shows a signed-in user only their own roles', async () => {
    expect(await db.session((s) => asClaims(s, { role: 'authenticated', sub: MEMBER }, `select * from public.user_roles`))).toHaveLength(0);
    const own = await db.session((s) => asClaims<{ role: string }>(s, { role: 'authenticated', sub: ADMIN }, `select role from public.user_roles`));
    expect(own.map((row) => ({ ...row }))).toEqual([{ role: 'admin' }]);
  });

  it('does not let a signed-in user grant themselves a role', async () => {
    await expect(
      db.session((s) => asClaims(s, { role: 'authenticated', sub: MEMBER }, `insert into public.user_roles (user_id, role) values ($1, 'admin')`, [MEMBER])),
    ).rejects.toThrow(/permission denied/);
  });
});
