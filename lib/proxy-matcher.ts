import { LOCALE_COOKIE } from './storage-keys';
import { isGuardedPath, isRenderedPerRequest } from './routes';
import { escapeRegExp } from './regexp';
import { defaultLocale, locales } from './i18n/locales';

/**
 * Where the proxy runs, and where a plain English visit is served without it.
 *
 * Next.js runs a proxy before every request its matcher selects, and on `next start` that alone
 * costs a static page about a third of its throughput (docs/benchmarks.md, "Serving throughput").
 * For most visits the proxy has nothing to decide: a known static page, no stored language and a
 * browser whose first language is English. Those requests skip it, and a `beforeFiles` rewrite in
 * next.config.ts maps the unprefixed URL to the English page (`/about` → `/en/about`), which is
 * exactly what the proxy would have done. Everything else still goes through the proxy: unknown
 * paths (its localized 404), the spec's redirects, `/en/…`, guarded and per-request pages, a
 * stored language (`NEXT_LOCALE`) and any other language preference.
 *
 * Next reads the proxy's matcher statically from proxy.ts, so `npm run paths` writes the value
 * built here into proxy.ts, and a unit test keeps the two equal.
 */

/** Everything the proxy may see: pages, not API routes, Next or Vercel internals or files. */
const PAGES = '/((?!api|_next|_vercel|.*\\..*).*)';

/**
 * A path with a `%` that starts no ASCII escape: an escape of a byte above 0x7F, or a malformed one
 * (`%ZZ`, `%E0%A4%A`). Next cannot decode a malformed path and answers 500 for API routes, files and
 * its internals, which the proxy does not otherwise see: the proxy answers 400 instead. (A regular
 * expression cannot tell valid UTF-8, so valid non-ASCII escapes come through too and are passed on.)
 */
const SUSPECT_ESCAPE = '/((?=.*%(?![0-7][0-9A-Fa-f])).*)';

/**
 * A first language that is English without a weight ("en", "en-US,en;q=0.9"): the visitor
 * next-intl would serve in English anyway. The matcher runs the proxy for any other value.
 */
const ENGLISH_FIRST = '\\s*en(?:-[A-Za-z0-9]+)*\\s*(?:,.*)?';

/**
 * Next rejects a matcher or rewrite source longer than 4,096 characters, so the skipped paths are
 * split by first letter into groups of at most this many characters of pattern.
 */
const GROUP_LIMIT = 1800;

/**
 * Static pages the proxy has nothing to decide for: unprefixed English paths without the leading
 * slash, but not the home page (the matcher lets "/" through on its own), guarded or per-request
 * pages. Prefixed paths (/es/about) always go through the proxy: their visitors rarely ask for
 * English first, and the proxy is what tells a Spanish 404 from a Spanish page.
 */
export function proxyFreePaths(paths: readonly string[]): string[] {
  return paths.filter((path) => path !== '/' && !isGuardedPath(path) && !isRenderedPerRequest(path)).map((path) => path.slice(1));
}

export type PathGroup = { letters: string; pattern: string };

/** The skipped paths by first letter, each group a regular-expression alternation (no anchors). */
export function proxyFreeGroups(paths: readonly string[]): PathGroup[] {
  const byLetter = new Map<string, string[]>();
  for (const path of proxyFreePaths(paths)) {
    if (!/^[a-z]/.test(path)) throw new Error(`A known path that does not start with a-z would never skip the proxy: /${path}`);
    const letter = path.charAt(0);
    const alternatives = byLetter.get(letter) ?? [];
    alternatives.push(escapeRegExp(path));
    byLetter.set(letter, alternatives);
  }
  const groups: PathGroup[] = [];
  for (const [letter, alternatives] of [...byLetter].sort(([a], [b]) => a.localeCompare(b))) {
    const pattern = alternatives.join('|');
    const last = groups.at(-1);
    if (last && last.pattern.length + pattern.length + 1 <= GROUP_LIMIT) {
      last.letters += letter;
      last.pattern += `|${pattern}`;
    } else {
      if (pattern.length > GROUP_LIMIT) throw new Error(`Known paths starting with "${letter}" exceed ${GROUP_LIMIT} characters: split the group by its next letter`);
      groups.push({ letters: letter, pattern });
    }
  }
  return groups;
}

export type MatcherEntry = { source: string; has?: Array<{ type: 'cookie' | 'header'; key: string; value?: string }> };

/**
 * The proxy's `config.matcher` (see above), written into proxy.ts by `npm run paths`. The proxy
 * runs for a page when any entry matches: an unknown path in a group of first letters, any path
 * that starts with none of those letters (but the home page), a stored language, or a first language that
 * is not English; and, pages or not, for a path with a suspect escape (answered 400 there).
 */
export function proxyMatcher(paths: readonly string[]): MatcherEntry[] {
  const groups = proxyFreeGroups(paths);
  const letters = groups.map((group) => group.letters).join('');
  return [
    ...groups.map((group) => ({ source: `/((?=[${group.letters}])(?!api|.*\\..*|(?:${group.pattern})$).*)` })),
    { source: `/((?![${letters}]|_next|_vercel|.*\\..*|$).*)` },
    { source: SUSPECT_ESCAPE },
    { source: PAGES, has: [{ type: 'cookie' as const, key: LOCALE_COOKIE }] },
    { source: PAGES, has: [{ type: 'header' as const, key: 'accept-language', value: `(?!${ENGLISH_FIRST}$).*` }] },
  ];
}

/**
 * next.config.ts's `beforeFiles` rewrites: what the proxy does for an English visit it skips
 * (/about → /en/about). Next applies them to every request, also after the proxy has run, but by
 * then the proxy has prefixed the path (its rewrites) or answered (its redirects), and a prefixed
 * path, an API route, a Next internal or a file is never rewritten. So the rule can stay short:
 * Next evaluates it on every request, once in the router and again in the page's handler.
 */
export function englishRewrites() {
  const prefixes = locales.map(escapeRegExp).join('|');
  return [
    { source: '/', destination: `/${defaultLocale}` },
    { source: `/:path((?!(?:${prefixes}|api|_next|_vercel)(?:/|$))[^.]+)`, destination: `/${defaultLocale}/:path` },
  ];
}
