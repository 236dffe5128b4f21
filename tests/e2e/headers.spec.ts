import { expect, test } from '@playwright/test';

const REQUIRED = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

test.describe('response headers', () => {
  for (const path of ['/', '/about', '/es/products/quantum', '/this-path-does-not-exist', '/sitemap.xml', '/icon.svg']) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const name of REQUIRED) expect(headers[name], name).toBeTruthy();
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('HEAD / carries x-build-timestamp equal to the build-id meta of every page', async ({ request }) => {
    const head = await request.head('/', { headers: { 'cache-control': 'no-store' } });
    const stamp = head.headers()['x-build-timestamp'];
    expect(stamp).toMatch(/^\d{13}$/);
    for (const path of ['/', '/about', '/ar/research']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<meta name="build-id" content="${stamp}"/>`);
    }
  });

  test('content pages are served pre-rendered', async ({ request }) => {
    for (const path of ['/', '/about', '/fr/blog/not-plankton']) {
      const response = await request.get(path);
      expect(response.headers()['x-nextjs-prerender'], path).toBeTruthy();
    }
  });
});
