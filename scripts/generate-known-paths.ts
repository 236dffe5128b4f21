/**
 * Writes lib/content/known-paths.json: every content path of the site, sorted, one array. The
 * proxy reads this instead of importing the content catalogue (see lib/content/known-paths.ts).
 * Usage: npm run paths (run by `npm run build`; a unit test fails when the committed copy is stale).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { knownContentPaths } from '../lib/content/site-index';

const file = join(import.meta.dirname, '..', 'lib', 'content', 'known-paths.json');
const paths = knownContentPaths();
writeFileSync(file, `${JSON.stringify(paths, null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`known-paths.json: ${paths.length} paths`);
