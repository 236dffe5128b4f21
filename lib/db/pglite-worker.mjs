/**
 * The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: run on the
 * server's main thread, every statement competes with the HTTP handling for one core. Here it runs
 * in a worker thread (node:worker_threads), and lib/db/pglite-remote.ts forwards the queries.
 *
 * Plain JavaScript outside the bundle on purpose: Node starts a worker from a file, and this file
 * must not be traced into the server bundle. The protocol, one message each way per call:
 *   → { id, op: 'query', text, params, tx? } | { id, op: 'exec', script, tx? }
 *   → { id, op: 'begin' } (answers a transaction id) | { id, op: 'end', tx, commit }
 *   → { id, op: 'close' }
 *   ← { id, ok: true, value } | { id, ok: false, error: { message, ...fields } }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Fields of a driver error left behind: the statement and its parameters may hold personal data. */
const LEFT_OUT = new Set(['query', 'params', 'queryOptions']);

/** The fields a driver error carries (SQLSTATE code, constraint, detail…), as plain data. */
function serialisable(error) {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  // The WebAssembly file system throws plain objects ({ name: 'ErrnoError', errno }), not Errors.
  const message = error.message ?? `${error.name ?? 'Error'}${error.errno === undefined ? '' : ` (errno ${error.errno})`}`;
  const fields = { name: error.name, message };
  for (const [key, value] of Object.entries(error)) {
    if (LEFT_OUT.has(key) || value === undefined || typeof value === 'function') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return fields;
}

/** Answers the main thread; a reply that cannot be sent becomes an error reply, never a dead thread. */
function reply(message) {
  try {
    parentPort.postMessage(message);
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: { message: `The database's answer could not be passed on: ${error?.message ?? error}` } });
  }
}

const { dataDir } = workerData;
let pglite;
try {
  pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  parentPort.postMessage({ id: 0, ok: true, value: null });
} catch (error) {
  parentPort.postMessage({ id: 0, ok: false, error: serialisable(error) });
  process.exit(1);
}

/** Open transactions: PGlite's own exclusive transactions, held until the main thread ends them. */
const transactions = new Map();
let nextTransaction = 1;

function target(tx) {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}.`);
  return open.tx;
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const { rows, affectedRows, fields } = await target(message.tx).query(message.text, message.params, { rowMode: 'object' });
      return { rows, affectedRows, fields };
    }
    case 'exec':
      return (await target(message.tx).exec(message.script)).map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields }));
    case 'begin': {
      const id = nextTransaction++;
      return new Promise((begun, failed) => {
        // The callback runs once BEGIN has executed, after `finished` is assigned.
        const finished = pglite
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                transactions.set(id, { tx, commit, rollback, finished });
                begun(id);
              }),
          )
          .finally(() => transactions.delete(id));
        finished.catch(failed);
      });
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) return null;
      if (message.commit) open.commit();
      else open.rollback(new Error('rolled back'));
      await open.finished.catch((error) => {
        if (message.commit) throw error;
      });
      return null;
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}.`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (value) => reply({ id: message.id, ok: true, value }),
    (error) => reply({ id: message.id, ok: false, error: serialisable(error) }),
  );
});
