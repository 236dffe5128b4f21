/** @jest-environment node */
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { NextRequest } from 'next/server';
import knownPaths from '@/lib/content/known-paths.json';
import { hasMalformedEscape, malformedPath } from '@/lib/http';
import { proxyMatcher } from '@/lib/proxy-matcher';
import { proxy } from '@/proxy';

// Next's own matching of the proxy's matcher (as in proxy-matcher.test.ts): the raw path, then the decoded one.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matchers: unknown, config: object) => Parameters<typeof getMiddlewareRouteMatcher>[0] };
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyMatcher(knownPaths), {}));
function proxyRuns(path: string): boolean {
  const request = { headers: { 'accept-language': 'en' }, cookies: {} } as never;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  return matches(path, request, {}) || matches(decoded, request, {});
}

const MALFORMED = ['/api/booking/%E0%A4%A/ics', '/api/forms/%ZZ', '/api/forms/contact%', '/api/%C3', '/api/forms/%e0%a4', '/art/%ZZ.svg', '/feeds/%E0.xml', '/_next/static/%ZZ', '/icons/%ZZ.webp'];

describe('an address with a malformed percent-encoding', () => {
  it('is told from a valid one', () => {
    for (const path of MALFORMED) expect({ path, malformed: hasMalformedEscape(path) }).toEqual({ path, malformed: true });
    for (const path of ['/api/forms/contact', '/api/forms/caf%C3%A9', '/blog/%E0%A4%A4', '/_next/static/chunks/%5Broot%5D.js', '/a%20b']) {
      expect({ path, malformed: hasMalformedEscape(path) }).toEqual({ path, malformed: false });
    }
  });

  it('reaches the proxy, API route, file or Next internal alike (Next would answer 500)', () => {
    for (const path of MALFORMED) expect({ path, runs: proxyRuns(path) }).toEqual({ path, runs: true });
    // Plain and ASCII-escaped API and file paths still skip it.
    for (const path of ['/api/forms/contact', '/api/search', '/_next/static/chunks/%5Broot%5D.js', '/api/forms/%41', '/fonts/x.woff2']) {
      expect({ path, runs: proxyRuns(path) }).toEqual({ path, runs: false });
    }
  });

  it('is answered 400 by the proxy: in the API error shape under /api, as text elsewhere', async () => {
    for (const path of MALFORMED) {
      for (const method of ['GET', 'POST']) {
        const response = await proxy(new NextRequest(`http://localhost${path}`, { method }));
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 400 });
        if (path.startsWith('/api/')) {
          expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
          expect(await response.json()).toEqual({ ok: false, error: 'malformed_path' });
        } else {
          expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
          expect(await response.text()).toMatch(/^Bad Request/);
        }
      }
    }
    expect(malformedPath('/api').status).toBe(400);
  });

  it('passes a valid escape on to the route, and serves a page the localized 404', async () => {
    const valid = await proxy(new NextRequest('http://localhost/api/forms/caf%C3%A9', { method: 'POST' }));
    expect(valid.headers.get('x-middleware-next')).toBe('1');
    for (const path of ['/blog/%E0%A4%A', '/%ZZ', '/es/blog/%ZZ']) {
      const page = await proxy(new NextRequest(`http://localhost${path}`));
      expect({ path, status: page.status, rewrite: page.headers.get('x-middleware-rewrite') }).toEqual({ path, status: 404, rewrite: expect.stringMatching(/\/(en|es)\/404$/) });
    }
  });
});
