/**
 * The weight of the pre-rendered English pages (issue 14: "/about's HTML weighs at most half of
 * today's"). Every page carries its markup and, in inline scripts, the React Server Components
 * payload that repeats it for hydration, so markup written once costs about twice. This check
 * keeps the gains made (the per-tile cover art of entry cards was 3.4 KB a card, a video's
 * transcript was in its JSON-LD) from coming back unnoticed.
 *
 * Fails when /about, the heaviest page or all English pages together exceed their budget. A change
 * that adds content on purpose raises the budget here, in the same commit, with its reason.
 *
 * Usage: node scripts/check-html-weight.mjs [--dir .next]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesUnder } from './files-under.mjs';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : '.next';
const root = join(dir, 'server', 'app', 'en');

export const BUDGET_KB = {
  /**
   * /about: 116 KB before issue 14; on 26 November 2026 89.6 KB, 88.8 after the cover art diet,
   * 83.9 once the not-found page left every page's payload; 27 November, 85.5 after that month's
   * content, 82.5 with the header, footer, stats and link cards on short component classes;
   * 28 November, 78.8 with the on-demand texts out of the page, 80.0 with the phone's "On this page".
   */
  about: 82,
  /** The heaviest page (/glossary, 198.5 KB: every term's definition, A to Z). */
  largest: 205,
  /**
   * All 234 English pages: 24,764 KB before the cover art diet, 23,010 KB after, 21,915 KB without
   * the not-found payload; 22,498 KB on 27 November after that month's content, 22,054 KB with the
   * repeated shell classes shortened; 21,898 KB with three more footer links and no class on any;
   * 28 November, 21,999 KB, then 21,238 KB with the texts of the parts that load on use fetched
   * with them, 21,440 KB with the phone's "On this page", 21,325 KB with the blocks' repeated icons
   * written once in the flight data.
   */
  total: 21_500,
};

if (!existsSync(root)) {
  console.error(`No pre-rendered pages at ${root}: run the build first.`);
  process.exit(1);
}

const FLIGHT = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g;
const kb = (bytes) => bytes / 1024;
const pages = filesUnder(root, '.html').map((file) => {
  const html = readFileSync(file);
  const text = html.toString('utf8');
  const flight = [...text.matchAll(FLIGHT)].reduce((sum, [script]) => sum + Buffer.byteLength(script), 0);
  const path = file.slice(root.length).replace(/\.html$/, '').replace(/^\/index$/, '/') || '/';
  return { path, raw: html.length, gzip: gzipSync(html, { level: 9 }).length, flight };
});
pages.sort((a, b) => b.raw - a.raw);

const total = pages.reduce((sum, page) => sum + page.raw, 0);
const about = pages.find((page) => page.path === '/about');
const largest = pages[0];
const row = (page) => `  ${page.path.padEnd(44)} ${kb(page.raw).toFixed(1).padStart(6)} KB  ${kb(page.gzip).toFixed(1).padStart(5)} KB gzipped  payload ${Math.round((page.flight / page.raw) * 100)} %`;
console.log(`English pages: ${pages.length}, ${kb(total).toFixed(0)} KB in all; heaviest:`);
for (const page of pages.slice(0, 5)) console.log(row(page));
console.log(`/about:\n${about ? row(about) : '  missing'}`);

const problems = [];
if (!about) problems.push('/about was not pre-rendered');
else if (kb(about.raw) > BUDGET_KB.about) problems.push(`/about is ${kb(about.raw).toFixed(1)} KB, over ${BUDGET_KB.about} KB`);
if (kb(largest.raw) > BUDGET_KB.largest) problems.push(`${largest.path} is ${kb(largest.raw).toFixed(1)} KB, over ${BUDGET_KB.largest} KB`);
if (kb(total) > BUDGET_KB.total) problems.push(`the English pages weigh ${kb(total).toFixed(0)} KB in all, over ${BUDGET_KB.total} KB`);
if (problems.length) {
  console.error(`HTML weight over budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Within budget: /about ≤ ${BUDGET_KB.about} KB, heaviest ≤ ${BUDGET_KB.largest} KB, all ≤ ${BUDGET_KB.total} KB.`);
