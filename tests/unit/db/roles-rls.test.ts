/**
 * @jest-environment node
 */
import type { Db } from '@/lib/db/connection';
import type { Session } from '@/lib/db/migrate';
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

describe.each(TEST_DRIVERS)('role model and RLS (%s)', (driver) => {
  let db: Db;
  const hasRole = (claims: Claims, userId: string) =>
    db.session(async (s) => (await asClaims<{ has_role: boolean }>(s, claims, `select public.has_role($1::uuid, 'admin') as has_role`, [userId]))[0]?.has_role);

  beforeAll(async () => {
    db = await freshDb(driver);
    await db.session((s) => s.query(`insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [ADMIN]));
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

  it('lets the anonymous role read nothing from any public table', async () => {
    await db.session((s) =>
      s.query(`insert into public.contact_messages (reference, name, email, subject, message, locale) values ('C-TEST-0001', 'Ada', 'ada@example.com', 'general', 'A message long enough.', 'en')`),
    );
    for (const { relname } of await publicTables(db)) {
      const outcome = await db.session((s) => asClaims(s, { role: 'anon' }, `select * from public."${relname}"`)).then(
        (rows) => rows.length,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(outcome === 0 || outcome === `permission denied for table ${relname}` ? 'nothing read' : `${relname}: ${outcome}`).toBe('nothing read');
    }
  });

  it('lets a signed-in non-administrator read none of the forms tables', async () => {
    for (const table of ['quote_requests', 'bookings', 'contact_messages', 'subscribers']) {
      const outcome = await db.session((s) => asClaims(s, { role: 'authenticated', sub: MEMBER }, `select * from public.${table}`)).then(
        (rows) => rows.length,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(outcome === 0 || outcome === `permission denied for table ${table}` ? 'nothing read' : `${table}: ${outcome}`).toBe('nothing read');
    }
  });

  it('lets an administrator read the inbox tables through RLS (for Realtime)', async () => {
    const rows = await db.session((s) => asClaims(s, { role: 'authenticated', sub: ADMIN }, `select reference from public.contact_messages`));
    expect(rows.length).toBeGreaterThan(0);
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
