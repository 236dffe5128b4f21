/**
 * Writes the site's fonts: Geist and Geist Mono (the `geist` package's variable fonts, every weight
 * in one file) cut into per-script subsets, so a page downloads only the scripts its text uses.
 *
 * Output (committed; rerun after updating `geist` or the ranges below):
 * - public/fonts/geist-<family>-<subset>.<hash>.woff2, content-hashed, served immutable;
 * - app/fonts.css: one @font-face per subset with its `unicode-range`, and the metric-matched
 *   fallback face that keeps the swap free of layout shift;
 * - app/font-files.ts: the Latin body subset, the only one the layout preloads.
 * Arabic, Devanagari and CJK are not in Geist: those pages use the system fonts of the stack in
 * app/globals.css.
 *
 * Usage: npm run fonts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** Google Fonts' split of the scripts Geist covers. */
const RANGES = {
  latin: 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'latin-ext': 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
  // The mono face sets labels, figures and code: ASCII and the symbols figures use. Anything else
  // falls back to the system monospace of the stack.
  figures: 'U+0020-007E, U+00A0-00BF, U+00D7, U+2013-2014, U+2018-201F, U+2026, U+2190-2193, U+2212',
};

const FAMILIES = [
  { name: 'Geist', slug: 'sans', source: 'geist-sans/Geist-Variable.woff2', subsets: ['latin', 'latin-ext', 'cyrillic'] },
  { name: 'Geist Mono', slug: 'mono', source: 'geist-mono/GeistMono-Variable.woff2', subsets: ['figures'] },
];

/** "U+0000-00FF, U+0131" → its characters. */
function characters(range) {
  return range.split(',').flatMap((part) => {
    const [start = '', end = start] = part.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(start, 16);
    return Array.from({ length: parseInt(end, 16) - from + 1 }, (_, index) => String.fromCodePoint(from + index));
  }).join('');
}

const outDir = join('public', 'fonts');
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.startsWith('geist-')) rmSync(join(outDir, file));

const faces = [];
let preload = '';
for (const family of FAMILIES) {
  const source = readFileSync(join('node_modules', 'geist', 'dist', 'fonts', family.source));
  for (const subset of family.subsets) {
    const output = await subsetFont(source, characters(RANGES[subset]), { targetFormat: 'woff2' });
    const hash = createHash('sha256').update(output).digest('hex').slice(0, 10);
    const url = `/fonts/geist-${family.slug}-${subset}.${hash}.woff2`;
    writeFileSync(join('public', url), output);
    console.log(`${url}: ${(output.length / 1024).toFixed(1)} KB`);
    if (family.slug === 'sans' && subset === 'latin') preload = url;
    faces.push(`@font-face {\n  font-family: '${family.name}';\n  src: url('${url}') format('woff2');\n  font-weight: 100 900;\n  font-display: swap;\n  unicode-range: ${RANGES[subset]};\n}`);
  }
}
// Fallback faces scaled to Geist's metrics, so text keeps its place when the web font arrives
// (font-display: swap). The sources are metric-compatible families: Arial with Liberation Sans and
// Arimo (Linux, ChromeOS), Courier New with Liberation Mono and Cousine. One scale cannot fit every
// weight (the variable font widens faster than a synthesised bold), so the sans fallback has one
// face per weight band. Each face covers only the web font's own ranges: other scripts keep the
// system fonts of the stack in app/globals.css. The scales are the width ratio of Geist to the
// fallback over the visible text of five pages, per weight (scripts/measure-font-fallback.mjs);
// both Geist families have an ascent of 1.005 em and a descent of 0.295 em.
const GEIST_ASCENT = 100.5;
const GEIST_DESCENT = 29.5;
const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'];
const COURIER_NEW = ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono', 'Cousine'];
const FALLBACKS = [
  { name: 'Geist Fallback', weight: '100 450', sources: ARIAL, sizeAdjust: 102.8, subsets: ['latin', 'latin-ext', 'cyrillic'] },
  { name: 'Geist Fallback', weight: '451 550', sources: ARIAL, sizeAdjust: 105.08, subsets: ['latin', 'latin-ext', 'cyrillic'] },
  { name: 'Geist Fallback', weight: '551 900', sources: ARIAL_BOLD, sizeAdjust: 99.96, subsets: ['latin', 'latin-ext', 'cyrillic'] },
  { name: 'Geist Mono Fallback', weight: '100 900', sources: COURIER_NEW, sizeAdjust: 99.98, subsets: ['figures'] },
];
const percent = (value) => `${value.toFixed(2)}%`;
for (const fallback of FALLBACKS)
  faces.push(
    `@font-face {\n  font-family: '${fallback.name}';\n  src: ${fallback.sources.map((source) => `local('${source}')`).join(', ')};\n  font-weight: ${fallback.weight};\n` +
      `  ascent-override: ${percent((GEIST_ASCENT / fallback.sizeAdjust) * 100)};\n  descent-override: ${percent((GEIST_DESCENT / fallback.sizeAdjust) * 100)};\n  line-gap-override: 0%;\n` +
      `  size-adjust: ${percent(fallback.sizeAdjust)};\n  unicode-range: ${fallback.subsets.map((subset) => RANGES[subset]).join(', ')};\n}`,
  );

const banner = '/* Generated by scripts/subset-fonts.mjs (npm run fonts); do not edit. */';
writeFileSync(join('app', 'fonts.css'), `${banner}\n${faces.join('\n')}\n`);
writeFileSync(
  join('app', 'font-files.ts'),
  `${banner}\n\n/** The Latin subset of the body font: the one font file the layout preloads. */\nexport const PRELOADED_FONT = '${preload}';\n`,
);
