import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { englishPaths, fetchPath, LOCALES, localized, spec } from './site-routes';

/** Paths the spec keeps out of search engines (issue 4): utility, personal and tool pages. */
const NOINDEX = ['/auth', '/settings', '/search', '/admin/search-qa', '/generate/mars-hero', '/generate/header-image', '/privacy-portal'];

type JsonLd = { '@type'?: string | string[]; '@graph'?: JsonLd[]; [key: string]: unknown };

function jsonLdBlocks(html: string): JsonLd[] {
  // A block holds one object or an array of them.
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => [JSON.parse(match[1] ?? 'null') as JsonLd | JsonLd[]].flat());
}

function types(blocks: JsonLd[]): string[] {
  return blocks.flatMap((block) => [...(block['@graph'] ?? [block])].flatMap((node) => [node['@type'] ?? []].flat()));
}

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every public page in every locale with hreflang alternates, and no guarded or noindex page', async () => {
    const xml = await (await fetchPath('/sitemap.xml')).text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/', 'http://localhost').pathname || '/'));
    const publicFixed = spec.fixed.filter((path) => !NOINDEX.includes(path));
    for (const locale of LOCALES) {
      const missing = publicFixed.map((path) => localized(locale, path)).filter((path) => !locs.has(path));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
    const leaked = [...locs].filter((path) => spec.guarded.some((guarded) => path.endsWith(guarded)) || NOINDEX.some((noindex) => path.endsWith(noindex)));
    expect(leaked).toEqual([]);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}/g)?.length).toBe(locs.size);
  });

  test('robots.txt points to the sitemap and keeps crawlers out of the admin area', async () => {
    const robots = await (await fetchPath('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    for (const guarded of spec.guarded) expect(robots).toContain(`Disallow: ${guarded}`);
  });

  test('noindex pages say so', async () => {
    for (const path of NOINDEX) {
      const html = await (await fetchPath(path)).text();
      expect({ path, noindex: /<meta name="robots" content="noindex/.test(html) }).toEqual({ path, noindex: true });
    }
  });
});

test.describe('structured data', () => {
  const expected: [string, string[]][] = [
    ['/', ['Organization', 'WebSite']],
    ['/products/quantum', ['BreadcrumbList', 'Product']],
    ['/publications/ai-quantum-error-correction', ['BreadcrumbList', 'ScholarlyArticle']],
    ['/blog/not-plankton', ['BreadcrumbList', 'BlogPosting']],
    ['/newsroom/series-d-funding-2025', ['BreadcrumbList', 'NewsArticle']],
    ['/team/mara-okafor', ['BreadcrumbList', 'Person']],
    ['/careers', ['BreadcrumbList', 'JobPosting']],
    ['/faq', ['BreadcrumbList', 'FAQPage']],
  ];
  for (const [path, wanted] of expected) {
    test(`${path} carries ${wanted.join(' and ')}`, async () => {
      const found = types(jsonLdBlocks(await (await fetchPath(path)).text()));
      for (const type of wanted) expect(found).toContain(type);
    });
  }

  test('a product with no public price is no Product result (one needs an offer), but its page', async () => {
    const found = types(jsonLdBlocks(await (await fetchPath('/products/military')).text()));
    expect(found).toContain('WebPage');
    expect(found).not.toContain('Product');
  });

  test('the home page offers a site search action', async () => {
    const blocks = jsonLdBlocks(await (await fetchPath('/')).text());
    const website = blocks.flatMap((block) => block['@graph'] ?? [block]).find((node) => node['@type'] === 'WebSite');
    expect(JSON.stringify(website?.potentialAction)).toContain('SearchAction');
  });

  test('every JSON-LD block on every English page parses, and every nested page has a breadcrumb trail', async () => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of await englishPaths()) {
      const html = await (await fetchPath(path)).text();
      let blocks: JsonLd[] = [];
      try {
        blocks = jsonLdBlocks(html);
      } catch (error) {
        problems.push(`${path}: ${(error as Error).message}`);
        continue;
      }
      if (path !== '/' && !types(blocks).includes('BreadcrumbList')) problems.push(`${path}: no BreadcrumbList`);
    }
    expect(problems).toEqual([]);
  });
});

test('/favicon.ico is the site\'s icon, for what asks for that address itself (a feed opened in a tab, crawlers), and pages name no other icon for it', async ({ page, request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  // An ICO header (reserved 0, type 1) with its three sizes; it was a 404 page.
  expect([...(await response.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  await page.goto('/about');
  await expect(page.locator('head link[href^="/favicon.ico"]')).toHaveCount(0);
});

test.describe('citations', () => {
  test('a paper names its citation for scholarly indexes and offers it as BibTeX and RIS files, in the reader\'s language', async ({ page }) => {
    await page.goto('/de/publications/cellular-regeneration-2024');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
    await expect(page.locator('head meta[name="citation_title"]')).toHaveAttribute('content', heading ?? '');
    await expect(page.locator('head meta[name="citation_author"]')).toHaveCount(7);
    await expect(page.locator('head meta[name="citation_doi"]')).toHaveAttribute('content', '10.55555/tessellon.2024.011');
    await expect(page.getByText('Zitieren', { exact: true })).toBeVisible();
    const bib = page.getByTestId('cite-bib');
    await expect(bib).toHaveAccessibleName('BibTeX');
    await expect(bib).toHaveAccessibleDescription('Zitation für eine Literaturverwaltung herunterladen');
    const download = page.waitForEvent('download');
    await bib.click();
    expect((await download).suggestedFilename()).toBe('cellular-regeneration-2024.bib');
    for (const [testId, type, line] of [
      ['cite-bib', 'application/x-bibtex', '  doi = {10.55555/tessellon.2024.011},'],
      ['cite-ris', 'application/x-research-info-systems', 'DO  - 10.55555/tessellon.2024.011'],
    ] as const) {
      const response = await page.request.get((await page.getByTestId(testId).getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(`${type}; charset=utf-8`);
      expect((await response.text()).split(/\r?\n/)).toContain(line);
    }
    expect((await page.request.get('/citations/no-such-paper.bib')).status()).toBe(404);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect({ scheme, violations: await axeViolations(page) }).toEqual({ scheme, violations: [] });
    }
    // In Arabic the paper's facts, which are English copy, read left to right as English.
    await page.goto('/ar/publications/cellular-regeneration-2024');
    const panel = page.locator('section[aria-labelledby="abstract"]');
    for (const text of ['Wen-Li Chua', 'Adult human cardiomyocytes', 'Cell Stem Cell', '10.55555/tessellon.2024.011']) {
      await expect(panel.getByText(text).first()).toHaveAttribute('dir', 'ltr');
    }
    await expect(panel.getByText('Adult human cardiomyocytes')).toHaveAttribute('lang', 'en');
  });
});

test.describe('Atom feeds', () => {
  test('the blog and the newsroom name their feed on every page, link to it where a reader sees it, and serve it as Atom', async ({ page }) => {
    const cases = [
      { listing: '/blog', item: '/blog/not-plankton', feed: '/feeds/blog.xml', label: 'Atom feed' },
      { listing: '/ar/newsroom', item: '/ar/newsroom/reykjavik-data-hall-opens', feed: '/feeds/news.xml', label: 'موجز Atom' },
    ];
    for (const { listing, item, feed, label } of cases) {
      for (const path of [listing, item]) {
        const html = await (await fetchPath(path)).text();
        const named = new RegExp(`<link rel="alternate" type="application/atom\\+xml" href="[^"]*${feed.replace('.', '\\.')}" title="Tessellon Research: [^"]+"/>`).test(html);
        expect({ path, named }).toEqual({ path, named: true });
      }
      await page.goto(listing);
      await expect(page.locator(`#follow ~ a[href="${feed}"]`)).toHaveText(label);
      const response = await fetchPath(feed);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
      expect(xml.match(/<entry>/g)?.length).toBeGreaterThan(3);
    }
    expect((await fetchPath('/feeds/other.xml')).status).toBe(404);
  });
});
