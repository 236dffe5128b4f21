/**
 * Measures each demo's height once loaded, for the placeholder reservations in
 * lib/demos/registry.ts: `mobile` in a 390 px window (one column), `desktop` in a 1280 px window
 * (the demo's box is 55rem wide there: two columns). Rounded down, so a reservation never exceeds
 * the demo. Usage, against a running production build:
 *   node scripts/measure-demos.mjs [http://localhost:3000]
 */
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = {
  'surface-code': '/demo/quantum-computing',
  'hybrid-handshake': '/demo/secure-communications',
  'pulsar-navigation': '/demo/space-navigation',
  dispatch: '/demo/green-technology',
  'design-loop': '/demo/ai-biotechnology',
  'mars-hero': '/generate/mars-hero',
  'header-image': '/generate/header-image',
  ...Object.fromEntries(['orion-9-qpu', 'athena-clinical', 'genovax', 'px-phantom', 'heraos', 'aetherion', 'echonet', 'lucy', 'phantom', 'helios-autonomy'].map((slug) => [slug, `/demos/${slug}`])),
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const [id, path] of Object.entries(pages)) {
  const height = {};
  for (const [name, width] of [['mobile', 390], ['desktop', 1280]]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + path);
    await page.locator('[data-demo][data-demo-state="ready"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    height[name] = Math.floor(await page.evaluate(() => document.querySelector('[data-demo]').getBoundingClientRect().height / 16));
    await page.close();
  }
  console.log(`'${id}': { mobile: ${height.mobile}, desktop: ${height.desktop} },`);
}
await browser.close();
