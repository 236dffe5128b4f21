import 'server-only';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One database session (a single connection), enough to run migration scripts. */
export interface Session {
  /** Runs a script of one or more statements, without parameters. */
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: Array<string | number | null>): Promise<Row[]>;
}

export type Migration = { name: string; sql: string; checksum: string };

/** Where the schema of record lives (Supabase's convention). */
export function migrationsDir(): string {
  return join(process.cwd(), 'supabase', 'migrations');
}

/**
 * The `*.sql` files of a folder in name (timestamp) order. (turbopackIgnore: next.config.ts
 * includes supabase/migrations in the server output explicitly, so nothing else is traced.)
 */
export function loadMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = readFileSync(/*turbopackIgnore: true*/ join(/*turbopackIgnore: true*/ dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const MIGRATION_LOCK = 7_171_923_001;

/**
 * Applies every migration not yet recorded in public.schema_migrations, each in its own
 * transaction together with its record, under an advisory lock so that several server instances
 * starting at once apply each file once. Returns the names applied now and the latest applied.
 */
export async function migrate(session: Session, migrations: Migration[] = loadMigrations()): Promise<{ applied: string[]; latest: string | null }> {
  await session.exec(
    'create table if not exists public.schema_migrations (name text primary key, checksum text not null, applied_at timestamptz not null default now());' +
      'alter table public.schema_migrations enable row level security;',
  );
  const applied: string[] = [];
  await session.exec('begin');
  try {
    await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set((await session.query<{ name: string }>('select name from public.schema_migrations')).map((row) => row.name));
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await session.exec(migration.sql);
      await session.query('insert into public.schema_migrations (name, checksum) values ($1, $2)', [migration.name, migration.checksum]);
      applied.push(migration.name);
    }
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw error;
  }
  const [latest] = await session.query<{ name: string }>('select name from public.schema_migrations order by name desc limit 1');
  return { applied, latest: latest?.name ?? null };
}
