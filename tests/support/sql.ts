import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The SQL files of supabase/migrations, in the order Supabase applies them (by timestamp). */
export function migrationFiles(root = process.cwd()): { name: string; sql: string }[] {
  const dir = join(root, 'supabase', 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** The least a test needs from a database connection (PGlite or a postgres.js adapter). */
export type SqlRunner = {
  exec: (sql: string) => Promise<unknown>;
  query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;
  transaction: <T>(work: (tx: Pick<SqlRunner, 'exec' | 'query'>) => Promise<T>) => Promise<T>;
};

export async function applyMigrations(db: Pick<SqlRunner, 'exec'>, root?: string) {
  for (const file of migrationFiles(root)) await db.exec(file.sql);
}

export type Claims = { sub?: string; role: 'anon' | 'authenticated' | 'service_role'; [key: string]: unknown };

/**
 * Runs `work` as PostgREST would for a request with these JWT claims: inside a transaction, as
 * the claims' database role, with request.jwt.claims set (what auth.uid() and auth.role() read).
 */
export async function asClaims<T>(db: SqlRunner, claims: Claims, work: (tx: Pick<SqlRunner, 'exec' | 'query'>) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await tx.exec(`set local role ${claims.role}`);
    return work(tx);
  });
}
