/**
 * The proxy's weight: the server code that loads before every request. Reads the built proxy's
 * entry (`.next/server/middleware.js`: the bundler's runtime and the chunks it loads eagerly) and
 * fails above the budget. Chunks the proxy imports on demand (the administrator guard with
 * Supabase's client, loaded only for guarded paths) are listed apart, not counted.
 *
 * Next 16's own proxy runtime is most of it: a bare proxy (bench/bare-proxy: one redirect and
 * NextResponse.next()) measures 244.8 KB raw, 72.4 KB gzipped by this script. So the budget is two
 * figures: at most 150 KB gzipped in all, and at most 75 KB raw of the site's own code over that floor
 * (before the known-paths manifest, the content catalogue alone made it 1,597 KB).
 *
 * Usage: node scripts/check-proxy-size.mjs [--dir .next]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : '.next';
export const PROXY_BUDGET_GZIP_KB = 150;
/** A bare Next 16.4 proxy, measured with this script (`npx next build bench/bare-proxy`). */
export const BARE_PROXY_KB = 244.8;
export const OWN_CODE_ALLOWANCE_KB = 75;

const entry = join(dir, 'server', 'middleware.js');
if (!existsSync(entry)) {
  console.error(`No built proxy at ${entry}: run the build first.`);
  process.exit(1);
}
const entrySource = readFileSync(entry, 'utf8');
const eager = [
  ...[...entrySource.matchAll(/require\("\.\/(chunks\/[^"]+)"\)/g)].map((match) => join(dir, 'server', match[1])),
  ...[...entrySource.matchAll(/R\.c\("server\/([^"]+)"\)/g)].map((match) => join(dir, 'server', match[1])),
];
if (eager.length < 2) {
  console.error(`Could not read the chunks of ${entry}; the bundler's entry format changed:\n${entrySource}`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let total = 0;
let totalGzip = 0;
for (const file of eager) {
  const bytes = statSync(file).size;
  const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
  total += bytes;
  totalGzip += gzip;
  console.log(`  ${kb(bytes).padStart(7)} KB  (${kb(gzip)} KB gzipped)  ${file}`);
}

// Chunks traced for the proxy but not loaded by its entry: imported on demand.
const traced = JSON.parse(readFileSync(`${entry}.nft.json`, 'utf8')).files
  .map((file) => join(dir, 'server', file))
  .filter((file) => file.startsWith(join(dir, 'server', 'chunks')) && !eager.includes(file) && existsSync(file));
for (const file of traced) console.log(`  on demand: ${kb(statSync(file).size)} KB  ${file}`);

const overFloor = total / 1024 - BARE_PROXY_KB;
const withinGzip = totalGzip <= PROXY_BUDGET_GZIP_KB * 1024;
const withinOwn = overFloor <= OWN_CODE_ALLOWANCE_KB;
console.log(
  `Proxy bundle loaded before every request: ${kb(total)} KB (${kb(totalGzip)} KB gzipped; budget ${PROXY_BUDGET_GZIP_KB} KB), ` +
    `${overFloor.toFixed(1)} KB over a bare Next proxy (allowance ${OWN_CODE_ALLOWANCE_KB} KB)`,
);
if (!withinGzip || !withinOwn) {
  console.error('The proxy is over its budget: keep content and heavy modules out of it (import on demand).');
  process.exit(1);
}
