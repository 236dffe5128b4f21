/**
 * JavaScript budget: the gzipped JavaScript each pre-rendered page loads on first visit, read
 * from the build output (the <script src> chunks in its HTML), against a budget set from a
 * measured floor (a bare Next.js 16 page; see docs/benchmarks.md).
 *
 * Usage: node scripts/check-js-budget.mjs [--dir .next] [--report]
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesUnder } from './files-under.mjs';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : '.next';
const report = args.includes('--report');

/** Floor: a bare Next.js 16.4 App Router static text page, measured with this script (docs/benchmarks.md). */
export const FLOOR_KB = 131.4;
/** What the site's shell may add over the floor on a content page (issue 14: floor + 25 KB). */
export const SHELL_ALLOWANCE_KB = 25;
/**
 * Pages that embed an interactive demo also load its mount (placeholder, loader table, retry), and
 * only they do: the demos themselves load after the page (docs/benchmarks.md).
 */
export const DEMO_MOUNT_ALLOWANCE_KB = 2;
const BUDGET_KB = FLOOR_KB + SHELL_ALLOWANCE_KB;
const budgetOf = (page) => BUDGET_KB + (page.demo ? DEMO_MOUNT_ALLOWANCE_KB : 0);

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

export function firstLoadKb(html, buildDir) {
  // noModule polyfills are skipped: browsers that run modules never download them.
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((match) => match[0]).filter((tag) => !/noModule/i.test(tag));
  // A deployment id adds a query to every chunk's address (`…/chunk.js?dpl=…`): the file is the same.
  const sources = new Set(tags.map((tag) => /src="(\/_next\/static\/[^"?#]+\.js)(?:[?#][^"]*)?"/.exec(tag)?.[1]).filter(Boolean));
  let bytes = 0;
  for (const src of sources) bytes += gzipSize(join(buildDir, 'static', src.replace('/_next/static/', '')));
  return { kb: bytes / 1024, chunks: sources.size };
}

const appDir = join(dir, 'server', 'app');
const pages = filesUnder(appDir, '.html').map((file) => {
  const route = `/${relative(appDir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  const html = readFileSync(file, 'utf8');
  return { route, demo: html.includes(' data-demo="'), ...firstLoadKb(html, dir) };
});

/**
 * Error monitoring is decided at build (issue 10): with no DSN the Sentry SDK must be in no client
 * chunk and no server file. `__SENTRY__` is the SDK's global carrier, present in every build of it.
 */
if (!process.env.NEXT_PUBLIC_SENTRY_DSN && !process.env.SENTRY_DSN) {
  const carriers = [...filesUnder(join(dir, 'static'), '.js'), ...filesUnder(join(dir, 'server'), '.js')].filter((file) => readFileSync(file, 'utf8').includes('__SENTRY__'));
  if (carriers.length) {
    for (const file of carriers.slice(0, 10)) console.error(`monitoring SDK built in without a DSN: ${relative(dir, file)}`);
    process.exit(1);
  }
  console.log('Monitoring: no DSN, and no Sentry SDK in any client or server bundle');
}

if (!pages.length) {
  console.error(`No pre-rendered pages under ${appDir}: run the build first.`);
  process.exit(1);
}

/**
 * Every page loads at least Next's runtime: a page in which no chunk was found was not measured (the
 * build writes its script tags in a way this script does not read), and must not pass as 0 KB.
 */
const unmeasured = pages.filter((page) => page.chunks === 0);
if (unmeasured.length) {
  for (const page of unmeasured.slice(0, 10)) console.error(`no /_next/static script found in ${page.route}: its JavaScript was not measured`);
  console.error(`${unmeasured.length} of ${pages.length} pages not measured: the build's script tags changed, update firstLoadKb.`);
  process.exit(1);
}

pages.sort((a, b) => b.kb - a.kb);
const over = pages.filter((page) => page.kb > budgetOf(page));
const median = pages[Math.floor(pages.length / 2)].kb;
const content = pages.filter((page) => !page.demo);
if (report) for (const page of pages.slice(0, 15)) console.log(`${page.kb.toFixed(1).padStart(7)} KB  ${String(page.chunks).padStart(3)} chunks  ${page.route}`);
console.log(`JS budget: ${pages.length} pages, largest ${pages[0].kb.toFixed(1)} KB (${pages[0].route}), median ${median.toFixed(1)} KB; budget ${BUDGET_KB.toFixed(1)} KB = floor ${FLOOR_KB} + shell ${SHELL_ALLOWANCE_KB}`);
console.log(`  pages without a demo: ${content.length}, largest ${content[0].kb.toFixed(1)} KB (${content[0].route}); ${pages.length - content.length} pages with a demo, budget ${(BUDGET_KB + DEMO_MOUNT_ALLOWANCE_KB).toFixed(1)} KB`);
if (over.length) {
  for (const page of over.slice(0, 20)) console.error(`over budget: ${page.route} ${page.kb.toFixed(1)} KB > ${budgetOf(page).toFixed(1)} KB`);
  process.exit(1);
}
