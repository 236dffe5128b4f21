import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fetchPath } from './site-routes';

const REQUIRED = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

test.describe('response headers', () => {
  for (const path of ['/', '/about', '/es/products/quantum', '/this-path-does-not-exist', '/sitemap.xml', '/icon.svg']) {
    test(`${path} carries the security headers`, async () => {
      const response = await fetchPath(path);
      const headers = Object.fromEntries(response.headers);
      for (const name of REQUIRED) expect(headers[name], name).toBeTruthy();
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  // Server-written HTML that is not a page (the offline and unsubscribe pages) and the bare 404 Next
  // answers under /api and /_next had only the framing directives: no script may run there at all.
  for (const path of ['/offline/en.html', '/api/unsubscribe?token=x', '/api/no-such-route', '/_next/static/no-such-file.js', '/api/forms/status'])
    test(`${path} runs no script: its header policy is default-src 'none'`, async () => {
      const response = await fetchPath(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/^default-src 'none'; /);
      expect(policy).not.toMatch(/script-src|unsafe-eval/);
      expect(policy).toContain("frame-ancestors 'none'");
      if ((response.headers.get('content-type') ?? '').includes('text/html')) expect(await response.text()).not.toMatch(/\son[a-z]+=/i);
    });

  test('HEAD / carries x-build-timestamp equal to the build-id meta of every page', async () => {
    const head = await fetchPath('/', { method: 'HEAD', cache: 'no-store' });
    const stamp = head.headers.get('x-build-timestamp');
    expect(stamp).toMatch(/^\d{13}$/);
    for (const path of ['/', '/about', '/ar/research']) {
      const html = await (await fetchPath(path)).text();
      expect(html).toContain(`<meta name="build-id" content="${stamp}"/>`);
    }
  });

  // fetch() follows the proxy's redirect from / to the visitor's home page and reads the headers of
  // where it lands: without the header there, the check never saw a new build outside English.
  for (const [who, headers] of [
    ['a German browser', { 'accept-language': 'de-DE,de;q=0.9' }],
    ['a stored Spanish choice', { cookie: 'NEXT_LOCALE=es' }],
    ['a stored Traditional Chinese choice', { cookie: 'NEXT_LOCALE=zh-TW' }],
  ] as const) {
    test(`HEAD / followed as the browser does carries x-build-timestamp for ${who}`, async () => {
      const english = (await fetchPath('/', { method: 'HEAD', cache: 'no-store' })).headers.get('x-build-timestamp');
      const redirect = await fetchPath('/', { method: 'HEAD', cache: 'no-store', headers });
      expect(redirect.status).toBe(307);
      const followed = await fetchPath('/', { method: 'HEAD', cache: 'no-store', headers, redirect: 'follow' });
      expect(followed.status).toBe(200);
      expect(new URL(followed.url).pathname).not.toBe('/');
      expect(followed.headers.get('x-build-timestamp')).toBe(english);
    });
  }

  test('content pages are served pre-rendered', async () => {
    for (const path of ['/', '/about', '/fr/blog/not-plankton']) {
      const response = await fetchPath(path);
      expect(response.headers.get('x-nextjs-prerender'), path).toBeTruthy();
    }
  });

  test('pre-rendered pages are served byte for byte as built (cache-handler.mjs serves their UTF-8 bytes)', async () => {
    for (const [path, file] of [
      ['/about', 'en/about.html'],
      ['/ja/about', 'ja/about.html'],
      ['/ar/research', 'ar/research.html'],
    ] as const) {
      const response = await fetchPath(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html; charset=utf-8');
      const served = Buffer.from(await response.arrayBuffer());
      expect(served.equals(readFileSync(`.next/server/app/${file}`)), path).toBe(true);
    }
  });
});
