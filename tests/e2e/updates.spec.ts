import { expect, test, type Locator, type Page } from './fixtures';
import { axeViolations } from './axe';

/**
 * The update watcher mounts once the browser is idle (components/shell/after-load.tsx), so the
 * tab "becomes visible" until the watcher has heard it and `until` shows.
 */
async function becomeVisibleUntil(page: Page, until: Locator) {
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(until).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

type Box = { x: number; y: number; width: number; height: number };

const CONSENT = JSON.stringify({ version: '1.0', timestamp: new Date().toISOString(), essential: true, analytics: false, marketing: false, doNotSell: true });

test.describe('update flow and service worker', () => {
  test.beforeEach(async ({ page }) => {
    // A stored choice keeps the cookie banner out of the way.
    await page.addInitScript((value) => localStorage.setItem('tessellon_cookie_consent', value), CONSENT);
  });

  test('a changed build id raises the toast, the card with its countdown and the banner', async ({ page }) => {
    await page.goto('/about');
    const buildId = await page.locator('meta[name="build-id"]').getAttribute('content');
    expect(buildId).toBeTruthy();
    let heads = 0;
    await page.route('**/', async (route) => {
      const request = route.request();
      if (request.method() !== 'HEAD') return route.continue();
      heads += 1;
      // No cache header to read here: Chromium adds it below the page. That the check asks with
      // `cache: 'no-store'` is tested in tests/unit/updates-haptics.test.ts.
      return route.fulfill({ status: 200, headers: { 'x-build-timestamp': `${buildId}-newer` } });
    });
    await becomeVisibleUntil(page, page.getByTestId('toast'));
    await expect(page.getByTestId('toast')).toContainText('New Version Available');
    await expect(page.getByTestId('toast').getByRole('button', { name: 'Update Now' })).toBeVisible();
    const card = page.getByTestId('update-card');
    await expect(card).toContainText('Auto-reload in 10s');
    await expect(card).toContainText('Auto-reload in 8s', { timeout: 4000 });
    await expect(card.getByRole('button', { name: 'Update Now' })).toBeVisible();
    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText('A new version is available. Refresh to get the latest updates.');
    // The notices cover neither the header nor each other, nor the floating buttons.
    await expect(async () => {
      const boxes = await Promise.all([banner, page.locator('#site-header'), card, page.getByTestId('toast'), page.getByTestId('assistant-launcher'), page.getByTestId('floating-nav')].map((locator) => locator.boundingBox()));
      const [bannerBox, headerBox, cardBox, toastBox, assistantBox, navBox] = boxes.map((box) => box!) as [Box, Box, Box, Box, Box, Box];
      const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
      expect(overlap(cardBox, toastBox)).toBe(false);
      expect(overlap(toastBox, assistantBox)).toBe(false);
      expect(overlap(cardBox, navBox)).toBe(false);
    }).toPass({ timeout: 5000 });
    // At most every 5 minutes: a second visibility change sends no request.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(300);
    expect(heads).toBe(1);
    // Dismiss hides the banner.
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    // The header moves back up to the top.
    await expect.poll(async () => (await page.locator('#site-header').boundingBox())?.y).toBe(0);
  });

  test('on a phone the card sits under the header and the toast at the bottom, apart', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const buildId = await page.locator('meta[name="build-id"]').getAttribute('content');
    await page.route('**/', (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status: 200, headers: { 'x-build-timestamp': `${buildId}-newer` } }) : route.continue()));
    await becomeVisibleUntil(page, page.getByTestId('toast'));
    const card = page.getByTestId('update-card');
    await expect(card).toBeVisible();
    await expect(async () => {
      const [cardBox, toastBox, headerBox, bannerBox] = (await Promise.all([card, page.getByTestId('toast'), page.locator('#site-header'), page.getByTestId('update-banner')].map((locator) => locator.boundingBox()))).map((box) => box!) as [Box, Box, Box, Box];
      expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(toastBox.y);
      expect(cardBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
      expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    }).toPass({ timeout: 5000 });
  });

  test('Refresh Now clears the caches and reloads', async ({ page }) => {
    await page.goto('/about');
    const buildId = await page.locator('meta[name="build-id"]').getAttribute('content');
    await page.route('**/', (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status: 200, headers: { 'x-build-timestamp': `${buildId}x` } }) : route.continue()));
    await page.evaluate(async () => {
      await caches.open('e2e-marker');
      (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
    });
    const button = page.getByTestId('update-banner').getByRole('button', { name: 'Refresh Now' });
    await becomeVisibleUntil(page, button);
    await Promise.all([page.waitForEvent('load'), button.click()]);
    expect(await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload ?? false)).toBe(false);
    expect(await page.evaluate(() => caches.has('e2e-marker'))).toBe(false);
  });

  test('the service worker registers at /sw.js with scope / and serves the offline page for a page never visited', async ({ page, context }) => {
    await page.goto('/fr/about');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    // clients.claim() on activate: the page comes under the worker's control without a reload.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.some((key) => key.startsWith('offline-'))))).toBe(true);
    await context.setOffline(true);
    await page.goto('/fr/careers').catch(() => undefined);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.setOffline(false);
    // Refresh is a plain link to the page asked for (the offline page runs no script): back online, it loads it.
    await page.getByTestId('offline-page').getByRole('link', { name: 'Actualiser' }).click();
    await expect(page.getByTestId('offline-page')).toHaveCount(0);
    await expect(page).toHaveURL(/\/fr\/careers$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the offline page says what happened and what still works, its controls legible (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/offline/de.html');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite ist offline nicht verfügbar');
      await expect(page.getByTestId('offline-page')).toContainText('Seiten, die Sie schon geöffnet haben, funktionieren weiterhin.');
      await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
      // In the dark scheme the button and the link were ink on the night canvas (contrast 1.05).
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the manifest lists the installers’ icon sizes', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.json')).json()) as { icons: { sizes: string; purpose?: string }[] };
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
  });
});
