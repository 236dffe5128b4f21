import { expect, test } from '@playwright/test';
import { BASE_URL, fetchPath } from './site-routes';

const html = async (path: string) => (await fetchPath(path)).text();

test.describe('languages', () => {
  test('the server renders lang and dir for each locale', async () => {
    expect(await html('/es')).toMatch(/<html[^>]*lang="es"[^>]*dir="ltr"/);
    expect(await html('/ar')).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(await html('/zh-TW/about')).toMatch(/<html[^>]*lang="zh-TW"/);
    expect(await html('/about')).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
  });

  test('pages carry hreflang alternates for every locale plus x-default, and a canonical', async () => {
    const page = await html('/es/about');
    const alternates = [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((match) => match[1]);
    expect(alternates).toEqual(expect.arrayContaining(['en', 'es', 'ar', 'zh-TW', 'x-default']));
    expect(alternates).toHaveLength(15);
    // The body of /about is English: its canonical is the English original.
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/about"/>');
    const home = await html('/es');
    expect(home).toContain('<link rel="canonical" href="http://localhost:3000/es"/>');
  });

  test('English-only content is marked lang="en" inside other locales', async () => {
    expect(await html('/de/about')).toMatch(/<div lang="en" class="container-page mt-12/);
  });

  test('the browser language decides on a first visit; a stored choice wins', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page).toHaveURL(/\/fr\/about$/);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ja', url: BASE_URL }]);
    await page.goto('/about');
    await expect(page).toHaveURL(/\/ja\/about$/);
    await context.close();
  });

  test('a stored language code that looks like script injection is discarded', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: '<script>alert(1)</script>', url: BASE_URL }]);
    const page = await context.newPage();
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});
