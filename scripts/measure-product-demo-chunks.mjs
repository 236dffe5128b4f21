#!/usr/bin/env node
/**
 * Measures the JavaScript each product demo adds when its page loads it: the chunks of
 * .next/static that contain a marker string found only in that demo (its component and its
 * lib/demos computation), gzip level 9. Run after `npm run build`:
 *   node scripts/measure-product-demo-chunks.mjs
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const markers = {
  'orion-9-qpu': 'Sample 1,000 shots',
  'athena-clinical': 'Allocation, treatment : control',
  'genovax': 'DNA sequence (plain or FASTA)',
  'px-phantom': 'Allow diagonal moves',
  'heraos': 'Samples out of limit to flag (10 Hz)',
  'aetherion': 'Median decoding time per round',
  'echonet': 'Certificates cached by peers',
  'lucy': 'Model accuracy (correlation with measurement)',
  'phantom': 'Time between pulses T',
  'helios-autonomy': 'Grid connection limit',
};

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.js') ? [path] : [];
  });
}

const chunks = files('.next/static').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
console.log('| Demo | Chunks | Raw (KB) | Gzip (KB) |\n| --- | ---: | ---: | ---: |');
for (const [demo, marker] of Object.entries(markers)) {
  const hits = chunks.filter((c) => c.text.includes(marker));
  const raw = hits.reduce((sum, c) => sum + Buffer.byteLength(c.text), 0);
  const gz = hits.reduce((sum, c) => sum + gzipSync(c.text, { level: 9 }).length, 0);
  console.log(`| ${demo} | ${hits.length} | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
}
