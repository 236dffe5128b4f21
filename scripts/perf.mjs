/**
 * Lighthouse 13 over the home page and one page of each template, mobile and desktop presets,
 * against the production build (run `npm run build` first), offline with the system Chromium,
 * with the bare Next.js page (bench/bare, built here when it has no build) served and measured
 * beside it in the same run, so every figure can be read against the floor of that moment.
 * Prints the median of 3 runs: performance, accessibility, best practices and SEO scores with
 * LCP, TBT and CLS, and each page's LCP and TBT next to the bare page's. Not a CI gate: timings
 * on a shared 2-core machine are noisy.
 *
 * Usage: npm run perf [-- --runs 3 --port 3300 --only /about --preset mobile|desktop]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option('runs', 3));
const PORT = Number(option('port', 3300));
const base = `http://localhost:${PORT}`;

const BARE_PORT = PORT + 1;
const PAGES = [
  ['bare Next page', `http://localhost:${BARE_PORT}/`],
  ['home', '/'],
  ['landing', '/about'],
  ['product', '/products/quantum'],
  ['service', '/services/consulting'],
  ['research', '/research/quantum-coherence'],
  ['paper', '/publications/ai-quantum-error-correction'],
  ['hub', '/hubs/quantum'],
  ['legal', '/privacy'],
  ['article', '/blog/not-plankton'],
  ['person', '/team/mara-okafor'],
  ['listing', '/blog'],
  ['glossary', '/glossary'],
  ['not found', '/no-such-page'],
].filter(([template, path]) => !args.includes('--only') || template === 'bare Next page' || path === option('only', ''));

const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)) ?? process.env.CHROME_PATH;

async function waitFor(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not answer ${url}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync('bench/bare/.next/BUILD_ID')) spawnSync('npx', ['next', 'build', 'bench/bare'], { stdio: 'inherit' });
// Own process groups, so that stopping them stops next-server too, not only npx.
const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(PORT)], { stdio: 'ignore', detached: true });
const bare = spawn('npx', ['next', 'start', 'bench/bare', '-H', 'localhost', '-p', String(BARE_PORT)], { stdio: 'ignore', detached: true });
const stop = (child) => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
try {
  await waitFor(`${base}/version`);
  await waitFor(`http://localhost:${BARE_PORT}/`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  for (const preset of ['mobile', 'desktop'].filter((name) => !args.includes('--preset') || name === option('preset', ''))) {
    for (const [template, path] of PAGES) {
      const runs = [];
      let failures = 0;
      while (runs.length < RUNS) {
        const result = await lighthouse(
          path.startsWith('http') ? path : `${base}${path}`,
          // ignoreStatusCode: the not-found template answers 404, which Lighthouse otherwise refuses to audit.
          { port: chrome.port, output: 'json', logLevel: 'error', ignoreStatusCode: true },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) {
          // A trace Lighthouse failed to record (NO_NAVSTART and the like) says nothing about the
          // page: run it again, up to twice per page, rather than lose the whole table.
          failures += 1;
          console.error(`${preset} ${path}: ${runtimeError.code}${failures <= 2 ? ', running it again' : ''}`);
          if (failures > 2) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
          continue;
        }
        runs.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      }
      const pick = (key) => median(runs.map((run) => run[key]));
      rows.push({ preset, template, path, performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') });
    }
  }
  await chrome.kill();
  console.log(`Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`}, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| preset | template | path | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | perf − bare | LCP ÷ bare | TBT − bare |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const floor = rows.find((candidate) => candidate.preset === row.preset && candidate.template === 'bare Next page') ?? row;
    const path = row.path.startsWith('http') ? '(bench/bare)' : row.path;
    console.log(
      `| ${row.preset} | ${row.template} | ${path} | ${row.performance.toFixed(0)} | ${row.accessibility.toFixed(0)} | ${row.bestPractices.toFixed(0)} | ${row.seo.toFixed(0)} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${(row.performance - floor.performance).toFixed(0)} | ${(row.lcp / floor.lcp).toFixed(2)} | ${(row.tbt - floor.tbt).toFixed(0)} |`,
    );
  }
} finally {
  stop(server);
  stop(bare);
}
