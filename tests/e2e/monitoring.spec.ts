import { expect, test } from './fixtures';

test.describe('web vitals and error monitoring', () => {
  test('5 s after load the page stores its rated vitals under web-vitals', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('load');
    const loadedAt = Date.now();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('web-vitals')), { timeout: 15_000 }).not.toBeNull();
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(4000);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('web-vitals'))) ?? '{}');
    expect(stored.path).toBe('/about');
    for (const name of ['LCP', 'CLS', 'FCP', 'TTFB']) {
      expect(stored.vitals[name]).toEqual({ value: expect.any(Number), rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) });
    }
  });

  test('with no DSN configured nothing is sent, no SDK is loaded and the tunnel is off', async ({ page, request }) => {
    const requests: string[] = [];
    page.on('request', (sent) => requests.push(sent.url()));
    await page.goto('/about');
    await page.waitForTimeout(6_500);
    expect(requests.filter((url) => /sentry|\/api\/monitoring/.test(url))).toEqual([]);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain('__SENTRY__');
    expect((await request.post('/api/monitoring', { data: '{}' })).status()).toBe(404);
  });
});
