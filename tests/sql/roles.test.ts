/**
 * SQL tests of the real migrations: `npm run test:sql` (node:test; PGlite, and also the
 * PostgreSQL at DATABASE_URL when it is set). Jest cannot load PGlite's WebAssembly module.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations, asClaims, type SqlRunner } from '../support/sql';

const ADMIN = '11111111-1111-4111-8111-111111111111';
const MEMBER = '22222222-2222-4222-8222-222222222222';

let db: PGlite;
const runner = (): SqlRunner => db as unknown as SqlRunner;

before(async () => {
  db = new PGlite();
  await applyMigrations(db);
  // Applying twice must be harmless (migrations are re-runnable on a partly set-up database).
  await applyMigrations(db);
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [ADMIN]);
});

after(async () => {
  await db.close();
});

const hasRole = async (claims: Parameters<typeof asClaims>[1], userId: string) =>
  asClaims(runner(), claims, async (tx) => (await tx.query<{ has_role: boolean }>(`select public.has_role($1, 'admin') as has_role`, [userId])).rows[0]?.has_role);

describe('has_role', () => {
  it('is true for an administrator asking about themselves', async () => {
    assert.equal(await hasRole({ role: 'authenticated', sub: ADMIN }, ADMIN), true);
  });

  it('is false for a signed-in user without the role', async () => {
    assert.equal(await hasRole({ role: 'authenticated', sub: MEMBER }, MEMBER), false);
  });

  it('answers false when a signed-in user asks about someone else (no leak)', async () => {
    assert.equal(await hasRole({ role: 'authenticated', sub: MEMBER }, ADMIN), false);
  });

  it('lets the service role ask about anyone', async () => {
    assert.equal(await hasRole({ role: 'service_role' }, ADMIN), true);
    assert.equal(await hasRole({ role: 'service_role' }, MEMBER), false);
  });

  it('cannot be executed by the anonymous role', async () => {
    await assert.rejects(hasRole({ role: 'anon' }, ADMIN), /permission denied/);
  });

  it('is stable, security definer, with an empty search_path', async () => {
    const { rows } = await db.query<{ provolatile: string; prosecdef: boolean; proconfig: string[] }>(
      `select provolatile, prosecdef, proconfig from pg_proc where proname = 'has_role'`,
    );
    assert.deepEqual({ ...rows[0] }, { provolatile: 's', prosecdef: true, proconfig: ['search_path=""'] });
  });
});

describe('row-level security', () => {
  it('is enabled on every table of the public schema', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    assert.ok(rows.length > 0);
    for (const row of rows) assert.deepEqual({ ...row }, { relname: row.relname, relrowsecurity: true });
  });

  it('lets the anonymous role read nothing from any public table', async () => {
    const { rows: tables } = await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    for (const { relname } of tables) {
      const outcome = await asClaims(runner(), { role: 'anon' }, async (tx) => (await tx.query(`select * from public."${relname}"`)).rows.length).catch(
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      // Either no privilege at all, or RLS hides every row.
      assert.ok(outcome === 0 || outcome === `permission denied for table ${relname}`, `${relname}: ${outcome}`);
    }
  });

  it('shows a signed-in user only their own roles', async () => {
    const seen = await asClaims(runner(), { role: 'authenticated', sub: MEMBER }, async (tx) => (await tx.query(`select * from public.user_roles`)).rows.length);
    assert.equal(seen, 0);
    const own = await asClaims(runner(), { role: 'authenticated', sub: ADMIN }, async (tx) => (await tx.query<{ role: string }>(`select role from public.user_roles`)).rows);
    assert.deepEqual(own.map((row) => ({ ...row })), [{ role: 'admin' }]);
  });

  it('does not let a signed-in user grant themselves a role', async () => {
    await assert.rejects(
      asClaims(runner(), { role: 'authenticated', sub: MEMBER }, (tx) => tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [MEMBER])),
      /permission denied/,
    );
  });
});
