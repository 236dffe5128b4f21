/**
 * Renders the app icons from code (lib/artwork/art.ts). The section backgrounds (spec 2.1) are not
 * files here: app/art/[file]/route.ts draws them as SVG at build, from the same module as the Open
 * Graph cards and the image generators. Deterministic (seeded), so re-running produces the same files.
 * Usage: npx tsx scripts/generate-artwork.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { logo } from '../lib/artwork/art.ts';

const ICONS = new URL('../public/icons/', import.meta.url);

await mkdir(ICONS, { recursive: true });
await writeFile(new URL('../public/icon.svg', import.meta.url), logo(32, true));
for (const size of [192, 512]) {
  await sharp(Buffer.from(logo(size, true))).webp({ quality: 90 }).toFile(new URL(`icon-${size}.webp`, ICONS).pathname);
  await sharp(Buffer.from(logo(size, true))).png().toFile(new URL(`icon-${size}.png`, ICONS).pathname);
}
await sharp(Buffer.from(logo(180, true))).png().toFile(new URL('../public/apple-icon.png', import.meta.url).pathname);
console.log('icons done');
