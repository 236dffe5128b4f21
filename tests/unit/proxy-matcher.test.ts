/** @jest-environment node */
import { readFileSync } from 'node:fs';
// Next's own code: how it compiles the proxy's matcher at build and applies it to each request.
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import knownPaths from '@/lib/content/known-paths.json';
import { currentProxyConfig, proxyConfigBlock } from '@/lib/proxy-config-block';
import { englishRewrites, proxyMatcher } from '@/lib/proxy-matcher';

// Exported by Next at run time, though not in its type declarations.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matchers: unknown, config: object) => Parameters<typeof getMiddlewareRouteMatcher>[0] };
const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyMatcher(knownPaths), {}));

/** Whether Next would run the proxy for this request. */
function proxyRuns(path: string, headers: Record<string, string> = { 'accept-language': 'en-US,en;q=0.9' }) {
  const request = { headers, cookies: Object.fromEntries((headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((pair) => pair.split('='))) };
  return runsProxy(path, request as never, {});
}

describe('the proxy matcher: an English visit to a static page skips the proxy', () => {
  it('is written into proxy.ts as lib/proxy-matcher.ts builds it (run `npm run paths`)', () => {
    expect(currentProxyConfig(readFileSync('proxy.ts', 'utf8'))).toBe(proxyConfigBlock(knownPaths));
  });

  it('skips known static pages for a visitor whose first language is English, or who sends none', () => {
    for (const path of ['/', '/about', '/blog/not-plankton', '/team/mara-okafor', '/blog/page/2', '/privacy', '/whitepapers', '/vision-2050']) {
      expect({ path, runs: proxyRuns(path) }).toEqual({ path, runs: false });
      expect({ path, runs: proxyRuns(path, {}) }).toEqual({ path, runs: false });
      expect({ path, runs: proxyRuns(path, { 'accept-language': 'en' }) }).toEqual({ path, runs: false });
    }
  });

  it('runs for unknown paths, redirects, /en/…, other languages, other cases, guarded and per-request pages', () => {
    for (const path of ['/es', '/es/about', '/zh-TW/blog/not-plankton', '/nope', '/blog/nope', '/blog/not-plankton/x', '/abouts', '/Ab', '/1', '/ABOUT', '/about/more', '/privacy-policy', '/home', '/en', '/en/about', '/es/nope', '/search', '/status', '/es/search', '/admin', '/admin/inbox', '/seo-dashboard', '/404']) {
      expect({ path, runs: proxyRuns(path) }).toEqual({ path, runs: true });
    }
  });

  it('never skips a path it does not know: every letter, every known path with something added', () => {
    const unknown = [...'abcdefghijklmnopqrstuvwxyz0_-~'].map((first) => `/${first}zz`).concat(knownPaths.filter((path) => path !== '/').flatMap((path) => [`${path}-x`, `${path}/x`, `/es${path}x`, path.toUpperCase()]));
    const skipped = unknown.filter((path) => !proxyRuns(path));
    expect(skipped).toEqual([]);
  });

  it('runs when the visitor stored a language or prefers another one first', () => {
    expect(proxyRuns('/about', { 'accept-language': 'en-US', cookie: 'NEXT_LOCALE=de' })).toBe(true);
    expect(proxyRuns('/about', { cookie: 'NEXT_LOCALE=en' })).toBe(true);
    for (const language of ['de', 'de-DE,de;q=0.9,en;q=0.8', 'fr-CH, fr;q=0.9', 'en;q=0.5,de', 'nl,de;q=0.9', '*']) {
      expect({ language, runs: proxyRuns('/about', { 'accept-language': language }) }).toEqual({ language, runs: true });
    }
  });

  it('never runs for API routes, Next internals or files', () => {
    for (const path of ['/api/forms/contact', '/_next/static/chunks/a.js', '/robots.txt', '/manifest.json', '/icons/icon-192.webp', '/fonts/x.woff2', '/art/quantum.svg', '/feeds/blog.xml', '/og/quantum.png']) {
      expect({ path, runs: proxyRuns(path, { 'accept-language': 'de' }) }).toEqual({ path, runs: false });
    }
  });

  it('runs for suspect escapes (their 400)', () => {
    for (const path of ['/api/forms/%ZZ', '/api/booking/%E0%A4%A/ics', '/_next/static/%ZZ']) {
      expect({ path, runs: proxyRuns(path) }).toEqual({ path, runs: true });
    }
  });

  it('rewrites every page it skips to English, as the proxy would, and never a prefixed path, API route or file', () => {
    const rewrites = englishRewrites().map((rule) => ({ match: getPathMatch(rule.source, { removeUnnamedParams: true, strict: true }), rule }));
    const target = (path: string) => {
      for (const { match, rule } of rewrites) {
        const params = match(path);
        if (params) return rule.destination.replace(':path', String(params.path));
      }
      return null;
    };
    const skipped = ['/', ...knownPaths].filter((path) => !proxyRuns(path));
    expect(skipped.length).toBeGreaterThan(200);
    for (const path of skipped) expect({ path, target: target(path) }).toEqual({ path, target: path === '/' ? '/en' : `/en${path}` });
    // What the proxy hands on is prefixed (its rewrites); what it never sees stays as it is.
    for (const path of ['/en', '/en/about', '/en/404', '/es', '/es/about', '/zh-TW/blog/not-plankton', '/api/forms/contact', '/api', '/_next/static/a.js', '/robots.txt', '/art/quantum.svg', '/offline/en.html']) {
      expect({ path, target: target(path) }).toEqual({ path, target: null });
    }
  });
});
