import { expect, test, type Page } from './fixtures';
import { axeViolations as axe } from './axe';
import { defaultLocale, locales } from '../../lib/i18n/locales';

test.use({ consentDecided: true });

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

/** Opens a page and waits until the interactive shell has hydrated and its idle-loaded leaves are in. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-shell-ready][data-leaves-ready]').waitFor({ state: 'attached' });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(120);
}

test.describe('skip links', () => {
  test('are the first focusable elements and move focus to their targets', async ({ page }) => {
    await open(page, '/about');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to main content');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to navigation');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to footer');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('focus after a client-side navigation', () => {
  test('moves to the new main content from a header link, a footer link and the mobile menu', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/about');
    await page.locator('#site-nav').getByRole('link', { name: 'Research', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.locator('#main')).toBeFocused();
    // The next Tab lands in the new page's content, not on the header link after the one used.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true);

    await page.locator('#site-footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('#main')).toBeFocused();
    // Back: the footer link is gone from focus, and the content is where Tab starts.
    await page.goBack();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.locator('#main')).toBeFocused();

    await page.setViewportSize(mobile);
    // The header hides while the page is scrolled down: back at the top, it shows.
    await scrollTo(page, 0);
    await page.getByTestId('menu-button').click();
    await page.locator('#mobile-menu').getByRole('link', { name: /Products/ }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('navigation bar', () => {
  test('is 80px high on desktop, marks the current page and hides on scroll down', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/products');
    const header = page.locator('#site-header');
    expect((await header.boundingBox())?.height).toBe(80);
    await expect(header.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Research', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started');
    await scrollTo(page, 15);
    await expect(header).not.toHaveAttribute('data-solid');
    await scrollTo(page, 24);
    await expect(header).toHaveAttribute('data-solid', '');
    await expect(header).not.toHaveAttribute('data-hidden');
    await scrollTo(page, 400);
    await expect(header).toHaveAttribute('data-hidden', '');
    // It slides: the transition names the property that moves it (Tailwind 4's translate-y sets
    // `translate`, not `transform`, and a transition of `transform` left the header jumping).
    expect((await header.evaluate((element) => getComputedStyle(element).transitionProperty)).split(', ')).toContain('translate');
    // Keyboard focus entering the slid-away header brings it back (the focused link was off screen
    // at y -58), and it slides away again once focus leaves it for the page.
    const products = header.getByRole('link', { name: 'Products', exact: true });
    await products.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect.poll(async () => (await products.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.locator('#main').evaluate((main: HTMLElement) => main.focus({ preventScroll: true }));
    await expect(header).toHaveAttribute('data-hidden', '');
    await scrollTo(page, 380);
    await expect(header).not.toHaveAttribute('data-hidden');
  });

  test('fits in every language at 1024 and 1280 px: every control on screen, no label wrapped (and the blog and hub bar)', async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const locale of locales) {
      for (const [path, bar] of [['/about', '#site-header'], ['/blog', '[data-testid="section-header"]']] as const) {
        // One load per page, measured at both widths: the bar lays itself out in CSS alone, so a
        // resize shows what a load at that width would.
        await page.setViewportSize({ width: 1024, height: 800 });
        await page.goto(locale === defaultLocale ? path : `/${locale}${path}`);
        for (const width of [1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const found = await page.evaluate(async (selector) => {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const header = document.querySelector<HTMLElement>(selector)!;
            const controls = [...header.querySelectorAll<HTMLElement>('a, button')].filter((element) => element.offsetParent !== null);
            const offScreen = controls.filter((element) => {
              const box = element.getBoundingClientRect();
              return box.left < 0 || box.right > window.innerWidth;
            });
            const wrapped = [...header.querySelectorAll<HTMLElement>('nav ul a')].filter((link) => link.getBoundingClientRect().height > 44);
            return [...offScreen.map((element) => `off screen: ${element.textContent || element.getAttribute('aria-label')}`), ...wrapped.map((link) => `wrapped: ${link.textContent}`)];
          }, bar);
          problems.push(...found.map((problem) => `${locale}${path} at ${width}px, ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('keeps its controls on screen with a reader\'s text spacing (WCAG 1.4.12) at 1024 and 1280 px, in the longer languages too', async ({ page }) => {
    const problems: string[] = [];
    let scrolled = 0;
    for (const locale of ['en', 'de', 'fr']) {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(locale === defaultLocale ? '/products' : `/${locale}/products`);
      await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }' });
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const offScreen = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return [...document.querySelectorAll<HTMLElement>('#header-controls a, #header-controls button, #site-header > div > a')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.left < 0 || box.right > window.innerWidth;
            })
            .map((element) => element.textContent || element.getAttribute('aria-label'));
        });
        problems.push(...offScreen.map((name) => `${locale} at ${width}px: ${name} off screen`));
        // Links beyond the bar's end edge are announced by its fade (and a thin scrollbar), only then.
        const cue = await page.locator('#site-header ul.nav-bar-list').evaluate((list) => ({
          scrolls: list.scrollWidth > list.clientWidth + 1,
          fade: getComputedStyle(list, '::after').opacity,
          scrollbar: getComputedStyle(list).scrollbarWidth,
        }));
        if (cue.scrolls && cue.fade !== '1') problems.push(`${locale} at ${width}px: links beyond the edge with no fade`);
        if (cue.scrollbar !== 'thin') problems.push(`${locale} at ${width}px: scrollbar ${cue.scrollbar}`);
        if (cue.scrolls) scrolled += 1;
      }
    }
    expect(problems).toEqual([]);
    // German at 1024 px does not fit with the wider spacing: the case the fade is for.
    expect(scrolled).toBeGreaterThan(0);
    // Without the reader's spacing, nothing lies beyond the edge and there is no fade.
    await page.reload();
    expect(await page.locator('#site-header ul.nav-bar-list').evaluate((list) => [list.scrollWidth <= list.clientWidth + 1, getComputedStyle(list, '::after').opacity])).toEqual([true, '0']);
  });

  test('without JavaScript offers no control that needs it: the phone menu leads to the footer\'s links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: mobile });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.getByTestId('menu-button')).toBeHidden();
    const menu = page.locator('#site-header a[href="#site-footer"]');
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/#site-footer$/);
    await expect(page.locator('#site-footer [data-open-cookie-banner]')).toBeHidden();
    await page.setViewportSize(desktop);
    const controls = page.locator('#header-controls > *');
    await expect(controls.filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('#header-controls').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await context.close();
  });

  test('without JavaScript follows a dark device in the dark theme\'s colours, and a light one in the light theme\'s', async ({ browser }) => {
    for (const [colorScheme, canvas] of [['dark', 'rgb(7, 11, 20)'], ['light', 'rgb(246, 245, 241)']] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
      const page = await context.newPage();
      await page.goto('/about');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(canvas);
      await context.close();
    }
  });

  test('is 64px high on mobile and only hides past 50px', async ({ page }) => {
    await page.setViewportSize(mobile);
    await open(page, '/about');
    const header = page.locator('#site-header');
    expect((await header.boundingBox())?.height).toBe(64);
    await scrollTo(page, 45);
    await expect(header).not.toHaveAttribute('data-hidden');
    await scrollTo(page, 300);
    await expect(header).toHaveAttribute('data-hidden', '');
  });

  test('gives way to the section header on /hubs/ and /blog at desktop widths', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/blog');
    await expect(page.locator('#site-header')).toBeHidden();
    await expect(page.getByTestId('section-header')).toBeVisible();
    await expect(page.getByTestId('section-header').getByRole('link', { name: 'Research', exact: true })).toBeVisible();
    await page.setViewportSize(mobile);
    await expect(page.locator('#site-header')).toBeVisible();
    await expect(page.getByTestId('section-header')).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: mobile });

  test("opens full screen with Home, the six links, the alternate bar's Projects and About and the header's Get Started, locks scrolling, traps focus, closes on Escape", async ({ page }) => {
    await open(page, '/about');
    // Below 1024 px the bar has no room for its call to action: the menu carries it.
    await expect(page.locator('#header-controls').getByRole('link', { name: 'Get Started' })).toBeHidden();
    await page.getByTestId('menu-button').click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const links = menu.getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(10);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/explore', '/products', '/research', '/services', '/company', '/contact', '/projects', '/about', '/get-started']);
    const getStarted = menu.getByTestId('menu-get-started');
    await expect(getStarted).toHaveText('Get Started');
    // A full-width button under the links, inside the screen.
    const cta = (await getStarted.boundingBox())!;
    expect(cta.width).toBeGreaterThan(mobile.width - 80);
    expect(cta.y + cta.height).toBeLessThanOrEqual(mobile.height);
    // The current page is marked in the second list too.
    await expect(menu.getByTestId('menu-more').getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    // The rows are 56 px; Get Started is a 48 px button under them.
    for (const link of (await links.all()).slice(0, 9)) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(56);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const bar = await menu.locator('div').first().boundingBox();
    expect(bar?.height).toBe(60);
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('mobile-menu')!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await expect(page.getByTestId('menu-button')).toBeFocused();
  });

  test('closes on its button and on a route change', async ({ page }) => {
    await open(page, '/about');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-close').click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await page.getByTestId('menu-button').click();
    await page.locator('#mobile-menu').getByRole('link', { name: /Research/ }).click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    // Get Started leads there; followed again from its own page (no route change), it still closes the menu.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-get-started').click();
    await expect(page).toHaveURL(/\/get-started$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-get-started').click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page).toHaveURL(/\/get-started$/);
  });
});

test.describe('language, theme and motion', () => {
  test("the picker's panel is not first-load JavaScript: it is fetched on idle 3 s after load", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const panelUrls: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.text().catch(() => '');
      scripts.push(body);
      void body.then((text) => text.includes('data-language-option') && panelUrls.push(response.url()));
    });
    await page.goto('/about', { waitUntil: 'load' });
    // Every script of the first load read to the end before judging it.
    expect((await Promise.all(scripts)).some((source) => source.includes('data-language-option'))).toBe(false);
    // Nobody touched the picker: the deferred preload fetches it, so a first tap finds it ready.
    await expect.poll(() => panelUrls.length, { timeout: 15_000 }).toBe(1);
    // Asked for no sooner than DEFERRED_PRELOAD_DELAY after the page's own start (its timer starts
    // when the picker mounts, which is later still).
    const requestedAt = await page.evaluate((url) => performance.getEntriesByName(url)[0]?.startTime ?? -1, panelUrls[0]!);
    expect(requestedAt).toBeGreaterThanOrEqual(3_000);
    await page.locator('#header-controls').getByTestId('language-trigger').click();
    await expect(page.getByTestId('language-count')).toHaveText('14 of 14 languages');
  });

  test('the picker filters, counts and opens the same page in the chosen language, query and fragment kept', async ({ page }) => {
    await open(page, '/about?ref=newsletter#how-we-came-to-be');
    // The fragment scrolled the page and the header hid: back up, where the header shows again.
    await scrollTo(page, 0);
    await page.evaluate(() => window.addEventListener('languageChanged', (e) => ((window as unknown as { changed: string }).changed = (e as CustomEvent).detail.language)));
    await page.locator('#header-controls').getByTestId('language-trigger').click();
    await expect(page.getByTestId('language-count')).toHaveText('14 of 14 languages');
    await page.getByRole('searchbox').fill('span');
    await expect(page.getByTestId('language-count')).toHaveText('1 of 14 languages');
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByText('No languages found')).toBeVisible();
    await page.getByRole('searchbox').fill('es');
    await page.locator('[data-language-option="es"]').click();
    await expect(page).toHaveURL(/\/es\/about\?ref=newsletter#how-we-came-to-be$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
    // The choice, and only a choice, is stored for the proxy: a first-party, SameSite cookie.
    const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE');
    expect({ value: stored?.value, sameSite: stored?.sameSite }).toEqual({ value: 'es', sameSite: 'Lax' });
  });

  test('theme: stored choice is applied before first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/about');
    await page.locator('#header-controls').getByTestId('theme-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.goto('/research', { waitUntil: 'commit' });
    await page.waitForSelector('body');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('motion: the reduce-motion class is set from storage before first paint, and from the system preference', async ({ page }) => {
    await open(page, '/about');
    await page.locator('#header-controls').getByTestId('motion-toggle').click();
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    expect(await page.evaluate(() => [localStorage.getItem('reduce-motion'), localStorage.getItem('tessellon-reduce-animations')])).toEqual(['true', 'true']);
    await page.goto('/research', { waitUntil: 'commit' });
    await page.waitForSelector('body');
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    await page.evaluate(() => localStorage.clear());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/about');
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
  });

  test('motion: the choice survives a change of language, which renders <html> anew', async ({ page }) => {
    await open(page, '/about');
    await page.locator('#header-controls').getByTestId('motion-toggle').click();
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    await page.locator('#header-controls').getByTestId('language-trigger').click();
    await page.locator('[data-language-option="es"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    await expect(page.locator('#header-controls').getByTestId('motion-toggle')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('floating buttons', () => {
  test('are absent on the home page and present elsewhere', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByTestId('floating-nav')).toHaveCount(0);
    await open(page, '/about');
    await expect(page.getByTestId('floating-back')).toBeVisible();
    await expect(page.getByTestId('floating-home')).toHaveAttribute('href', '/');
  });

  test('Back with no history goes home', async ({ page }) => {
    // A visitor who opened this page in a new tab: no page to go back to. (A Playwright page keeps its
    // first about:blank in the history, so the tab's history is made to say so.)
    await page.addInitScript(() => Object.defineProperty(History.prototype, 'length', { configurable: true, get: () => 1 }));
    await open(page, '/about');
    expect(await page.evaluate(() => window.history.length)).toBe(1);
    await page.getByTestId('floating-back').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('floating-nav')).toHaveCount(0);
  });

  test('Back returns to the previous page', async ({ page }) => {
    await open(page, '/about');
    await open(page, '/research');
    await page.getByTestId('floating-back').click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('leave a short window (400 % zoom, 320 × 256) clear: Back and Home go, and nothing fixed covers the heading on arrival', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await open(page, '/about');
    await expect(page.getByTestId('floating-nav')).toBeHidden();
    const heading = await page.locator('h1').boundingBox();
    const launcher = page.getByTestId('assistant-launcher');
    await expect(launcher).toBeVisible();
    expect((await launcher.boundingBox())?.height).toBe(40);
    expect(overlaps(heading, await launcher.boundingBox())).toBe(false);
    await page.setViewportSize({ width: 320, height: 600 });
    await expect(page.getByTestId('floating-nav')).toBeVisible();
  });

  /**
   * Scrolls down and times, in the page's own clock, when the floating buttons hide and when they
   * come back. Timed from the test's clock, a slow round trip to the browser made the wait look
   * shorter than it was (1,654 ms for the phone's 2 s in one CI run).
   */
  const hideAndReturn = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ hidden: number; back: number }>((resolve) => {
          const nav = document.querySelector('[data-testid="floating-nav"]')!;
          let hiddenAt = -1;
          const observer = new MutationObserver(() => {
            if (nav.hasAttribute('data-hidden')) {
              if (hiddenAt < 0) hiddenAt = performance.now();
            } else if (hiddenAt >= 0) {
              observer.disconnect();
              resolve({ hidden: hiddenAt - scrolledAt, back: performance.now() - scrolledAt });
            }
          });
          observer.observe(nav, { attributes: true, attributeFilter: ['data-hidden'] });
          const scrolledAt = performance.now();
          window.scrollTo({ top: 500, behavior: 'instant' });
        }),
    );

  test('hide while scrolling down and return after 3 s on desktop', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/about');
    const { hidden, back } = await hideAndReturn(page);
    expect(hidden).toBeLessThan(500);
    expect(back).toBeGreaterThanOrEqual(2950);
    expect(back).toBeLessThan(4500);
  });

  test('return after 2 s on mobile, icons only', async ({ page }) => {
    await page.setViewportSize(mobile);
    await open(page, '/about');
    await expect(page.getByTestId('floating-back').getByText('Back')).toBeHidden();
    const { hidden, back } = await hideAndReturn(page);
    expect(hidden).toBeLessThan(500);
    expect(back).toBeGreaterThanOrEqual(1950);
    expect(back).toBeLessThan(3500);
  });

  test('step aside while a form control has focus, so they never cover a field or a submit button', async ({ page }) => {
    await page.setViewportSize(mobile);
    await open(page, '/contact');
    const nav = page.getByTestId('floating-nav');
    const assistant = page.getByTestId('assistant-launcher');
    await expect(nav).not.toHaveAttribute('data-hidden', /.*/);
    await page.getByLabel('Email', { exact: false }).first().focus();
    await expect(nav).toHaveAttribute('data-hidden', '');
    await expect(assistant).toHaveAttribute('data-hidden', '');
    // Hidden means out of the way for pointer and keyboard too.
    expect(await nav.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    await page.locator('h1').click();
    await expect(nav).not.toHaveAttribute('data-hidden', /.*/);
    await expect(assistant).not.toHaveAttribute('data-hidden', /.*/);
  });

  test('stay out of the way while a form lies under them, as a sign-in form does at first sight', async ({ page }) => {
    // Whether any part of a form is under the Back and Home box (where it stands when shown).
    const formUnder = () =>
      page.getByTestId('floating-nav').evaluate((nav) => {
        const layer = nav.parentElement!;
        const outer = layer.getBoundingClientRect();
        const [left, top] = [outer.left + (nav as HTMLElement).offsetLeft, outer.top + (nav as HTMLElement).offsetTop];
        const points = [left + 4, left + (nav as HTMLElement).offsetWidth - 4].flatMap((x) => [top + 4, top + (nav as HTMLElement).offsetHeight - 4].map((y) => [x, y] as const));
        return points.some(([x, y]) => document.elementsFromPoint(x, y).some((element) => !layer.contains(element) && element.closest('form, input, textarea, select, [role="tablist"]') !== null));
      });
    const seen: string[] = [];
    for (const [viewport, path] of [[desktop, '/auth'], [desktop, '/ar/auth'], [desktop, '/about'], [mobile, '/contact']] as const) {
      await page.setViewportSize(viewport);
      await open(page, path);
      const nav = page.getByTestId('floating-nav');
      // Settled: the look after the page's last change of size.
      await page.waitForTimeout(400);
      const under = await formUnder();
      if (under) await expect(nav, path).toHaveAttribute('data-hidden', '');
      else await expect(nav, path).not.toHaveAttribute('data-hidden', /.*/);
      seen.push(`${path} ${under ? 'under' : 'clear'}`);
    }
    expect(seen).toEqual(['/auth under', '/ar/auth under', '/about clear', '/contact clear']);
    // Scrolled until the form is no longer under them, they come back.
    await page.setViewportSize(desktop);
    await open(page, '/auth');
    await expect(page.getByTestId('floating-nav')).toHaveAttribute('data-hidden', '');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(formUnder, { timeout: 5000 }).toBe(false);
    await expect(page.getByTestId('floating-nav')).not.toHaveAttribute('data-hidden', /.*/, { timeout: 6000 });
  });

  test('scroll to top appears past 300px on wide screens only', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/about');
    await scrollTo(page, 290);
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    await scrollTo(page, 320);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    // In the tab order as on screen: the assistant's button, drawn above it, comes first.
    const launcher = page.getByTestId('assistant-launcher');
    expect((await launcher.boundingBox())!.y).toBeLessThan((await page.getByTestId('scroll-to-top').boundingBox())!.y);
    expect(await launcher.evaluate((element) => Boolean(element.compareDocumentPosition(document.querySelector('[data-testid="scroll-to-top"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize(mobile);
    await scrollTo(page, 900);
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
  });
});

test.describe('links', () => {
  test('internal links navigate client-side; hovering prefetches for 5 seconds', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/about');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const link = page.locator('#site-footer').getByRole('link', { name: 'Careers' });
    await link.hover();
    await expect(page.locator('link[data-hover-prefetch][href="/careers"]')).toHaveCount(1);
    await expect(page.locator('link[data-hover-prefetch][href="/careers"]')).toHaveCount(0, { timeout: 6500 });
    await link.click();
    await expect(page).toHaveURL(/\/careers$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('offline banner and toasts', () => {
  test('shows while offline, hides online, and a stacked toast confirms the connection is back', async ({ page, context }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await open(page, '/about');
    // The stacked toaster (sonner) is fetched when a stacked toast is first raised, not before.
    const sonnerBefore = (await Promise.all(scripts)).some((source) => source.includes('data-sonner-toaster'));
    await context.setOffline(true);
    await expect(page.getByText("You're offline. Some features may not work.")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByText("You're back online.")).toBeVisible();
    expect(sonnerBefore).toBe(false);
    expect((await Promise.all(scripts)).some((source) => source.includes('data-sonner-toaster'))).toBe(true);
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('error screens', () => {
  test('chunk errors: two are tolerated with one event, the third shows Loading Issue Detected', async ({ page }) => {
    await open(page, '/about');
    await page.evaluate(() => {
      sessionStorage.setItem('tessellon-auto-reloaded', '1');
      window.addEventListener('chunk-error', () => ((window as unknown as { chunkEvents: number }).chunkEvents = ((window as unknown as { chunkEvents?: number }).chunkEvents ?? 0) + 1));
    });
    const fire = () => page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: 'ChunkLoadError: Loading chunk 7 failed.' })));
    await fire();
    await fire();
    await expect(page.getByTestId('error-screen-chunk')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { chunkEvents: number }).chunkEvents)).toBe(1);
    await fire();
    await expect(page.getByRole('heading', { name: 'Loading Issue Detected' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Cache & Reload' })).toBeVisible();
  });

  test('a security-policy failure shows the Content Security Policy Error screen', async ({ page }) => {
    await open(page, '/about');
    await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: "Refused to execute script because it violates the following Content Security Policy directive" })));
    await expect(page.getByRole('heading', { name: 'Content Security Policy Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe with open controls, ${theme}`, () => {
    test.use({ colorScheme: theme });

    test('mobile menu open', async ({ page }) => {
      await page.setViewportSize(mobile);
      await open(page, '/about');
      await page.getByTestId('menu-button').click();
      expect(await axe(page)).toEqual([]);
    });

    test('language picker open', async ({ page }) => {
      await open(page, '/about');
      await page.locator('#header-controls').getByTestId('language-trigger').click();
      // The panel is its own chunk, loaded on first use: check it, not the moment before it arrives.
      await expect(page.getByRole('searchbox', { name: 'Search languages' })).toBeFocused();
      expect(await axe(page)).toEqual([]);
    });

    test('theme menu open', async ({ page }) => {
      await open(page, '/about');
      await page.locator('#header-controls').getByTestId('theme-trigger').click();
      expect(await axe(page)).toEqual([]);
    });
  });
}

test('icons come from the sprite the page names, served as cacheable SVG', async ({ page, request }) => {
  await page.goto('/about');
  const href = await page.locator('header svg use').first().getAttribute('href');
  expect(href).toMatch(/^\/icons\.svg\?v=.+#[a-zA-Z]+$/);
  const [url, id] = href!.split('#');
  const response = await request.get(url!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(await response.text()).toContain(`<symbol id="${id}"`);
  const drawn = await page.locator('header svg').first().boundingBox();
  expect(drawn?.width).toBeGreaterThan(0);
});

/** Whether two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number } | null, b: { x: number; y: number; width: number; height: number } | null) {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('shell layout fixes', () => {
  for (const viewport of [mobile, desktop]) {
    test(`the offline banner pushes the header down instead of covering it at ${viewport.width} px`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await open(page, '/about');
      await context.setOffline(true);
      await page.evaluate(() => window.dispatchEvent(new Event('offline')));
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toBeVisible();
      const bannerBox = await banner.boundingBox();
      await expect.poll(async () => (await page.locator('#site-header').boundingBox())?.y).toBeGreaterThanOrEqual((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0) - 0.5);
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(banner).toBeHidden();
      await expect.poll(async () => (await page.locator('#site-header').boundingBox())?.y).toBe(0);
    });
  }

  for (const path of ['/about', '/ar/about']) {
    test(`the mobile menu's language panel fits the screen and Escape closes only it (${path})`, async ({ page }) => {
      await page.setViewportSize(mobile);
      await open(page, path);
      await page.getByTestId('menu-button').click();
      const menu = page.locator('#mobile-menu');
      await menu.getByTestId('language-trigger').click();
      const panel = menu.getByRole('dialog');
      // Measured once the panel's chunk is in: until then the dialog is its busy box, which the panel replaces.
      await expect(panel.getByRole('searchbox')).toBeFocused();
      const box = await panel.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(mobile.width);
      expect(await menu.evaluate((element) => element.scrollLeft)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menu).toBeVisible();
      await expect(menu.getByTestId('language-trigger')).toBeFocused();
      await menu.getByTestId('theme-trigger').click();
      await expect(menu.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu.getByRole('menu')).toBeHidden();
      await expect(menu).toBeVisible();
      await expect(menu.getByTestId('theme-trigger')).toBeFocused();
    });
  }

  test('Skip to navigation reaches the section bar on the blog and hub pages at desktop widths', async ({ page }) => {
    await page.setViewportSize(desktop);
    for (const path of ['/blog', '/hubs/quantum']) {
      await open(page, path);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText('Skip to navigation');
      await page.keyboard.press('Enter');
      await expect(page.locator('#section-nav')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toBeVisible();
    }
    await page.setViewportSize(mobile);
    await open(page, '/blog');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#site-nav')).toBeFocused();
  });

  for (const viewport of [mobile, desktop]) {
    test(`nothing floats over the footer's last line when scrolled to the end at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/about', '/ar/about']) {
        await open(page, path);
        await scrollTo(page, 100_000);
        // Back and Home return after a pause once scrolling stops.
        await expect(page.getByTestId('floating-nav')).not.toHaveAttribute('data-hidden', '', { timeout: 5000 });
        const last = page.getByTestId('footer-bottom');
        const texts = [await last.locator('p').boundingBox(), await last.locator('button').boundingBox()];
        expect(texts.every(Boolean), `${path}: the footer's last line is on screen`).toBe(true);
        const checked: string[] = [];
        for (const floating of ['floating-nav', 'scroll-to-top', 'assistant-launcher']) {
          const locator = page.getByTestId(floating);
          if (!(await locator.count()) || !(await locator.isVisible())) continue;
          const box = await locator.boundingBox();
          for (const text of texts) expect(overlaps(text, box), `${path}: ${floating} over the footer`).toBe(false);
          checked.push(floating);
        }
        // Scrolled to the end, Back and Home and the assistant are up (scroll-to-top too, where shown).
        expect(checked, path).toEqual(expect.arrayContaining(['floating-nav', 'assistant-launcher']));
      }
    });
  }

  test('every page reaches sign-in, the partner program and enterprise buying from its footer, in its language', async ({ request }) => {
    for (const [prefix, names] of [
      ['', ['Sign in', 'Partner program', 'Enterprise buying']],
      ['/de', ['Anmelden', 'Partnerprogramm', 'Einkauf für Unternehmen']],
    ] as const) {
      const html = await (await request.get(`${prefix}/careers`)).text();
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      for (const [index, path] of ['/auth', '/partnerships', '/enterprise'].entries()) expect(footer).toContain(`href="${prefix}${path}">${names[index]}</a>`);
    }
  });

  test('on a phone every footer link is a target of at least 24 by 24 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/about');
    const sizes = await page.locator('#site-footer ul a').evaluateAll((links) => links.map((link) => [link.textContent, Math.round(link.getBoundingClientRect().height), Math.round(link.getBoundingClientRect().width)] as const));
    expect(sizes.length).toBeGreaterThan(20);
    expect(sizes.filter(([, height, width]) => height < 24 || width < 24)).toEqual([]);
  });

  test('the footer does not overflow sideways at 1024 px in German and Russian', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    for (const path of ['/de/company', '/ru/research']) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1024);
      const footer = await page.locator('#site-footer').evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(footer, path).toBe(true);
    }
  });

  for (const [viewport, path] of [
    [mobile, '/about'],
    [mobile, '/ar/about'],
    [desktop, '/about'],
    [desktop, '/ar/about'],
  ] as const) {
    test(`the stacked toast sits at the end edge, on screen, clear of the floating buttons (${viewport.width} px ${path})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, path);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      await page.waitForTimeout(500);
      const box = await toast.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      const rtl = path.startsWith('/ar');
      // Aligned to the end edge: 16 px from the right (left in Arabic).
      const gap = rtl ? (box?.x ?? 0) : viewport.width - (box?.x ?? 0) - (box?.width ?? 0);
      expect(Math.round(gap)).toBe(16);
      for (const floating of ['floating-nav', 'assistant-launcher']) expect(overlaps(box, await page.getByTestId(floating).boundingBox()), floating).toBe(false);
      // A Radix toast stack under it lifts it by the stack's height.
      const before = box?.y ?? 0;
      await page.evaluate(() => document.documentElement.style.setProperty('--radix-toasts', '120px'));
      await expect.poll(async () => Math.round((await toast.boundingBox())?.y ?? 0)).toBe(Math.round(before - 120));
    });
  }

  test("the section bar's title stays on one line at 1024 px in German", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, '/de/blog');
    const title = page.getByTestId('section-header').getByRole('link', { name: 'Tessellon Blog' });
    expect((await title.boundingBox())?.height).toBeLessThan(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  test('Arabic eyebrows use the body font, English ones the mono font', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/ar/about');
    const arabic = await page.locator('#site-footer h2.eyebrow').first().evaluate((element) => getComputedStyle(element).fontFamily);
    expect(arabic).toMatch(/^'?"?Geist"?'?,/);
    await open(page, '/about');
    const english = await page.locator('#site-footer h2.eyebrow').first().evaluate((element) => getComputedStyle(element).fontFamily);
    expect(english).toMatch(/Geist Mono/);
  });
});

test.describe('print', () => {
  test('a demo prints its results without the controls that drive it', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/demos/orion-9-qpu');
    await expect(page.locator('[data-demo-state="ready"]')).toBeVisible();
    const controls = page.locator('[data-demo] :is(button, input, select)');
    expect(await controls.filter({ visible: true }).count()).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    await expect(controls.filter({ visible: true })).toHaveCount(0);
    await expect(page.locator('[data-demo]')).toBeVisible();
  });

  test('prints the page text black on white, without the header, section bar or footer, in the dark theme too', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/de/blog/logical-qubits-below-threshold');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.locator('#site-header')).toBeHidden();
    await expect(page.getByTestId('section-header')).toBeHidden();
    await expect(page.locator('#site-footer')).toBeHidden();
    await expect(page.locator('h1')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('main p').filter({ hasText: 'On Orion-9' }).first()).toHaveCSS('color', 'rgb(0, 0, 0)');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  test('a call-to-action band, the hero\'s dark band on screen, prints black text with no dark background', async ({ page }) => {
    await page.setViewportSize(desktop);
    await open(page, '/');
    const band = page.locator('section[aria-labelledby="home-cta"] > div');
    await expect(band).toHaveCSS('background-color', /^rgb\(/);
    await page.emulateMedia({ media: 'print' });
    await expect(band.getByRole('heading')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(band).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(band.getByRole('link').first()).toHaveCSS('color', 'rgb(0, 0, 0)');
  });
});
