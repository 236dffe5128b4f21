/**
 * Screenshots of pages at 390 and 1280 px, light and dark, for a visual review.
 * Usage: node scripts/screenshots.mjs http://localhost:3000 /about /products/quantum ...
 * Writes .screenshots/<path>-<width>-<theme>.png (ignored by git).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const out = '.screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const full = process.env.FULL === '1';
for (const theme of ['light', 'dark']) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, colorScheme: theme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const name = `${path.replace(/\//g, '_') || '_home'}-${width}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: full });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
