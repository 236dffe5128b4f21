import { expect, STORED_CONSENT_CHOICE, test, type Page } from './fixtures';
import { axeViolations } from './axe';

const KEY = 'tessellon_cookie_consent';
const GA_HOST = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

type Entry = unknown[];

/** The Consent Mode commands in window.dataLayer, as plain arrays. */
async function consentCommands(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  );
}

async function stored(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, KEY);
}

/** Every request to Google's hosts goes to a local stub, never the internet. */
async function stubGoogle(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(GA_HOST, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gaStubLoaded = true;' });
  });
  return requests;
}

const banner = (page: Page) => page.getByTestId('cookie-banner');

/**
 * Waits until the consent manager has decided whether the banner shows, and a banner it decided to
 * show has had its chunk loaded: the leaves are in (their effect runs after the manager's), the
 * manager's idle callback has run (idle callbacks run in the order they were asked for), and the
 * network is quiet. Only then does "no banner" mean that none is coming.
 */
async function bannerDecided(page: Page) {
  await page.locator('html[data-leaves-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

/** Each test speaks from its own address: /api/consent is rate-limited per client like the forms. */
let client = 0;
test.beforeEach(async ({ context }, testInfo) => {
  client += 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${testInfo.workerIndex % 250}.${(client % 250) + 1}` });
});

test.describe('cookie banner', () => {
  test('shows on a first visit with Consent Mode all denied before any choice, and no analytics request', async ({ page }) => {
    const requests = await stubGoogle(page);
    await page.goto('/');
    // The wait the "choice holds" checks below rely on: with nothing stored it ends with the banner up.
    await bannerDecided(page);
    await expect(banner(page)).toBeVisible({ timeout: 1 });
    await expect(banner(page)).toHaveAttribute('role', 'dialog');
    await expect(banner(page)).toHaveAccessibleName('Your privacy choices');
    const commands = await consentCommands(page);
    expect(commands[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  const buttons = [
    { name: 'Accept All', record: { analytics: true, marketing: true, doNotSell: false }, granted: 'granted' },
    { name: 'Reject All', record: { analytics: false, marketing: false, doNotSell: true }, granted: 'denied' },
    { name: 'Essential Only', record: { analytics: false, marketing: false, doNotSell: true }, granted: 'denied' },
  ] as const;

  for (const button of buttons) {
    test(`${button.name} stores the record and updates Consent Mode`, async ({ page }) => {
      const requests = await stubGoogle(page);
      const audit = page.waitForResponse((response) => response.url().endsWith('/api/consent') && response.request().method() === 'POST');
      await page.goto('/');
      await banner(page).getByRole('button', { name: button.name, exact: true }).click();
      await expect(banner(page)).toBeHidden();
      expect(await stored(page)).toMatchObject({ version: '1.0', essential: true, ...button.record, timestamp: expect.any(String) });
      const last = (await consentCommands(page)).at(-1);
      expect(last).toEqual(['consent', 'update', { analytics_storage: button.granted, ad_storage: button.granted, ad_user_data: button.granted, ad_personalization: button.granted }]);
      // The audit record reaches the server, which stores it (hashed IP; see tests/unit/db/consent-api.test.ts).
      const response = await audit;
      // 201 means stored (the body of a keepalive request is not readable from the test).
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ preferences: button.record, version: '1.0', timestamp: expect.any(String) });
      if (button.granted === 'granted') {
        await expect(page.locator('script[src*="googletagmanager.com/gtag/js?id=G-TESTE2E123"]')).toHaveCount(1);
        await expect.poll(() => requests.length).toBeGreaterThan(0);
      } else {
        await page.waitForTimeout(500);
        expect(requests).toEqual([]);
      }
      // The choice holds on the next page.
      await page.reload();
      await bannerDecided(page);
      await expect(banner(page)).toHaveCount(0);
    });
  }

  test('Save Preferences stores the toggles from the customise view', async ({ page }) => {
    await stubGoogle(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(banner(page)).toHaveAttribute('data-view', 'customise');
    const analytics = banner(page).getByRole('switch', { name: 'Analytics' });
    await expect(analytics).toBeFocused();
    await expect(banner(page).getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await page.keyboard.press('Space');
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, doNotSell: false });
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
  });

  test('in forced colours (Windows High Contrast) the switches, their state, the filled buttons and the current page stay drawn', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/products');
    // Filled buttons were a fill alone: forced colours paints fills away, so they get a border.
    for (const button of [banner(page).getByRole('button', { name: 'Accept All' }), page.locator('#header-controls').getByRole('link', { name: 'Get Started' })]) {
      expect(await button.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
    }
    // The current page's link, marked by a shade alone, is underlined.
    const current = page.locator('#site-header a[aria-current="page"]');
    expect(await current.evaluate((element) => getComputedStyle(element).textDecorationLine)).toContain('underline');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const analytics = banner(page).getByRole('switch', { name: 'Analytics' });
    const drawn = () =>
      analytics.evaluate((element) => {
        const track = getComputedStyle(element);
        return { border: `${track.borderTopStyle} ${track.borderTopWidth}`, track: track.backgroundColor, knob: getComputedStyle(element, '::after').backgroundColor };
      });
    const off = await drawn();
    expect(off.border).toBe('solid 1px');
    expect(off.knob).not.toBe(off.track);
    await analytics.check();
    const on = await drawn();
    expect(on.track).not.toBe(off.track);
    expect(on.knob).not.toBe(on.track);
  });

  test('the close button only hides the banner', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBeNull();
    expect(await consentCommands(page)).toHaveLength(1);
  });

  test('Global Privacy Control starts with doNotSell on, and says it stays on', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const doNotSell = banner(page).getByRole('switch', { name: 'Do not sell or share my personal information' });
    await expect(doNotSell).toBeChecked();
    // It cannot be switched off while the browser sends the signal, and the switch says why.
    await expect(doNotSell).toBeDisabled();
    await expect(doNotSell).toHaveAccessibleDescription('While this is on, analytics and marketing stay off. Your browser sends Global Privacy Control, so it stays on.');
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    expect(await stored(page)).toMatchObject({ doNotSell: true });
  });

  test('under Global Privacy Control, Accept All still stores marketing off and doNotSell on', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All', exact: true }).click();
    expect(await stored(page)).toMatchObject({ marketing: false, doNotSell: true });
    const update = (await consentCommands(page)).at(-1);
    expect(update?.[2]).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  });

  test('a keyboard reaches the banner right after the skip links, before the page (it was the 73rd stop on /consultation)', async ({ page }) => {
    await page.goto('/consultation');
    await expect(banner(page)).toBeVisible();
    const stops: string[] = [];
    for (let stop = 0; stop < 8; stop++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (active?.closest('[data-testid="cookie-banner"]')) return 'banner';
        return active?.classList.contains('skip-link') ? 'skip link' : 'page';
      });
      stops.push(where);
      if (where === 'banner') break;
    }
    expect(stops.at(-1)).toBe('banner');
    expect(stops.slice(0, -1).every((stop) => stop === 'skip link')).toBe(true);
  });

  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    test(`a control focused with the keyboard is hidden neither by the banner nor by the floating buttons above it (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      // A form page: its submit button, the last control, used to scroll to just above the banner,
      // where the lifted floating buttons are.
      await page.goto('/request-quote');
      await expect(banner(page)).toBeVisible();
      await expect(page.getByTestId('floating-nav')).toBeVisible();
      const hidden: string[] = [];
      let reachedSubmit = false;
      for (let stop = 0; stop < 80 && !reachedSubmit; stop++) {
        await page.keyboard.press('Tab');
        const found = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const covers = ['cookie-banner', 'floating-nav', 'scroll-to-top', 'assistant-launcher'].map((id) => document.querySelector(`[data-testid="${id}"]`));
          if (!active || active === document.body || covers.some((cover) => cover?.contains(active))) return { covered: null, submit: false };
          const rect = active.getBoundingClientRect();
          const overlapping = covers.filter((cover): cover is Element => {
            if (!cover) return false;
            const box = cover.getBoundingClientRect();
            return box.width > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
          });
          const label = `${active.tagName} ${(active.textContent || active.getAttribute('name') || '').trim().slice(0, 40)}`;
          return { covered: overlapping.length ? `${label} under ${overlapping.map((cover) => cover.getAttribute('data-testid')).join(', ')}` : null, submit: active.matches('form button[type="submit"]') };
        });
        if (found.covered) hidden.push(found.covered);
        reachedSubmit = found.submit;
      }
      expect(reachedSubmit).toBe(true);
      expect(hidden).toEqual([]);
    });
  }

  for (const [label, value] of [
    ['a choice made more than 12 months ago', JSON.stringify({ version: '1.0', timestamp: new Date(Date.now() - 400 * 86_400_000).toISOString(), essential: true, analytics: true, marketing: true, doNotSell: false })],
    ['a stored record of another version', JSON.stringify({ version: '0.9', timestamp: '2026-01-01T00:00:00Z', essential: true, analytics: true, marketing: true, doNotSell: false })],
    ['an unparsable stored value', '{not json'],
  ] as const) {
    test(`shows again for ${label}`, async ({ page }) => {
      await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), [KEY, value] as const);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      // The bootstrap replayed no update from it.
      expect(await consentCommands(page)).toHaveLength(1);
    });
  }

  test('focus is never lost with the banner: back to where the visitor tabbed in from, or to the main content', async ({ page }) => {
    await page.goto('/about');
    const reject = banner(page).getByRole('button', { name: 'Reject All', exact: true });
    await expect(reject).toBeVisible();
    // Tabbed in from a link of the page: focus goes back to that link.
    const link = page.locator('main a').first();
    await link.focus();
    await reject.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    // Clicked without focus coming from anywhere: the main content takes it, not <body>.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Accept All', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the footer link reopens the banner and focuses it; Escape hides it', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ version: '1.0', timestamp: new Date().toISOString(), essential: true, analytics: false, marketing: false, doNotSell: true })), KEY);
    await page.goto('/de');
    await bannerDecided(page);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new Event('tessellon:open-cookie-banner')));
    await expect(banner(page)).toBeVisible();
  });

  test('arriving after the content, the banner is never the largest contentful paint, even on the short 404 page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const entries: string[] = [];
      (window as unknown as { lcpInBanner: string[] }).lcpInBanner = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) entries.push(entry.element?.closest('[data-testid="cookie-banner"]') ? 'banner' : 'page');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/no-such-page');
    await expect(banner(page)).toBeVisible();
    await banner(page).evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const candidates = await page.evaluate(() => (window as unknown as { lcpInBanner: string[] }).lcpInBanner);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates).not.toContain('banner');
  });

  test('its arrival shifts nothing: the floating buttons rise above it without a layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
          shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '?')).join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    await banner(page).evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const launcher = page.getByTestId('assistant-launcher');
    await launcher.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    // Lifted clear of the banner, and no layout shift on the way (CLS counts a change of `bottom`, not a transform).
    expect((await launcher.boundingBox())!.y + 48).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });

  test('the floating buttons rise together: the launcher never overlaps the scroll-to-top button on the way up', async ({ page }) => {
    await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), STORED_CONSENT_CHOICE);
    await page.goto('/about');
    await page.mouse.wheel(0, 2000);
    const toTop = page.getByTestId('scroll-to-top');
    await expect(toTop).toBeVisible();
    // Open the banner from the footer, as a visitor does, and watch both buttons every frame until it has settled.
    const overlaps = await page.evaluate(async () => {
      const box = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
      const found: number[] = [];
      window.dispatchEvent(new Event('tessellon:open-cookie-banner'));
      const until = performance.now() + 800;
      while (performance.now() < until) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const [launcher, button] = [box('assistant-launcher'), box('scroll-to-top')];
        if (launcher.bottom > button.top && launcher.top < button.bottom) found.push(Math.round(launcher.bottom - button.top));
      }
      return found;
    });
    await expect(banner(page)).toBeVisible();
    expect(overlaps).toEqual([]);
  });

  test('a stacked toast raised while it shows sits above it, not on it', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    await banner(page).evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await context.setOffline(false);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: "You're back online." });
    await expect(toast).toBeVisible();
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    // Before the fix the toast's bottom edge sat 144 px above the page's, inside the banner on a phone.
    expect((await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in both views, ${theme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      await expect(page.getByTestId('cookie-preferences')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
