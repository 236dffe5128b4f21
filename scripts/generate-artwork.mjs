/**
 * Renders the site's original artwork from code: one background per section (spec 2.1) and the
 * app icons. The drawing lives in lib/artwork/art.ts, shared with the Open Graph cards and the
 * image generators. Deterministic (seeded), so re-running produces the same files.
 * Usage: npx tsx scripts/generate-artwork.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { artworks, artworkSvg, logo } from '../lib/artwork/art.ts';
import { HERO_WIDTHS } from '../lib/artwork/hero.ts';

const OUT = new URL('../public/art/', import.meta.url);
const ICONS = new URL('../public/icons/', import.meta.url);

await mkdir(OUT, { recursive: true });
await mkdir(ICONS, { recursive: true });
for (const name of Object.keys(artworks)) {
  await sharp(Buffer.from(artworkSvg(name))).webp({ quality: 80, effort: 6 }).toFile(new URL(`${name}.webp`, OUT).pathname);
  console.log(`art/${name}.webp`);
  // Pre-sized variants for the hero's srcset (components/sections/page-hero.tsx): static files the
  // browser fetches straight away, with no image-optimiser round trip before the first paint.
  for (const width of HERO_WIDTHS) {
    await sharp(Buffer.from(artworkSvg(name)))
      .resize(width)
      .webp({ quality: 70, effort: 6 })
      .toFile(new URL(`${name}-${width}.webp`, OUT).pathname);
    console.log(`art/${name}-${width}.webp`);
  }
}
await writeFile(new URL('../public/icon.svg', import.meta.url), logo(32, true));
for (const size of [192, 512]) {
  await sharp(Buffer.from(logo(size, true))).webp({ quality: 90 }).toFile(new URL(`icon-${size}.webp`, ICONS).pathname);
  await sharp(Buffer.from(logo(size, true))).png().toFile(new URL(`icon-${size}.png`, ICONS).pathname);
}
await sharp(Buffer.from(logo(180, true))).png().toFile(new URL('../public/apple-icon.png', import.meta.url).pathname);
console.log('icons done');
