/**
 * Renders the app icons from code (lib/artwork/art.ts). The section backgrounds (spec 2.1) are not
 * files here: app/art/[file]/route.ts draws them as SVG at build, from the same module as the Open
 * Graph cards and the image generators. Deterministic (seeded), so re-running produces the same files.
 * `/favicon.ico` is for what asks for that address itself (a feed or a PDF opened in a tab,
 * crawlers); pages name icon.svg. It is a file in public/, not app/favicon.ico, which would add a
 * <link> to the head of every page.
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
await writeFile(new URL('../public/favicon.ico', import.meta.url), await icoOf([16, 32, 48]));
console.log('icons done');

/** An ICO file of PNG images (the format allows PNG entries since Windows Vista; every browser reads them). */
async function icoOf(sizes) {
  const images = await Promise.all(sizes.map((size) => sharp(Buffer.from(logo(size, true))).png({ compressionLevel: 9 }).toBuffer()));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length + 16 * sizes.length;
  const entries = images.map((image, index) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[index] % 256, 0); // width and height; 0 means 256
    entry.writeUInt8(sizes[index] % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
