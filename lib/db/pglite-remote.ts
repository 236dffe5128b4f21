import 'server-only';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, PGliteQueryResults, PGliteTransaction } from 'kysely';

type Params = unknown[];
type Request =
  | { op: 'query'; text: string; params: Params; tx?: number }
  | { op: 'exec'; script: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** The worker's script: plain JavaScript beside this file, loaded by Node at run time, never bundled. */
const WORKER_SCRIPT = join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'db', 'pglite-worker.mjs');

/** A driver error from the worker, with its fields (code, constraint, detail…) where callers read them. */
function revive(fields: Reply & { ok: false }): Error {
  const { message, name, ...rest } = fields.error;
  return Object.assign(new Error(message), { name: typeof name === 'string' ? name : 'DatabaseError' }, rest);
}

/** An embedded database running on its own thread, behind the interface Kysely's PGlite dialect uses. */
export interface RemotePglite extends PGlite {
  exec(script: string): Promise<void>;
  /** Called once if the thread stops without being closed (a crash): the owner can open a new one. */
  onStopped(listener: (error: Error) => void): void;
}

/**
 * Starts PGlite in a worker thread (`lib/db/pglite-worker.mjs`) and answers once it is open.
 * Every call is one message each way; PGlite serialises statements inside the worker as it would
 * in-process, and the server's thread stays free for requests while the database works.
 */
export async function openRemotePglite(dataDir: string | null, script = WORKER_SCRIPT): Promise<RemotePglite> {
  const worker = new Worker(script, { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const stopListeners: Array<(error: Error) => void> = [];
  let nextId = 1;
  let closing: Promise<void> | null = null;
  // Set once the database can take no more calls: closed by its owner, or its thread stopped.
  let ended: Error | null = null;

  const opened = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  // Like PGlite in-process, an idle database does not keep the process alive; a waiting call does.
  const holdProcessWhileWaiting = () => (pending.size > 0 ? worker.ref() : worker.unref());
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    holdProcessWhileWaiting();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(revive(reply));
  });
  /** No call is answered any more: every waiting one fails with `error`, and so does every later one. */
  const end = (error: Error) => {
    ended ??= error;
    for (const waiting of pending.values()) waiting.reject(ended);
    pending.clear();
  };
  const stopped = (error: Error) => {
    const unexpected = ended === null;
    end(error);
    if (unexpected) for (const listener of stopListeners) listener(error);
  };
  worker.on('error', stopped);
  worker.on('exit', (code) => stopped(new Error(`The embedded database's thread stopped (exit code ${code}).`)));

  const call = <T>(request: Request): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: (value) => resolve(value as T), reject });
      holdProcessWhileWaiting();
      worker.postMessage({ id, ...request });
    });
  };

  await opened.catch((error: Error) => {
    throw new Error(`The embedded database could not open ${dataDir ?? 'in memory'}: ${error.message}`, { cause: error });
  });

  const query = <T>(text: string, params: Params = [], tx?: number) => call<PGliteQueryResults<T>>({ op: 'query', text, params, tx });
  return {
    get closed() {
      return ended !== null;
    },
    ready: true,
    waitReady: Promise.resolve(),
    query: <T>(text: string, params?: Params) => query<T>(text, params),
    exec: async (script) => {
      await call({ op: 'exec', script });
    },
    // Kysely's PGlite dialect waits for this callback to start: when BEGIN itself fails (the thread
    // stopped), the dialect's own wait never ends. As with PGlite in-process; the site runs no
    // Kysely transactions, and explicit scripts go through `Db.session`.
    async transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await callback({
          query: <Row>(text: string, params?: Params) => query<Row>(text, params, tx),
          rollback: () => Promise.reject(new Error('Roll back by throwing from the transaction callback.')),
        });
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    onStopped(listener) {
      stopListeners.push(listener);
    },
    close() {
      closing ??= (async () => {
        if (ended) return;
        await call({ op: 'close' });
        end(new Error('The embedded database is closed.'));
        await worker.terminate();
      })();
      return closing;
    },
  };
}
