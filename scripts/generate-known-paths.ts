/**
 * Writes lib/content/known-paths.json, every content path of the site, sorted (the proxy reads
 * it instead of importing the content catalogue, see lib/content/known-paths.ts), and the proxy's
 * matcher in proxy.ts, which Next.js reads statically and so cannot import (lib/proxy-matcher.ts).
 * Usage: npm run paths (run by `npm run build`; unit tests fail when a committed copy is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { knownContentPaths } from '../lib/content/site-index';
import { proxyConfigBlock, replaceProxyConfig } from '../lib/proxy-config-block';

const root = join(import.meta.dirname, '..');
const paths = knownContentPaths();
writeFileSync(join(root, 'lib', 'content', 'known-paths.json'), `${JSON.stringify(paths, null, 0).replace(/","/g, '",\n"')}\n`);
const proxyFile = join(root, 'proxy.ts');
writeFileSync(proxyFile, replaceProxyConfig(readFileSync(proxyFile, 'utf8'), proxyConfigBlock(paths)));
console.log(`known-paths.json: ${paths.length} paths; proxy.ts matcher written`);
