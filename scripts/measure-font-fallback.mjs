/**
 * Measures the scales of the fallback faces in scripts/subset-fonts.mjs: for each font weight the
 * pages use, the width of their visible text in Geist divided by its width in the metric-compatible
 * fallback (Liberation Sans, which has Arial's metrics, and its bold; Liberation Mono, which has
 * Courier New's), summed over the main content of a few pages. A ratio of 1.0278 means a fallback
 * face needs `size-adjust: 102.78%` for a line of that text to end where it will end in Geist.
 *
 * Usage, against the production build (needs fonts-liberation, as Debian installs with Chromium):
 *   npm run build:test
 *   PGLITE_DATA_DIR=memory npx next start -H localhost -p 3401 &
 *   node scripts/measure-font-fallback.mjs [--base http://localhost:3401]
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex === -1 ? 'http://localhost:3401' : args[baseIndex + 1];
const PAGES = ['/about', '/', '/blog', '/demo/secure-communications', '/products/quantum-chip-v3'];

/** Runs in the page: the main content's text grouped by computed weight, measured in each font. */
async function widths() {
  const fallbacks = [
    ['Measure Regular', "local('Liberation Sans')", '400'],
    ['Measure Bold', "local('Liberation Sans Bold')", '700'],
    ['Measure Mono', "local('Liberation Mono')", '400'],
  ];
  for (const [name, source, weight] of fallbacks) document.fonts.add(await new FontFace(name, source, { weight }).load());
  const context = document.createElement('canvas').getContext('2d');
  const width = (font, text) => {
    context.font = font;
    return context.measureText(text).width;
  };
  const textByWeight = {};
  let monoText = '';
  const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const style = getComputedStyle(node.parentElement);
    if (style.fontFamily.startsWith("'Geist Mono'") || style.fontFamily.startsWith('"Geist Mono"')) monoText += node.textContent.replace(/[^\u0020-\u007e]/g, '');
    else textByWeight[style.fontWeight] = (textByWeight[style.fontWeight] ?? '') + node.textContent;
  }
  const result = {};
  for (const [weight, text] of Object.entries(textByWeight)) {
    await document.fonts.load(`${weight} 16px Geist`, text.slice(0, 200));
    const geist = width(`${weight} 1000px Geist`, text);
    result[weight] = { geist, regular: width(`400 1000px 'Measure Regular'`, text), bold: width(`700 1000px 'Measure Bold'`, text) };
  }
  await document.fonts.load(`400 16px 'Geist Mono'`, '0');
  result.mono = { geist: width(`400 1000px 'Geist Mono'`, monoText), regular: width(`400 1000px 'Measure Mono'`, monoText) };
  return result;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const totals = {};
for (const path of PAGES) {
  await page.goto(base + path);
  for (const [weight, sums] of Object.entries(await page.evaluate(widths))) {
    const total = (totals[weight] ??= { geist: 0, regular: 0, bold: 0 });
    for (const key of Object.keys(sums)) total[key] += sums[key];
  }
}
await browser.close();
console.log('weight  Geist ÷ regular  Geist ÷ bold');
for (const [weight, total] of Object.entries(totals).sort()) {
  const ratio = (other) => (other ? (total.geist / other).toFixed(4) : '–');
  console.log(`${weight.padEnd(7)} ${ratio(total.regular).padEnd(16)} ${ratio(total.bold)}`);
}
