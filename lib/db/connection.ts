import 'server-only';
import { join, resolve } from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import { acquireFolderLock } from './lock';
import { migrate, type Session } from './migrate';
import { openRemotePglite } from './pglite-remote';
import { logger } from '../logger';
import type { Database } from './types';

export type Driver = 'pglite' | 'postgres';

export interface Db {
  driver: Driver;
  kysely: Kysely<Database>;
  /** Latest migration applied when the database was opened. */
  latestMigration: string | null;
  /** Runs `fn` on one connection (scripts, explicit transactions). */
  session<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Thrown when forms cannot be stored here: on Vercel without DATABASE_URL (an embedded database would lose data). */
export class NotConfiguredError extends Error {
  constructor() {
    super('No database is configured: set DATABASE_URL (on Vercel, an embedded database would lose every submission).');
    this.name = 'NotConfiguredError';
  }
}

export type DbConfig =
  | { driver: 'postgres'; url: string; poolSize: number; prepare: boolean }
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: null };

/** Which database this process uses, from the environment. */
export function dbConfig(env: Record<string, string | undefined> = process.env): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    // Transaction-mode poolers (Supabase's port 6543, PgBouncer) do not keep prepared statements.
    // A serverless instance serves few requests at once: a small pool per instance.
    const pooled = /:6543\b|[?&]pgbouncer=true/.test(url) || env.DATABASE_PREPARE === 'false';
    const poolSize = Number.parseInt(env.DATABASE_POOL_SIZE ?? '', 10);
    return { driver: 'postgres', url, poolSize: Number.isInteger(poolSize) && poolSize > 0 ? poolSize : env.VERCEL ? 3 : 10, prepare: !pooled };
  }
  if (env.VERCEL) return { driver: null };
  const dir = env.PGLITE_DATA_DIR?.trim();
  if (dir === 'memory') return { driver: 'pglite', dataDir: null };
  // turbopackIgnore: a data folder, not code to trace into the server bundle.
  return { driver: 'pglite', dataDir: resolve(/*turbopackIgnore: true*/ dir || join(process.cwd(), '.data', 'pglite')) };
}

export function isConfigured(env: Record<string, string | undefined> = process.env): boolean {
  return dbConfig(env).driver !== null;
}

async function openPostgres(url: string, poolSize: number, prepare: boolean): Promise<Db> {
  const postgres = (await import('postgres')).default;
  const sql = postgres(url, {
    max: poolSize,
    prepare,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
  });
  const session = async <T>(fn: (session: Session) => Promise<T>): Promise<T> => {
    const reserved = await sql.reserve();
    try {
      return await fn({
        exec: async (script) => {
          await reserved.unsafe(script).simple();
        },
        query: async <Row>(text: string, params: Array<string | number | null> = []) => [...(await reserved.unsafe<Row[]>(text, params))],
      });
    } finally {
      reserved.release();
    }
  };
  const kysely = new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: sql }) });
  const { latest } = await session((s) => migrate(s));
  // Kysely ends the pool only if it ever used it (its driver starts on its first query), and a
  // caller may have used sessions alone: the pool is ended here too (end() is idempotent).
  const close = async () => {
    await kysely.destroy();
    await sql.end();
  };
  return { driver: 'postgres', kysely, latestMigration: latest, session, close };
}

async function openPglite(dataDir: string | null): Promise<Db> {
  const release = dataDir ? acquireFolderLock(`${dataDir}.lock`) : () => {};
  try {
    // On its own thread: the WebAssembly PostgreSQL and the HTTP handling then use both cores.
    const pglite = await openRemotePglite(dataDir);
    const sessionApi: Session = {
      exec: (script) => pglite.exec(script),
      query: async <Row>(text: string, params: Array<string | number | null> = []) => (await pglite.query<Row>(text, params)).rows,
    };
    const kysely = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    // PGlite is one connection: Kysely's driver serialises queries on it, so a session must too.
    const session = <T>(fn: (session: Session) => Promise<T>) => kysely.connection().execute(() => fn(sessionApi));
    const { latest } = await session((s) => migrate(s)).catch(async (error: unknown) => {
      await pglite.close().catch(() => {});
      throw error;
    });
    const db: Db = {
      driver: 'pglite',
      kysely,
      latestMigration: latest,
      session,
      close: async () => {
        await kysely.destroy();
        release();
      },
    };
    // A crashed thread frees the folder and the process's handle: the next request opens it again.
    pglite.onStopped((error) => {
      logger.error('database: the embedded database stopped; it is opened again on the next request', error);
      release();
      forgetDb(db);
    });
    return db;
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens a database from an explicit configuration (tests, scripts). The site uses getDb(). */
export async function openDb(config: DbConfig): Promise<Db> {
  if (config.driver === null) throw new NotConfiguredError();
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is never opened during `next build`: a page that needs it must be dynamic.');
  }
  return config.driver === 'postgres' ? openPostgres(config.url, config.poolSize, config.prepare) : openPglite(config.dataDir);
}

type DbGlobal = typeof globalThis & { __tessellonDb?: Promise<Db> };

/**
 * The process's database, opened once (on first use) and shared: a global singleton, so that
 * hot reloads and every route module of one server see the same connection and the same lock.
 * Throws NotConfiguredError on Vercel without DATABASE_URL.
 */
export function getDb(): Promise<Db> {
  const holder: DbGlobal = globalThis;
  if (!holder.__tessellonDb) {
    const opening = openDb(dbConfig());
    holder.__tessellonDb = opening;
    // A failed open is not cached: the next request tries again (and reports its own error).
    opening.catch(() => {
      if (holder.__tessellonDb === opening) holder.__tessellonDb = undefined;
    });
  }
  return holder.__tessellonDb;
}

/** Drops `db` as the process's database if it still is: the next getDb() opens a new one. */
function forgetDb(db: Db): void {
  const holder: DbGlobal = globalThis;
  const current = holder.__tessellonDb;
  current?.then(
    (open) => {
      if (open === db && holder.__tessellonDb === current) holder.__tessellonDb = undefined;
    },
    () => {},
  );
}

/** Closes the process's database if it was opened (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const holder: DbGlobal = globalThis;
  const opening = holder.__tessellonDb;
  holder.__tessellonDb = undefined;
  if (opening) await (await opening).close();
}
