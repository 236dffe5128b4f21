/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDb, type Db } from '@/lib/db/connection';
import { openRemotePglite } from '@/lib/db/pglite-remote';

jest.setTimeout(60_000);

/** The embedded database runs in a worker thread (lib/db/pglite-worker.mjs); these are its seams. */
describe('the embedded database on its own thread', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ driver: 'pglite', dataDir: null });
    await db.session((s) => s.exec('create table worker_probe (id int primary key, note text)'));
  });
  afterAll(() => db.close());

  it('answers queries with rows, typed values and affected counts', async () => {
    const inserted = await sql`insert into worker_probe (id, note) values (1, 'one'), (2, 'two')`.execute(db.kysely);
    expect(inserted.numAffectedRows).toBe(BigInt(2));
    const { rows } = await sql<{ id: number; at: Date }>`select id, now() as at from worker_probe order by id`.execute(db.kysely);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    // A Date from the worker's structured clone (Jest's sandbox has its own Date constructor).
    expect(Object.prototype.toString.call(rows[0]?.at)).toBe('[object Date]');
  });

  it('keeps a driver error’s SQLSTATE and constraint, which the forms read to tell a taken slot', async () => {
    const failure = await sql`insert into worker_probe (id) values (1)`.execute(db.kysely).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'worker_probe_pkey' });
    expect((failure as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await db.kysely.transaction().execute(async (trx) => {
      await sql`insert into worker_probe (id, note) values (10, 'kept')`.execute(trx);
    });
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await sql`insert into worker_probe (id, note) values (11, 'undone')`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await sql<{ id: number }>`select id from worker_probe where id >= 10 order by id`.execute(db.kysely);
    expect(rows.map((row) => row.id)).toEqual([10]);
  });

  it('serves concurrent statements from one thread without losing any', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => sql`insert into worker_probe (id) values (${100 + i})`.execute(db.kysely)));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from worker_probe where id >= 100`.execute(db.kysely);
    expect(rows[0]?.n).toBe(40);
  });

  it('fails every waiting call with a clear error when the thread stops, instead of hanging', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-'));
    const script = join(dir, 'dies.mjs');
    // Opens, then exits on the first request, as a crashed database thread would.
    writeFileSync(script, "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ id: 0, ok: true });\nparentPort.on('message', () => process.exit(3));\n");
    const remote = await openRemotePglite(null, script);
    const stops: string[] = [];
    remote.onStopped((error) => stops.push(error.message));
    await expect(remote.query('select 1')).rejects.toThrow(/embedded database's thread stopped \(exit code 3\)/);
    await expect(remote.query('select 1')).rejects.toThrow(/thread stopped/);
    expect(remote.closed).toBe(true);
    // Its owner hears of it once, to open a new one (lib/db/connection.ts forgets the old).
    expect(stops).toEqual(["The embedded database's thread stopped (exit code 3)."]);
  });

  it('refuses calls once closed, instead of leaving them waiting; closing twice is one close', async () => {
    const remote = await openRemotePglite(null);
    const stops: unknown[] = [];
    remote.onStopped((error) => stops.push(error));
    await Promise.all([remote.close(), remote.close()]);
    await expect(remote.query('select 1')).rejects.toThrow('The embedded database is closed.');
    expect(stops).toEqual([]);
  });

  it('survives an error whose fields cannot be copied, and leaves the statement and its parameters out of it', async () => {
    const failure = await sql`select 1 / 0 + ${BigInt(10)}::int8 as n`.execute(db.kysely).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '22012', message: expect.stringMatching(/division by zero/) });
    expect(failure).not.toHaveProperty('params');
    expect(failure).not.toHaveProperty('query');
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db.kysely);
    expect(rows[0]?.ok).toBe(1);
  });

  it('lets a script end while the database is idle, as PGlite in-process did, but not while a call waits', () => {
    const script = `
      const { openRemotePglite } = require(${JSON.stringify(require.resolve('@/lib/db/pglite-remote'))});
      openRemotePglite(null).then((db) => db.query('select 42 as answer')).then(({ rows }) => console.log(rows[0].answer));
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions', 'react-server', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout.trim()).toBe('42');
    expect(run.status).toBe(0);
  });

  it('reports a database that cannot open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'worker-'));
    const notAFolder = join(dir, 'file');
    writeFileSync(notAFolder, 'not a data folder');
    await expect(openRemotePglite(notAFolder)).rejects.toThrow(`The embedded database could not open ${notAFolder}: ErrnoError (errno 54)`);
  });
});
