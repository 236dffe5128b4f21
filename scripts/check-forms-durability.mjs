#!/usr/bin/env node
/**
 * npm run test:durability — nothing acknowledged is lost when the server dies (after a build).
 *
 * Starts the built site (`next start`) on the embedded database in a fresh data folder, sends
 * submissions with 25 in flight, and kills the server with SIGKILL as soon as 150 of them have
 * been acknowledged (201), while the rest are still in flight. Restarts the server on the same
 * folder (the stale lock of the killed process must be taken over) and replays every
 * acknowledged submission with its Idempotency-Key: each must come back 200 with the reference
 * it was given. With DURABILITY_DATABASE_URL set, repeats the run against PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.DURABILITY_PORT ?? process.env.E2E_PORT ?? 3223);
const TOTAL = 300;
const KILL_AFTER = 150;
const root = new URL('..', import.meta.url).pathname;
const base = `http://localhost:${PORT}`;

function startServer(env) {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(PORT)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stderrText = () => stderr;
  return child;
}

async function ready(child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${child.stderrText()}`);
    try {
      const response = await fetch(`${base}/api/forms/status`);
      if (response.ok) return;
    } catch {
      // starting
    }
    await sleep(200);
  }
  throw new Error('server did not start');
}

function submission(i) {
  const body = { name: `Durable ${i}`, email: `durable${i}@example.com`, subject: 'general', message: `Durability check message ${i}.`, locale: 'en' };
  return { key: randomUUID(), ip: `10.77.${i >> 8}.${i & 255}`, json: JSON.stringify(body) };
}

async function send(item) {
  const response = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': item.key, 'x-forwarded-for': item.ip },
    body: item.json,
  });
  return { status: response.status, body: await response.json() };
}

async function run(label, env, dataDir) {
  const items = Array.from({ length: TOTAL }, (_, i) => submission(i));
  const acknowledged = new Map();
  let server = startServer(env);
  await ready(server);
  let killed = false;
  let next = 0;
  await Promise.all(
    Array.from({ length: 25 }, async () => {
      while (!killed && next < items.length) {
        const item = items[next++];
        try {
          const { status, body } = await send(item);
          if (status === 201 && !killed) acknowledged.set(item.key, { item, reference: body.reference });
          if (acknowledged.size >= KILL_AFTER && !killed) {
            killed = true;
            server.kill('SIGKILL');
          }
        } catch {
          // in flight when the server died: not acknowledged, may or may not be stored
        }
      }
    }),
  );
  await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)));
  const lockFile = dataDir ? `${dataDir}.lock` : null;
  const staleLock = lockFile !== null && existsSync(lockFile) ? readFileSync(lockFile, 'utf8').trim() : null;

  server = startServer(env);
  try {
    await ready(server);
    let lost = 0;
    let wrong = 0;
    for (const { item, reference } of acknowledged.values()) {
      const { status, body } = await send(item);
      if (status === 201) lost++;
      else if (status !== 200 || body.reference !== reference) wrong++;
    }
    const ok = lost === 0 && wrong === 0 && acknowledged.size >= KILL_AFTER;
    console.log(
      `${label}: killed with SIGKILL after ${acknowledged.size} acknowledged submissions${staleLock ? ` (stale lock of pid ${staleLock} left behind and taken over)` : ''}; ` +
        `after restart ${acknowledged.size - lost - wrong} found with their reference, ${lost} lost, ${wrong} wrong: ${ok ? 'PASS' : 'FAIL'}`,
    );
    return ok;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'durability-'));
const dataDir = join(dir, 'pglite');
let ok = false;
try {
  ok = await run('PGlite', { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir }, dataDir);
  const pgUrl = process.env.DURABILITY_DATABASE_URL;
  if (pgUrl) ok = (await run('PostgreSQL', { DATABASE_URL: pgUrl, IP_HASH_SALT: 'durability-check-salt-7f3a9c' }, null)) && ok;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
