/**
 * Build step: a strict script policy for every pre-rendered page. Run after `next build` (the
 * `build` scripts do), it hashes each inline script of each pre-rendered HTML file under
 * .next/server/app (React's flight data, the bundler's bootstrap, the theme, motion and consent
 * bootstraps) and writes `<meta http-equiv="Content-Security-Policy">` with exactly those hashes at
 * the top of the page's <head> (after the charset declaration), before any script, so it governs them all. `next start` and
 * Vercel serve the files as written; the page stays a static file.
 *
 * The GA tag's own inline initialiser is inserted at run time, after consent, so its hash (with
 * the layout's bootstraps: `sharedInlineScripts`) is added to every page's list.
 *
 * Usage: tsx scripts/csp-hashes.ts          write the policies
 *        tsx scripts/csp-hashes.ts --check  verify them (npm test): every page has its policy
 *                                           first, every inline script is hashed, no 'unsafe-inline'
 *                                           or 'unsafe-eval' in script-src
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pagePolicy, sharedInlineScripts } from '../lib/security-headers';
import { filesUnder } from './files-under.mjs';

const root = join('.next', 'server', 'app');
const check = process.argv.includes('--check');
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;
const SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** Inline scripts a browser would run: no src, and a JavaScript type (or none). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !/^(text\/javascript|module)$/i.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

const started = Date.now();
// Scripts inserted at run time (the GA initialiser after consent) are in no page: allowed everywhere.
const extra = sharedInlineScripts().map(sha256);
const layoutBootstraps = sharedInlineScripts().slice(0, 3);
const problems: string[] = [];
let hashes = 0;
const files = filesUnder(root, '.html');
for (const file of files) {
  const original = readFileSync(file, 'utf8');
  const html = original.replace(META, '');
  const pageHashes = [...new Set(inlineScripts(html).map(sha256))];
  hashes += pageHashes.length;
  if (check) {
    const policy = META.exec(original)?.[1];
    const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    if (!policy || !/^<!DOCTYPE html><html[^>]*><head>(<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy"/i.test(original)) problems.push(`${file}: no policy as the first element of <head>`);
    else if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push(`${file}: script-src allows 'unsafe-inline' or 'unsafe-eval'`);
    else for (const hash of pageHashes) if (!scriptSrc.includes(`'${hash}'`)) problems.push(`${file}: inline script ${hash} is not in its policy`);
    // The per-request pages' policy allows the layout's bootstraps by the hash of their source
    // text: the built pages must carry exactly that text.
    const hasSiteLayout = !basename(file).startsWith('_'); // _not-found, _global-error: Next's own shells
    if (hasSiteLayout) for (const bootstrap of layoutBootstraps) if (!html.includes(`>${bootstrap}</script>`)) problems.push(`${file}: a layout bootstrap differs from lib's text`);
    continue;
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ scriptHashes: [...new Set([...pageHashes, ...extra])] })}"/>`;
  // After the charset declaration, which must stay within the first 1,024 bytes; no script precedes it.
  const written = html.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => `${head}${meta}`);
  if (written === html) problems.push(`${file}: no <head>`);
  else writeFileSync(file, written);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (files.length === 0) problems.push(`no pre-rendered pages under ${root}: build first`);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log(`${check ? 'Checked' : 'Wrote'} the script policy of ${files.length} pages (${(hashes / files.length).toFixed(1)} inline scripts each on average) in ${seconds} s`);
