#!/usr/bin/env node
/**
 * npm run bench:forms — load test of the form submissions (after `npm run build`).
 *
 * For each database (embedded PGlite; PostgreSQL when DATABASE_URL or BENCH_DATABASE_URL is set):
 *   1. a bare insert server (node:http + JSON.parse + one INSERT, nothing else) as the baseline;
 *   2. the site itself (`next start`): POST /api/forms/{contact|quote|subscribe} with validation,
 *      the database rate limit and idempotency on.
 * Each target gets 500 valid submissions with 50 in flight, then the same 500 again (replays
 * with the same Idempotency-Key), and the run checks that every submission is stored exactly
 * once. Prints requests/s and latency percentiles; `--json` prints them as JSON too.
 *
 * Between the warm-up and the run, the same server answers the same number of POSTs from a route
 * handler that does no work: the ceiling any route handler of this `next start` reaches here.
 *
 * Options (environment): BENCH_N=500 BENCH_CONCURRENCY=50 BENCH_PORT=3223 BENCH_WARM=1000.
 * BENCH_DATABASE_URL must point at a database the run may empty (default: DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const N = Number(process.env.BENCH_N ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3223);
const WARM = Number(process.env.BENCH_WARM ?? 1000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const root = new URL('..', import.meta.url).pathname;

const FORMS = ['contact', 'quote', 'subscribe'];
function payload(i) {
  const form = FORMS[i % FORMS.length];
  const base = { locale: 'en' };
  if (form === 'contact') return { form, body: { ...base, name: `Visitor ${i}`, email: `visitor${i}@example.com`, subject: 'sales', message: `Load test message number ${i}, please ignore.` } };
  if (form === 'quote') return { form, body: { ...base, name: `Visitor ${i}`, email: `visitor${i}@example.com`, interest: 'quantum', budget: 'not-sure', message: `Load test quote number ${i}, please ignore.` } };
  return { form, body: { ...base, email: `bench-${i}-${RUN}@example.com` } };
}
const RUN = randomUUID().slice(0, 8);

/**
 * Runs `requests` with `concurrency` in flight; returns timings and every response, in order.
 * The load comes from autocannon, one request per connection at a time: the generator must cost
 * little next to the server it measures, on the same two cores (Node's fetch took about as much
 * CPU per request as the site itself and capped every figure, the ceiling included).
 */
async function load(base, requests, concurrency) {
  const results = new Array(requests.length);
  let next = 0;
  let lastAnswer = 0;
  const started = performance.now();
  const run = await autocannon({
    url: base,
    connections: Math.min(concurrency, requests.length),
    amount: requests.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const index = next++;
          context.index = index;
          const item = requests[index];
          if (!item) throw new Error(`autocannon asked for request ${index + 1} of ${requests.length}`);
          return {
            ...request,
            path: item.path,
            headers: { 'content-type': 'application/json', 'idempotency-key': item.key, 'x-forwarded-for': item.ip },
            body: item.json,
          };
        },
        onResponse: (status, body, context) => {
          results[context.index] = { status, text: body };
          lastAnswer = performance.now();
        },
      },
    ],
  });
  // Up to the last answer: with `amount`, autocannon itself ends on its next one-second tick.
  const seconds = (lastAnswer - started) / 1000;
  if (run.errors || run.timeouts) throw new Error(`${run.errors} connection errors and ${run.timeouts} timeouts under load`);
  return {
    results,
    reqPerSec: Math.round(requests.length / seconds),
    p50: run.latency.p50,
    p99: run.latency.p99,
    max: run.latency.max,
  };
}

function makeRequests(pathFor) {
  return Array.from({ length: N }, (_, i) => {
    const { form, body } = payload(i);
    return { path: pathFor(form), key: randomUUID(), ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, json: JSON.stringify(body), form };
  });
}

async function waitFor(url, child, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${url}`);
}

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  });
  child.stderrText = () => stderr;
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The baseline: node:http, JSON.parse, one INSERT of the body, 201. Written inline, run in its own process. */
const BARE_SERVER = `
import http from 'node:http';
const url = process.env.BARE_DATABASE_URL;
let insert;
if (url) {
  const postgres = (await import('postgres')).default;
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  // Its own schema: the database may be the tests' one, whose row-level security test checks every
  // table of the public schema.
  await sql\`create schema if not exists bench\`;
  await sql\`create table if not exists bench.bare (id bigint generated always as identity primary key, body jsonb not null, created_at timestamptz not null default now())\`;
  await sql\`truncate bench.bare\`;
  insert = (text) => sql\`insert into bench.bare (body) values (\${text}::text::jsonb)\`;
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(process.env.BARE_DATA_DIR);
  await db.exec('create schema if not exists bench; create table if not exists bench.bare (id bigint generated always as identity primary key, body jsonb not null, created_at timestamptz not null default now())');
  insert = (text) => db.query('insert into bench.bare (body) values ($1::text::jsonb)', [text]);
}
http.createServer((req, res) => {
  if (req.method !== 'POST') { res.writeHead(200).end('ok'); return; }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      JSON.parse(text);
      await insert(text);
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
}).listen(Number(process.env.PORT), 'localhost');
`;

async function benchBare(driver) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const env = { PORT: String(PORT), BARE_DATABASE_URL: driver === 'postgres' ? PG_URL : '', BARE_DATA_DIR: join(dir, 'db') };
  const child = start(process.execPath, ['--input-type=module', '-e', BARE_SERVER], env);
  try {
    await waitFor(`http://localhost:${PORT}/`, child);
    const base = `http://localhost:${PORT}`;
    await load(base, makeRequests(() => '/').slice(0, 100), CONCURRENCY); // warm-up
    const run = await load(base, makeRequests(() => '/'), CONCURRENCY);
    const ok = run.results.every((r) => r.status === 201);
    return { target: 'bare insert server', driver, first: run, ok };
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function countRows(driver, dataDir) {
  const query =
    "select (select count(*) from contact_messages) + (select count(*) from quote_requests) + (select count(*) from subscribers) as rows, (select count(*) from idempotency_keys) as keys, (select count(*) from notifications_outbox) as outbox";
  if (driver === 'postgres') {
    const postgres = (await import('postgres')).default;
    const sql = postgres(PG_URL, { max: 1, onnotice: () => {} });
    const [row] = await sql.unsafe(query);
    await sql.end();
    return { rows: Number(row.rows), keys: Number(row.keys), outbox: Number(row.outbox) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  const { rows } = await db.query(query);
  await db.close();
  return { rows: Number(rows[0].rows), keys: Number(rows[0].keys), outbox: Number(rows[0].outbox) };
}

async function emptyPostgres() {
  const postgres = (await import('postgres')).default;
  const sql = postgres(PG_URL, { max: 1, onnotice: () => {} });
  const [exists] = await sql`select to_regclass('public.contact_messages') as t`;
  if (exists.t) {
    await sql.unsafe('truncate quote_requests, bookings, contact_messages, subscribers, consent_records, idempotency_keys, rate_limits, notifications_outbox');
  }
  await sql.end();
}

async function benchSite(driver) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const dataDir = join(dir, 'pglite');
  if (driver === 'postgres') await emptyPostgres();
  const env = driver === 'postgres' ? { DATABASE_URL: PG_URL, PGLITE_DATA_DIR: '', IP_HASH_SALT: 'bench-forms-salt-5d81e2' } : { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir };
  const child = start(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(PORT)], { ...env, NODE_ENV: 'production' });
  const base = `http://localhost:${PORT}`;
  try {
    await waitFor(`${base}/api/forms/status`, child);
    // Warm-up (JIT, first database open, migrations): these rows are counted below. A server
    // measured cold runs at about two thirds of its speed for its first thousand requests.
    const warm = Array.from({ length: WARM }, (_, i) => ({
      path: '/api/forms/subscribe',
      key: randomUUID(),
      ip: `172.16.${i >> 8}.${i & 255}`,
      json: JSON.stringify({ email: `warm-${i}-${RUN}@example.com`, locale: 'en' }),
    }));
    const warmRun = await load(base, warm, CONCURRENCY);
    if (!warmRun.results.every((r) => r.status === 201)) throw new Error(`warm-up failed: ${warmRun.results.find((r) => r.status !== 201)?.text}`);

    // The ceiling of any route handler on this server: the same POSTs to a form id that does not
    // exist, answered 404 before the body is read, with no validation and no database.
    const floor = await load(base, makeRequests(() => '/api/forms/no-such-form'), CONCURRENCY);
    if (!floor.results.every((r) => r.status === 404)) throw new Error('the empty route did not answer 404');

    const requests = makeRequests((form) => `/api/forms/${form}`);
    const first = await load(base, requests, CONCURRENCY);
    const replay = await load(base, requests, CONCURRENCY);
    await stop(child);

    const firstOk = first.results.every((r) => r.status === 201);
    const replayOk = replay.results.every((r, i) => r.status === 200 && JSON.parse(r.text).reference === JSON.parse(first.results[i].text).reference);
    const counts = await countRows(driver, dataDir);
    const expected = N + warm.length;
    const exactlyOnce = counts.rows === expected && counts.keys === expected && counts.outbox === expected;
    const statuses = (run) => Object.entries(run.results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {}));
    report.push({ target: 'next start, route handler doing no work (ceiling)', driver, first: floor, ok: true, bare: true });
    return {
      target: 'site (next start)',
      driver,
      first,
      replay,
      ok: firstOk && replayOk && exactlyOnce,
      detail: { firstStatuses: statuses(first), replayStatuses: statuses(replay), counts, expected },
    };
  } catch (error) {
    process.stderr.write(child.stderrText());
    throw error;
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0].toFixed(1);
const drivers = ['pglite', ...(PG_URL ? ['postgres'] : [])];
const report = [];
for (const driver of drivers) {
  report.push(await benchBare(driver));
  const site = await benchSite(driver);
  report.push(site);
}

console.log(`\nForm submissions: ${N} requests, ${CONCURRENCY} in flight, then the same ${N} replayed (same Idempotency-Key)`);
console.log(`${cpus().length} cores; 1-minute load average ${loadBefore} before the run, ${loadavg()[0].toFixed(1)} after\n`);
console.log('| Target | Database | First pass req/s | p50 ms | p99 ms | Replay req/s | Replay p99 ms | Stored exactly once |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of report) {
  console.log(
    `| ${r.target} | ${r.driver === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${r.first.reqPerSec} | ${r.first.p50} | ${r.first.p99} | ${r.replay ? r.replay.reqPerSec : '–'} | ${r.replay ? r.replay.p99 : '–'} | ${r.replay ? (r.ok ? 'yes' : 'NO') : r.bare ? '(all 404)' : r.ok ? '(all 201)' : 'NO'} |`,
  );
}
for (const r of report) if (r.detail) console.log(`${r.driver}: ${JSON.stringify(r.detail)}`);
if (process.argv.includes('--json')) console.log(JSON.stringify(report.map(({ first, replay, ...rest }) => ({ ...rest, first: { ...first, results: undefined }, replay: replay && { ...replay, results: undefined } }))));
process.exit(report.every((r) => r.ok) ? 0 : 1);
