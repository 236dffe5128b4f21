import { expect, test, type Locator } from './fixtures';
import { BASE_URL, fetchPath } from './site-routes';

const html = async (path: string) => (await fetchPath(path)).text();

test.describe('languages', () => {
  test('phone numbers read left to right inside Arabic: the footer and the contact form hint', async ({ page }) => {
    await page.goto('/ar/contact');
    // Where the first and the last character of each number are drawn: "+" must come first, on the left.
    const order = async (locator: Locator, number: string) =>
      locator.evaluate((element, wanted) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const at = text.indexOf(wanted);
          if (at < 0) continue;
          const x = (offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect().left;
          };
          return x(at) < x(at + wanted.length - 1);
        }
        return null;
      }, number);
    expect(await order(page.locator('footer address'), '+1 617 555 0142')).toBe(true);
    // The hint's example keeps its groups together with no-break spaces.
    expect(await order(page.locator('form[data-form="contact"]'), '+971\u00a04\u00a0123\u00a04567')).toBe(true);
  });

  test('without JavaScript, the Arabic contact page\'s fallback gives the phone number left to right', async () => {
    // The <noscript> text as sent: the number in a left-to-right isolate (U+2066 … U+2069).
    expect(await html('/ar/contact')).toMatch(/\u2066<a href="tel:[^"]+" dir="ltr"[^>]*>\+1 617 555 0142<\/a>\u2069/);
  });

  test('without JavaScript, a demo says it needs it instead of promising to load, and a form gives its address and number as links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/demos/orion-9-qpu');
    // Playwright's text queries skip <noscript>; with scripting off its content is ordinary elements.
    const demoNote = page.locator('[data-demo] noscript p');
    await expect(demoNote).toBeVisible();
    await expect(demoNote).toContainText('This demo runs in your browser and needs JavaScript, which is turned off.');
    await page.goto('/de/contact');
    const fallback = page.locator('main noscript p').first();
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Dieses Formular benötigt JavaScript.');
    await expect(fallback.locator('a[href="mailto:hello@tessellon.example"]')).toHaveText('hello@tessellon.example');
    await expect(fallback.locator('a[href^="tel:"]')).toHaveText('+1 617 555 0142');
    await context.close();
  });

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

  test('English-only content is marked lang="en" dir="ltr" inside other locales', async () => {
    const german = await html('/de/about');
    expect(german).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    // The hero's own words; what the page adds under them (an article's byline) is not.
    expect(german).toMatch(/<div class="container-page relative[^"]*"><div lang="en" dir="ltr"><p class="eyebrow/);
    expect(german).toContain('<div lang="en" dir="ltr"><div class="space-y-14">');
    expect(await html('/about')).not.toContain('lang="en" dir="ltr"><div class="space-y-14">');
  });

  test('Japanese breaks lines between phrases ("だから / こそ"), not inside one ("だからこ / そ")', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ja');
    const lines = await page.locator('main p', { hasText: 'だからこそ' }).first().evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('こそ') ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 'こそ'.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    });
    expect(lines).toBe(1);
  });

  test('Korean breaks lines between words, never inside one ("되 / 는")', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ko');
    // Every line of the home page's Korean text starts at a word: after a space, or at the start.
    const splits = await page.locator('main').evaluate((main) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!/[\uAC00-\uD7A3]/.test(text) || (node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '') !== 'ko') continue;
        let top: number | null = null;
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          if (top !== null && rect.top > top + 2 && /[\uAC00-\uD7A3]/.test(text[index - 1] ?? '') && /[\uAC00-\uD7A3]/.test(text[index]!)) found.push(text.slice(Math.max(0, index - 4), index + 4));
          top = rect.top;
        }
      }
      return found;
    });
    expect(splits).toEqual([]);
  });

  test('on a phone, buttons fit their band and the search field shows its whole placeholder, in the longer languages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ru');
    // "Запросить коммерческое предложение" wraps inside its pill instead of running out of the band.
    const out = await page.locator('main .button-row > .btn').evaluateAll((buttons) =>
      buttons.filter((button) => button.scrollWidth > button.clientWidth + 1 || button.getBoundingClientRect().right > button.parentElement!.getBoundingClientRect().right + 1).map((button) => button.textContent),
    );
    expect(out).toEqual([]);
    for (const locale of ['de', 'es', 'fr', 'pt', 'ru']) {
      await page.goto(`/${locale}/search?q=quantum`);
      const room = await page.locator('#site-search').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - context.measureText(input.placeholder).width;
      });
      expect({ locale, fits: room >= 0 }).toEqual({ locale, fits: true });
      // The button is its icon alone, named by its word.
      await expect(page.locator('form[role="search"] button[type="submit"]')).toHaveAccessibleName(/\S/);
    }
  });

  test('in Arabic the blog\'s Previous and Next arrows point along the reading direction', async ({ page }) => {
    await page.goto('/ar/blog/page/2');
    for (const rel of ['prev', 'next']) {
      const link = page.locator(`a[rel="${rel}"]`);
      if (!(await link.count())) continue;
      expect(await link.textContent()).not.toMatch(/[←→]/);
      expect(await link.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toMatch(/^matrix\(-1/);
    }
    await expect(page.locator('a[rel="prev"]')).toHaveCount(1);
  });

  test('on Arabic pages every English block reads left to right, the interface right to left', async ({ page }) => {
    for (const path of ['/ar/products', '/ar/about', '/ar/blog/not-plankton', '/ar/careers', '/ar/blog', '/ar/team']) {
      await page.goto(path);
      const english = await page.locator('main [lang="en"]').evaluateAll((elements) =>
        elements.map((element) => ({ tag: element.tagName, direction: getComputedStyle(element).direction })),
      );
      expect(english.length, path).toBeGreaterThan(0);
      expect(english.filter((element) => element.direction !== 'ltr'), path).toEqual([]);
      // Every paragraph, heading and list item whose nearest language is English inherits it.
      const inherited = await page.locator('main :is(p, h1, h2, h3, li, dd)').evaluateAll((elements) =>
        elements.filter((element) => element.closest('[lang]')?.getAttribute('lang') === 'en').map((element) => getComputedStyle(element).direction),
      );
      expect(inherited.length, path).toBeGreaterThan(0);
      expect(inherited.filter((direction) => direction !== 'ltr'), path).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      if (path === '/ar/blog/not-plankton') {
        // The byline and reading time are Arabic words: read in Arabic, right to left.
        const byline = page.locator('main article').getByText(/بقلم/);
        expect(await byline.evaluate((element) => [element.closest('[lang]')?.getAttribute('lang'), getComputedStyle(element).direction])).toEqual(['ar', 'rtl']);
      }
      expect(await page.locator('main nav[aria-label]').first().evaluate((element) => getComputedStyle(element).direction), path).toBe('rtl');
    }
  });

  test('on an Arabic page of each template, English copy is marked English and the interface\'s Arabic words are not', async ({ page }) => {
    for (const path of ['/ar/about', '/ar/projects/cell-atlas-lucy', '/ar/publications/cellular-regeneration-2024', '/ar/patents/neural-interface-2024', '/ar/team/mara-okafor', '/ar/newsroom/series-d-funding-2025', '/ar/blog/not-plankton', '/ar/products/quantum-chip-v3', '/ar/videos', '/ar/videos/founders-conversation-2025', '/ar/careers', '/ar/events', '/ar/glossary', '/ar/hubs/quantum', '/ar/authors', '/ar/tag/careers', '/ar/category/ai-biology', '/ar/topics/logical-qubit-roadmap']) {
      await page.goto(path);
      const { english, arabic } = await page.locator('main').evaluate((main) => {
        const found = { english: [] as string[], arabic: [] as string[] };
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const element = node.parentElement;
          if (!element || element.closest('script, style, noscript, [aria-hidden="true"], [hidden]')) continue;
          const lang = element.closest('[lang]')?.getAttribute('lang');
          // A run of three Latin words outside English (a product name alone, "Orion-9", may sit in Arabic)...
          if (/[A-Za-z]{3,}[,.:;]?\s+[A-Za-z]{2,}[,.:;]?\s+[A-Za-z]{3,}/.test(text) && lang !== 'en') found.english.push(text.slice(0, 60));
          // ...and Arabic words inside English, where a screen reader would read them with an English voice.
          if (/[\u0600-\u06FF]/.test(text) && lang === 'en') found.arabic.push(text.slice(0, 60));
        }
        return found;
      });
      expect({ path, english, arabic }).toEqual({ path, english: [], arabic: [] });
    }
    // An Arabic heading over an English list starts where the list does, not at the far edge.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/team/mara-okafor');
    const heading = page.getByRole('heading', { level: 2, name: 'التعليم' });
    const list = page.locator('section').filter({ has: heading }).locator('ul');
    const textStart = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().x;
    });
    expect(Math.abs(textStart - ((await list.boundingBox())?.x ?? 999))).toBeLessThan(2);
  });

  test("a product page's interface words are translated, its copy marked English, its price isolated", async () => {
    const german = await html('/de/products/quantum');
    // React separates adjacent text with <!-- --> in the HTML.
    expect(german).toMatch(/Verfügbarkeit(<!-- -->)?: (<!-- -->)?Lieferbar/);
    expect(german).not.toContain('In Stock');
    // The product code's label is the interface's word too.
    expect(german).toMatch(/Artikelnummer(<!-- -->)? <span class="font-mono">/);
    expect(german).not.toContain('SKU');
    // The breadcrumb names the section as the header does; the page's own name stays English.
    expect(german).toMatch(/<a[^>]*href="\/de\/products"[^>]*>Produkte<\/a>/);
    expect(german).toMatch(/<span[^>]*lang="en"[^>]*>Quantum computing hardware and software<\/span>/);
    // A page the footer names is named as the footer does: "ブログ", not "Blog", above a Japanese post or tag page.
    for (const path of ['/ja/blog/not-plankton', '/ja/tag/careers']) expect(await html(path)).toMatch(/<nav aria-label="[^"]+" class="container-page[^>]*>.*?<a[^>]*href="\/ja\/blog"[^>]*>ブログ<\/a>/);
    // A tag page's title is the interface's phrase in the page's language.
    expect(await html('/de/tag/careers')).toContain('<title>Artikel mit dem Schlagwort Careers | ');
    const arabic = await html('/ar/products/quantum');
    expect(arabic).toMatch(/<bdi>[^<]*4[,٬]?900[^<]*<\/bdi>|<bdi>[^<]*٤٬?٩٠٠[^<]*<\/bdi>/);
    // "USD" isolated left to right: in right-to-left text "US$" had its "$" on the wrong side ("$US").
    expect(arabic).toMatch(/<bdi>[^<]*\u2066USD\u2069[^<]*<\/bdi>/);
    // A figure with its unit keeps its order on the Arabic home page ("3.1 GW", not "GW 3.1").
    expect(await html('/ar')).toMatch(/<dd[^>]*>(<!-- -->)?<bdi>[^<]*GW<\/bdi><\/dd>/);
  });

  test('Arabic and Hindi labels are not letter-spaced (it would pull joined letters apart)', async ({ page }) => {
    const spacing = async (path: string) => {
      await page.goto(path);
      return page.locator('#site-footer h2.eyebrow').first().evaluate((element) => getComputedStyle(element).letterSpacing);
    };
    expect(await spacing('/about')).not.toBe('normal');
    expect(await spacing('/ar/about')).toBe('normal');
    expect(await spacing('/hi/about')).toBe('normal');
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

  test('a browser language that looks like script injection is discarded, and the others still count', async () => {
    for (const [header, location] of [
      ['de,<script>;q=0.5', '/de/about'],
      ['<script>,es;q=0.5', '/es/about'],
      ['zz-ZZ,ja;q=0.8', '/ja/about'],
    ] as const) {
      const response = await fetchPath('/about', { headers: { 'accept-language': header } });
      expect({ header, status: response.status, location: response.headers.get('location') }).toEqual({ header, status: 307, location });
    }
    const injected = await fetchPath('/about', { headers: { 'accept-language': '<script>alert(1)</script>' } });
    expect(injected.status).toBe(200);
  });

  test('a plain visit sets no cookie, in any language and on a 404', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    for (const path of ['/', '/about', '/es/about', '/ja/blog', '/no-such-page', '/es/no-such-page']) {
      const response = await context.request.get(`${BASE_URL}${path}`, { maxRedirects: 0, headers: { 'sec-fetch-dest': 'document' } });
      expect({ path, status: response.status() < 500, setCookie: response.headers()['set-cookie'] ?? null }).toEqual({ path, status: true, setCookie: null });
    }
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});

