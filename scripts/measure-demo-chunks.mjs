/**
 * Measures each demo's own JavaScript: loads every demo page in Chromium against a running
 * production server and sums (gzip -9) the scripts fetched that the page's HTML does not list,
 * i.e. what arrives on demand for the demo. Also reports the page's first-load JavaScript.
 * Usage (after `npm run build` and with `next start` on PORT): node scripts/measure-demo-chunks.mjs [PORT]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = process.argv[2] ?? process.env.E2E_PORT ?? '3210';
const base = `http://localhost:${PORT}`;
const pages = {
  'surface-code': '/demo/quantum-computing',
  'hybrid-handshake': '/demo/secure-communications',
  'pulsar-navigation': '/demo/space-navigation',
  dispatch: '/demo/green-technology',
  'design-loop': '/demo/ai-biotechnology',
  'mars-hero': '/generate/mars-hero',
  'header-image': '/generate/header-image',
};

const gz = (path) => {
  const file = join('.next', 'static', path.replace(/^\/_next\/static\//, ''));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
console.log('| Demo | Page | First-load JS (gzip) | Demo chunks | Demo JS (gzip) |');
console.log('|---|---|---:|---:|---:|');
for (const [id, path] of Object.entries(pages)) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/_next/static/')) scripts.add(url.pathname);
  });
  const response = await page.goto(base + path);
  const html = (await response?.text()) ?? '';
  await page.locator(`[data-demo="${id}"][data-demo-state="ready"]`).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // As scripts/check-js-budget.mjs: noModule polyfills are not loaded by module-capable browsers.
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((match) => match[0]).filter((tag) => !/noModule/i.test(tag));
  const initial = new Set(tags.map((tag) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1]).filter(Boolean));
  const own = [...scripts].filter((src) => !initial.has(src));
  const firstLoad = [...initial].reduce((sum, src) => sum + gz(src), 0);
  const ownBytes = own.reduce((sum, src) => sum + gz(src), 0);
  console.log(`| ${id} | ${path} | ${kb(firstLoad)} kB | ${own.length} | ${kb(ownBytes)} kB |`);
  await page.close();
}
await browser.close();
