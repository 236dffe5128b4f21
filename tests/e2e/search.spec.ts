import { expect, test } from './fixtures';
import { axeViolations } from './axe';

test.use({ consentDecided: true });

test.describe('search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits and the results are in the server-rendered HTML', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('gene editing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=gene\+editing$/);
    await expect(page.getByTestId('search-count')).toContainText('for “gene editing”');
    await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', '/research/crispr-technologies');
    await expect(page.locator('mark').first()).toBeVisible();
  });

  test("the not-found page's box lands on results in the visitor's language", async ({ page }) => {
    await page.goto('/de/no-such-page');
    await page.locator('#not-found-search').fill('uptime');
    await page.locator('#not-found-search').press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=uptime$/);
    await expect(page.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', '/de/sla');
    await expect(page.getByRole('heading', { name: 'Ressourcen' }).or(page.getByRole('heading', { name: 'Unternehmen' })).first()).toBeVisible();
  });
});

test('the search box lines up with the column of text below it, on a phone and on a desktop', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/search?q=qubit');
    const box = await page.getByRole('searchbox', { name: 'Search the site' }).boundingBox();
    const heading = await page.getByRole('heading', { level: 2, name: 'How search works' }).boundingBox();
    expect(box && heading, `${width} px`).toBeTruthy();
    expect(Math.abs(box!.x - heading!.x), `${width} px: left edges`).toBeLessThanOrEqual(1);
  }
});

test('results follow the typing, the query stays in the address, grouped and highlighted', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill('qubit');
  await expect(page).toHaveURL(/\?q=qubit$/);
  await expect(page.getByRole('status').filter({ hasText: 'for “qubit”' })).toBeVisible();
  await expect(page.getByTestId('search-results').locator('section h2').first()).toBeVisible();
  await expect(page.getByTestId('search-results').locator('mark', { hasText: /qubit/i }).first()).toBeVisible();
  await box.fill('hera os');
  await expect(page).toHaveURL(/\?q=hera\+os$/);
  await expect(page.getByTestId('search-result').first()).toContainText(/HeraOS/);
});

test('when more pages match than are listed, "Show all" lists every one of them, with and without JavaScript', async ({ page, browser }) => {
  await page.goto('/search?q=pulsar');
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText(/^The 30 most relevant of \d+ results for “pulsar”$/);
  const total = Number(/of (\d+) results/.exec((await count.textContent()) ?? '')![1]);
  await page.getByRole('link', { name: `Show all ${total} results` }).click();
  await expect(page).toHaveURL(/\?q=pulsar&all=1$/);
  await expect(count).toHaveText(`${total} results for “pulsar”`);
  await expect(page.getByTestId('search-result')).toHaveCount(total);
  await expect(page.getByRole('link', { name: /^Show all/ })).toHaveCount(0);
  // Another query lists its best results again, and the address says so.
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('qubit');
  await expect(page).toHaveURL(/\?q=qubit$/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/search?q=pulsar');
  await plain.getByRole('link', { name: `Show all ${total} results` }).click();
  await expect(plain.getByTestId('search-result')).toHaveCount(total);
  await context.close();
});

test('a result inside a closed row of another page (a role on /careers) opens that row and shows it', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('research scientist');
  const result = page.getByTestId('search-result').getByRole('link', { name: /Research Scientist, Quantum Error Correction/ }).first();
  await expect(result).toHaveAttribute('href', '/careers#qec-research-scientist-zurich');
  await result.click();
  await expect(page).toHaveURL(/\/careers#qec-research-scientist-zurich$/);
  // A client-side navigation scrolled to nothing: the row stayed closed, its title 2,000 px down.
  const row = page.locator('details').filter({ has: page.locator('#qec-research-scientist-zurich') });
  await expect(row).toHaveAttribute('open', '');
  await expect(row.locator('summary')).toBeInViewport();
});

test.describe('search dialog', () => {
  test('/ opens it, results come as you type, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/about');
    const launcher = page.locator('[data-search-launcher][data-search-ready]');
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await launcher.focus();
    await page.keyboard.press('/');
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('careers');
    await expect(dialog.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', '/careers');
    // Arrow keys move from the field into the results and back.
    const links = dialog.getByTestId('search-result').getByRole('link');
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    // A query with no results says what to try next, as the search page does.
    await dialog.getByRole('searchbox').fill('zzqxv');
    await expect(dialog.getByTestId('search-dialog-count')).toHaveText('No results for “zzqxv”');
    await expect(dialog.getByTestId('search-no-results-hint')).toHaveText('Try fewer or different words, check the spelling, or browse the sitemap.');
    await expect(dialog.getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('in Japanese, a Japanese word finds the English pages, and a miss says the pages are English', async ({ page }) => {
    await page.goto('/ja/about');
    await expect(page.locator('[data-search-ready]')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    const dialog = page.getByTestId('search-dialog');
    await dialog.getByRole('searchbox').fill('量子コンピュータ');
    await expect(dialog.getByTestId('search-result').first().getByRole('link')).toHaveAttribute('href', /^\/ja\/technology\/quantum-computing$/);
    await dialog.getByRole('searchbox').fill('zzqxv');
    const hint = dialog.getByTestId('search-no-results-hint');
    await expect(hint).toContainText('ページ本文は英語のため');
    await hint.getByRole('link', { name: 'サイトマップ' }).click();
    await expect(page).toHaveURL(/\/ja\/sitemap$/);
    await expect(dialog).toBeHidden();
  });

  test('Ctrl+K opens it anywhere and Enter goes to the search page', async ({ page }) => {
    await page.goto('/fr/products');
    await expect(page.locator('[data-search-ready]')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox').fill('orion 9');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/fr\/search\?q=orion(%20|\+)9$/);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
  });

  test('its code loads only when it is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/about');
    await expect(page.locator('[data-search-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.getByTestId('search-launcher').click();
    await expect(page.getByTestId('search-dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("its texts come with it, in the page's language: they are not in the page's HTML", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/messages/')) asked.push(new URL(request.url()).pathname);
    });
    const html = await (await page.goto('/de/about'))!.text();
    await expect(page.locator('[data-search-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const texts = (await (await page.request.get('/api/messages/de')).json()) as { Search: { dialogTitle: string; arrowHint: string }; Assistant: { intro: string }; Cookie: { description: string } };
    for (const text of [texts.Search.arrowHint, texts.Assistant.intro, texts.Cookie.description]) expect({ text, inHtml: html.includes(text) }).toEqual({ text, inHtml: false });
    expect(asked).toEqual([]);
    await page.getByTestId('search-launcher').click();
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog.getByRole('heading', { name: texts.Search.dialogTitle })).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    expect(asked).toEqual(['/api/messages/de']);
  });

  test('in a right-to-left page a result, English copy, reads left to right: its title starts where its snippet does', async ({ page }) => {
    await page.goto('/ar/about');
    await expect(page.locator('[data-search-ready]')).toHaveCount(1);
    await page.getByTestId('search-launcher').click();
    const dialog = page.getByTestId('search-dialog');
    await dialog.getByRole('searchbox').fill('qubit');
    const result = dialog.getByTestId('search-result').first();
    await expect(result).toBeVisible();
    const title = await result.getByRole('link').boundingBox();
    const snippet = await result.locator('p').boundingBox();
    expect(Math.abs(title!.x - snippet!.x)).toBeLessThan(2);
  });

  test('the header control is a link to /search before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/about');
    const launcher = page.getByTestId('search-launcher');
    await expect(launcher).toHaveAttribute('href', '/de/search');
    await expect(launcher).not.toHaveAttribute('aria-haspopup', /./);
    await launcher.click();
    await expect(page).toHaveURL(/\/de\/search$/);
    await expect(page.getByRole('searchbox')).toBeVisible();
    await context.close();
  });
});

test('the header\'s search link is not prefetched: /search renders per request, and its prefetch was cancelled on every page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/search') requested.push(request.url());
  });
  await page.goto('/about', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  expect(requested).toEqual([]);
  // It still leads there without script's help, and opens the dialog with it.
  await expect(page.getByTestId('search-launcher').first()).toHaveAttribute('href', '/search');
});

test.describe('assistant', () => {
  test('opens, answers with a cited page, keeps the conversation for the tab, clears it', async ({ page }) => {
    await page.goto('/about');
    const launcher = page.getByTestId('assistant-launcher');
    await launcher.click();
    const panel = page.getByTestId('assistant-panel');
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Your question' });
    await expect(input).toBeFocused();
    await input.fill('Who is the CFO?');
    await input.press('Enter');
    const reply = panel.locator('li[data-role="assistant"]').last();
    await expect(reply).toContainText('Jonas Weber');
    await expect(reply.getByRole('link', { name: 'Jonas Weber' })).toHaveAttribute('href', '/team/jonas-weber');
    await expect(page.getByTestId('assistant-announcement')).toContainText('Jonas Weber');

    // Near the length limit the question shows its count, so a long paste is never cut silently.
    await expect(panel.getByTestId('assistant-counter')).toHaveCount(0);
    await input.fill('x'.repeat(450));
    await expect(panel.getByTestId('assistant-counter')).toHaveText('450 / 500');
    await expect(input).toHaveAttribute('aria-describedby', /.+/);
    // A longer paste is kept whole, marked invalid with its reason, and not sent until it fits.
    await input.fill('y'.repeat(5000));
    await expect(input).toHaveValue('y'.repeat(5000));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByTestId('assistant-too-long')).toHaveText('Your question is longer than 500 characters. Please shorten it.');
    await expect(panel.getByTestId('assistant-counter')).toHaveText('5000 / 500');
    const asked = panel.locator('li[data-role="user"]');
    const before = await asked.count();
    await input.press('Enter');
    await expect(asked).toHaveCount(before);
    await input.fill('');
    await expect(panel.getByTestId('assistant-too-long')).toBeEmpty();

    // Focus stays in the panel (modal), Escape closes and returns focus.
    for (let index = 0; index < 8; index += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    // Escape from the question field too: the launcher steps aside while a field of the page has
    // focus, not one of its own panel, so focus returns to it rather than to <body>.
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();

    // The conversation survives a navigation in the same tab.
    await page.goto('/contact');
    await page.getByTestId('assistant-launcher').click();
    await expect(page.getByTestId('assistant-log')).toContainText('Jonas Weber');
    await page.getByTestId('assistant-clear').click();
    await expect(page.getByTestId('assistant-log').locator('li')).toHaveCount(0);
    // The conversation is gone; the form guard's record (spec 5) stays, as it does for every form.
    expect(await page.evaluate(() => !Object.keys(sessionStorage).some((key) => key.includes('assistant-conversation')))).toBe(true);
  });

  test('in another language its sources lead to that language\'s pages (they led to /de/de/…, a 404)', async ({ page }) => {
    await page.goto('/de/about');
    await page.getByTestId('assistant-launcher').click();
    const panel = page.getByTestId('assistant-panel');
    const input = panel.getByRole('textbox');
    await input.fill('Wo ist der Hauptsitz?');
    await input.press('Enter');
    const source = panel.locator('li[data-role="assistant"]').last().getByRole('link', { name: /Boston Lab/ });
    await expect(source).toHaveAttribute('href', '/de/facilities/boston-lab');
    await source.click();
    await expect(page).toHaveURL(/\/de\/facilities\/boston-lab$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('/admin/search-qa runs the golden queries against the index: hits, misses, ranks and scores', async ({ page }) => {
  await page.goto('/admin/search-qa');
  const summary = page.getByTestId('search-qa-summary');
  await expect(summary).toContainText(/of \d+ queries have an expected page in the top three/);
  expect(Number(await summary.getAttribute('data-top3'))).toBeGreaterThanOrEqual(0.9);
  expect(await page.getByTestId('search-qa').locator('tbody tr').count()).toBeGreaterThanOrEqual(40);
  // A query typed in another language is run in it, marked in it, and finds its English page.
  const japanese = page.getByRole('rowheader', { name: '量子コンピュータ' });
  await expect(japanese).toHaveAttribute('lang', 'ja');
  await expect(page.locator('tbody tr').filter({ has: japanese })).toHaveAttribute('data-hit', 'true');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('search page with results, dialog and assistant panel open and closed', async ({ page }) => {
      for (const path of ['/search?q=quantum', '/ar/search?q=orion', '/admin/search-qa']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }

      await page.goto('/about');
      await expect(page.locator('[data-search-ready]')).toHaveCount(1);
      await page.keyboard.press('Control+k');
      await page.getByTestId('search-dialog').getByRole('searchbox').fill('quantum');
      await expect(page.getByTestId('search-dialog').getByTestId('search-result').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('search-dialog')).toBeHidden();

      await page.getByTestId('assistant-launcher').click();
      const panel = page.getByTestId('assistant-panel');
      await panel.getByRole('textbox').fill('Where is the headquarters?');
      await panel.getByRole('textbox').press('Enter');
      await expect(panel.locator('li[data-role="assistant"]').last()).toContainText('Cambridge');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
