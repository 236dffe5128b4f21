import { expect, test, type Page } from './fixtures';

/**
 * The strict script policy of pre-rendered pages (scripts/csp-hashes.ts): every template loads and
 * hydrates with no violation, analytics still load after consent, and an inline script that the
 * build did not produce is blocked.
 */

type Violation = { directive: string; blocked: string; sample: string };

/** Collects `securitypolicyviolation` events from the first byte of each document. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
    consoleErrors,
  };
}

const CONSENT = (analytics: boolean) => JSON.stringify({ version: '1.0', timestamp: new Date().toISOString(), essential: true, analytics, marketing: false, doNotSell: false });

const SAMPLE = [
  '/',
  '/about',
  '/products/quantum',
  '/blog/not-plankton',
  '/blog',
  '/glossary',
  '/team/mara-okafor',
  '/privacy',
  '/no-such-page',
  '/demos/genovax',
  '/contact',
  '/ar/about',
  '/ja/research',
  '/es/blog/not-plankton',
];

test.describe('strict script policy', () => {
  for (const path of SAMPLE) {
    test(`${path}: its policy lists hashes only, and it loads and hydrates with no violation`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('tessellon_cookie_consent', value), CONSENT(false));
      const watch = await watchViolations(page);
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      // Nothing but the site itself, hashes and Google's tag host (this build has a measurement id;
      // the tag runs only after consent): no nonce, scheme, wildcard or other origin.
      const allowed = (source: string) => source === "'self'" || source === 'https://www.googletagmanager.com' || /^'sha256-[A-Za-z0-9+/=]{44}'$/.test(source);
      expect(scriptSrc.trim().split(/\s+/).slice(1).filter((source) => !allowed(source))).toEqual([]);
      // Hydrated: React has attached itself to the server-rendered main element, which only the
      // flight data and chunks the policy allowed can do.
      await expect.poll(() => page.locator('main').first().evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactFiber')))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
    });
  }

  test('the menu, theme picker and consent banner work under the policy', async ({ page }) => {
    const watch = await watchViolations(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Reject All', exact: true }).click();
    await page.getByTestId('menu-button').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('#header-controls').getByTestId('theme-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  test('Google Analytics still loads after consent, its initialiser allowed by hash', async ({ page }) => {
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gaStubLoaded = true;' }));
    await page.addInitScript((value) => localStorage.setItem('tessellon_cookie_consent', value), CONSENT(true));
    const watch = await watchViolations(page);
    await page.goto('/about');
    await expect(page.locator('script[src*="googletagmanager.com/gtag/js?id=G-TESTE2E123"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gaStubLoaded?: boolean }).__gaStubLoaded)).toBe(true);
    // The initialiser ran: gtag('config', …) reached the data layer.
    await expect
      .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((entry) => Array.from(entry)[0] === 'config')))
      .toBe(true);
    expect(await watch.violations()).toEqual([]);
  });

  test('an inline script the build did not produce is blocked', async ({ page }) => {
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true;</script></body>');
      await route.fulfill({ response, body: html });
    });
    const watch = await watchViolations(page);
    await page.goto('/about');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await watch.violations()).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
  });

  for (const path of ['/search?q=quantum', '/status', '/ja/status']) {
    test(`${path}, rendered per request, runs under a fresh nonce with no violation`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('tessellon_cookie_consent', value), CONSENT(false));
      const watch = await watchViolations(page);
      const first = await page.goto(path);
      const policy = first?.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      // Next.js put the nonce on its scripts.
      expect(await page.locator('script[nonce]').count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('main').first().evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactFiber')))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
      // Another response, another nonce.
      const second = await page.request.get(path);
      expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    });
  }
});
