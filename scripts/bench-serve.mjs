/**
 * Serving throughput, side by side: the site's production build and the bare Next.js page
 * (bench/bare) are served by `next start` at the same time, and autocannon loads three static
 * pages of the site and the bare page in turn, at 50 connections, for a few rounds. Prints a
 * markdown table: median requests/s and p99 latency per page, and each page's ratio to the bare
 * page measured in the same run (the figure to read on a shared, noisy machine).
 *
 * Usage: npm run bench:serve [-- --duration 10 --rounds 3 --connections 50]
 * Needs the site built (`npm run build`); builds bench/bare when it has no build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const DURATION = option('duration', 10);
const ROUNDS = option('rounds', 3);
const CONNECTIONS = option('connections', 50);
const SITE_PORT = 3320;
const BARE_PORT = 3321;

const TARGETS = [
  { name: 'bare Next page', url: `http://localhost:${BARE_PORT}/` },
  { name: 'site /', url: `http://localhost:${SITE_PORT}/` },
  { name: 'site /about', url: `http://localhost:${SITE_PORT}/about` },
  { name: 'site /blog/not-plankton', url: `http://localhost:${SITE_PORT}/blog/not-plankton` },
];

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync('bench/bare/.next/BUILD_ID')) {
  console.log('Building the bare page (bench/bare)…');
  const built = spawnSync('npx', ['next', 'build', 'bench/bare'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const servers = [
  spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(SITE_PORT)], { stdio: 'ignore', detached: true }),
  spawn('npx', ['next', 'start', 'bench/bare', '-H', 'localhost', '-p', String(BARE_PORT)], { stdio: 'ignore', detached: true }),
];
const stop = () => servers.forEach((server) => { try { process.kill(-server.pid, 'SIGTERM'); } catch { /* already gone */ } });
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function ready(url) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer 200`);
}

const load = (url, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-language': 'en-US', 'sec-fetch-dest': 'document' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const target of TARGETS) await ready(target.url);
for (const target of TARGETS) await load(target.url, 2); // warm-up: compiled routes, caches, JIT

const results = new Map(TARGETS.map((target) => [target.name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const target of TARGETS) {
    const result = await load(target.url, DURATION);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    results.get(target.name).push({ rps: result.requests.average, p99: result.latency.p99 });
    console.log(`round ${round + 1} ${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
  }
}

const summary = TARGETS.map((target) => {
  const runs = results.get(target.name);
  return { name: target.name, rps: median(runs.map((run) => run.rps)), p99: median(runs.map((run) => run.p99)) };
});
const bare = summary[0];
console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s each, median; ratios to the bare page of the same run\n`);
console.log('| page | requests/s | p99 (ms) | req/s vs bare | p99 vs bare |');
console.log('|---|---|---|---|---|');
for (const row of summary) {
  console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99} | ${(row.rps / bare.rps).toFixed(2)}× | ${(row.p99 / bare.p99).toFixed(2)}× |`);
}
stop();
process.exit(0);
