import { expect, test } from '@playwright/test';

test.describe('languages', () => {
  test('the server renders lang and dir for each locale', async ({ request }) => {
    expect(await (await request.get('/es')).text()).toMatch(/<html[^>]*lang="es"[^>]*dir="ltr"/);
    expect(await (await request.get('/ar')).text()).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(await (await request.get('/zh-TW/about')).text()).toMatch(/<html[^>]*lang="zh-TW"/);
    expect(await (await request.get('/about')).text()).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
  });

  test('pages carry hreflang alternates for every locale plus x-default, and a canonical', async ({ request }) => {
    const html = await (await request.get('/es/about')).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((match) => match[1]);
    expect(alternates).toEqual(expect.arrayContaining(['en', 'es', 'ar', 'zh-TW', 'x-default']));
    expect(alternates).toHaveLength(15);
    // The body of /about is English: its canonical is the English original.
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/about"/>');
    const home = await (await request.get('/es')).text();
    expect(home).toContain('<link rel="canonical" href="http://localhost:3000/es"/>');
  });

  test('English-only content is marked lang="en" inside other locales', async ({ request }) => {
    const html = await (await request.get('/de/about')).text();
    expect(html).toMatch(/<div lang="en" class="container-page mt-12/);
  });

  test('the browser language decides on a first visit; a stored choice wins', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page).toHaveURL(/\/fr\/about$/);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ja', url: page.url() }]);
    await page.goto('/about');
    await expect(page).toHaveURL(/\/ja\/about$/);
    await context.close();
  });

  test('a stored language code that looks like script injection is discarded', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: '<script>alert(1)</script>', url: 'http://localhost:3210' }]);
    const page = await context.newPage();
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});
