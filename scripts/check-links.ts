/**
 * After the build: every link in every pre-rendered page, in every language, leads somewhere real.
 * The content test checks the links written in `content/`; this reads what the pages actually
 * render, the shell included (header, footer, breadcrumbs, tables of contents, skip links):
 *
 * - a link to a page names a page of the site (no 404, and no hop through one of the spec's
 *   redirects), in the page's own language; the feeds and the papers' citations are files, the
 *   exception;
 * - a link to a file (`/feeds/…`, `/citations/…`) names a file the build serves;
 * - a `#fragment`, on the same page or on another pre-rendered page, names an element there;
 * - no link spells out the site's own origin (it would leave a preview deployment for production).
 *
 * Usage: tsx scripts/check-links.ts   (npm run test:links, after the build)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isKnownPath } from '../lib/content/known-paths';
import { defaultLocale, locales } from '../lib/i18n/locales';
import { findRedirect } from '../lib/routes';
import { citationFormats } from '../lib/seo/citation';
import { filesUnder } from './files-under.mjs';

const root = join('.next', 'server', 'app');
if (!existsSync(join(root, `${defaultLocale}.html`))) {
  console.error(`No pre-rendered pages at ${root}: run the build first.`);
  process.exit(1);
}

/**
 * The skip link to the section bar is in every page's shell; app/globals.css shows it only where
 * the page has #section-nav (the hub and blog layouts) and hides it (display: none) elsewhere.
 */
const SHELL_FRAGMENTS_SHOWN_BY_CSS = new Set(['section-nav']);
/** Files served by route handlers, in English only, linked from every language. */
const ENGLISH_FILES = new RegExp(`^/(?:feeds/[a-z-]+\\.xml|citations/[a-z0-9-]+\\.(?:${citationFormats.join('|')}))$`);

type Page = { locale: string; path: string; ids: Set<string>; hrefs: string[] };

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

function readPage(file: string): Page {
  const [locale = '', ...rest] = relative(root, file).replace(/\.html$/, '').split('/');
  // Scripts hold the flight data (the same markup again, escaped): only the HTML a visitor reads.
  const html = readFileSync(file, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
  return {
    locale,
    path: `/${rest.join('/')}`,
    ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!))),
    hrefs: [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decode(match[1]!)),
  };
}

const pages = filesUnder(root, '.html')
  .filter((file) => (locales as readonly string[]).includes(relative(root, file).split(/[/.]/)[0]!))
  .map(readPage);
const byKey = new Map(pages.map((page) => [`${page.locale}${page.path === '/' ? '' : page.path}`, page]));
const origin = process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/$/, '');

/** The language and unprefixed path of an internal link (English pages carry no prefix). */
function splitLocale(path: string): { locale: string; path: string } {
  const [, first = '', ...rest] = path.split('/');
  if ((locales as readonly string[]).includes(first) && first !== defaultLocale) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path };
}

const problems: string[] = [];
let checked = 0;
for (const page of pages) {
  const where = `/${page.locale}${page.path === '/' ? '' : page.path}`;
  for (const href of page.hrefs) {
    checked += 1;
    if (/^(mailto|tel):/.test(href)) continue;
    if (/^https?:/.test(href)) {
      if (origin && href.startsWith(origin)) problems.push(`${where}: ${href} spells out the site's own origin`);
      continue;
    }
    if (href.startsWith('#')) {
      const id = decodeURIComponent(href.slice(1));
      if (id && !page.ids.has(id) && !SHELL_FRAGMENTS_SHOWN_BY_CSS.has(id)) problems.push(`${where}: ${href} names no element on the page`);
      continue;
    }
    if (!href.startsWith('/')) {
      problems.push(`${where}: ${href} is a relative link`);
      continue;
    }
    const [pathAndQuery = '', fragment] = href.split('#');
    const pathname = pathAndQuery.split('?')[0]!;
    if (ENGLISH_FILES.test(pathname)) {
      if (!existsSync(join(root, `${pathname}.body`)) && !existsSync(join('public', pathname))) problems.push(`${where}: ${href} is not a file of the build`);
      continue;
    }
    const target = splitLocale(pathname);
    if (target.locale !== page.locale) problems.push(`${where}: ${href} leaves the page's language (${page.locale})`);
    if (findRedirect(target.path)) problems.push(`${where}: ${href} goes through a redirect`);
    else if (!isKnownPath(target.path)) problems.push(`${where}: ${href} is not a page of the site`);
    const targetPage = byKey.get(`${target.locale}${target.path === '/' ? '' : target.path.replace(/\/$/, '')}`);
    if (fragment && targetPage && !targetPage.ids.has(decodeURIComponent(fragment))) problems.push(`${where}: ${href} names no element on that page`);
  }
}

console.log(`Checked ${checked} links on ${pages.length} pre-rendered pages in ${new Set(pages.map((page) => page.locale)).size} languages: ${problems.length} problems.`);
if (problems.length) {
  for (const problem of problems.slice(0, 50)) console.error(`  ${problem}`);
  if (problems.length > 50) console.error(`  … and ${problems.length - 50} more`);
  process.exit(1);
}
