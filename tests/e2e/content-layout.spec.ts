import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Layout of the content templates: listings, dates, tables and figure grids, at phone and desktop widths. */
test.use({ consentDecided: true });

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
};

/** The tops of a page's h2 headings, by text, in document order. */
const headingTops = (page: Page) =>
  page.locator('main h2').evaluateAll((headings) => headings.map((heading) => [heading.textContent?.trim() ?? '', heading.getBoundingClientRect().top + scrollY] as const));

test.describe('listings', () => {
  test('the video library lists its videos newest first, under their own heading, before the related pages, and says so in the page contents', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/videos');
    const heading = page.getByRole('heading', { level: 2, name: 'All videos, newest first' });
    await expect(heading).toBeVisible();
    const dates = await page.locator('section[aria-labelledby="all-videos-newest-first"] li time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(4);
    expect(dates).toEqual([...dates].sort().reverse());
    const tops = new Map(await headingTops(page));
    expect(tops.get('All videos, newest first')!).toBeLessThan(tops.get('Related pages')!);
    await expect(page.locator('nav[aria-labelledby="on-this-page"] a[href="#all-videos-newest-first"]')).toHaveCount(1);
  });

  test('the events and the open positions come before the questions about them', async ({ page }) => {
    for (const [path, listing, questions] of [
      ['/events', 'Upcoming events', 'For organizers and press'],
      ['/careers', 'Open positions', 'Questions candidates ask'],
    ] as const) {
      await page.goto(path);
      const order = (await headingTops(page)).map(([text]) => text);
      expect(order).toContain(listing);
      expect({ path, before: order.indexOf(listing) < order.indexOf(questions) }).toEqual({ path, before: true });
    }
  });

  test('a tag\'s posts are listed as the blog lists them, under a heading that says what they are, each with its date', async ({ page }) => {
    await page.goto('/tag/error-correction');
    await expect(page.getByRole('heading', { level: 2, name: 'Articles tagged Error correction' })).toBeVisible();
    const cards = page.locator('section[aria-labelledby="related"] li');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.locator('time').count()).toBe(await cards.count());
  });

  test('dates are written in the reader\'s language, machine-readable underneath', async ({ page }) => {
    const cases = [
      ['/newsroom', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      ['/de/newsroom', /^\d{2}\.\d{2}\.\d{4}$/],
      ['/ja/blog', /^\d{4}\/\d{2}\/\d{2}$/],
    ] as const;
    for (const [path, pattern] of cases) {
      await page.goto(path);
      const time = page.locator('main li time').first();
      expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect({ path, text: await time.textContent() }).toEqual({ path, text: expect.stringMatching(pattern) });
    }
    await page.goto('/events');
    const range = page.locator('main li time').filter({ hasText: '–' });
    expect(await range.count()).toBeGreaterThan(0);
  });
});

test.describe('tables and figures', () => {
  test('on a phone a table\'s caption is read in full above the scrolling table, which it describes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/pricing', '/products/compare']) {
      await page.goto(path);
      const table = page.locator('main table[aria-describedby]').first();
      const caption = page.locator(`[id="${await table.getAttribute('aria-describedby')}"]`);
      await expect(caption).toBeVisible();
      const rect = await box(caption);
      expect({ path, right: rect.x + rect.width <= 390 }).toEqual({ path, right: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });

  test('figure grids leave no empty cells and card grids no lone card at the end of a row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/hubs/quantum', '/team', '/videos', '/about', '/products/quantum']) {
      await page.goto(path);
      // The figures (stats blocks) and the two-column card grids (features and links blocks).
      const gaps = await page.locator('main dl.grid, main ul[class*="nth-child(odd)]:col-span-2"]').evaluateAll((grids) =>
        grids.flatMap((grid) => {
          const items = [...grid.children].map((child) => child.getBoundingClientRect());
          const last = items.at(-1);
          if (!last || items.length < 2) return [];
          // The last item's row must reach the grid's far edge (no empty track after it).
          const outer = grid.getBoundingClientRect();
          return Math.abs(last.right - outer.right) > 2 && Math.abs(last.left - outer.left) > 2 ? [`${grid.className.slice(0, 60)}: ${items.length} items`] : [];
        }),
      );
      expect({ path, gaps }).toEqual({ path, gaps: [] });
    }
  });

  test('the home page\'s figures on a phone: the number above its label, the right column clear of the divider', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const figures = page.locator('main section dl').first().locator(':scope > div');
    for (const index of [0, 1]) {
      const figure = figures.nth(index);
      expect((await box(figure.locator('dd'))).y).toBeLessThan((await box(figure.locator('dt'))).y);
    }
    const right = figures.nth(1);
    const inset = (await box(right.locator('dt'))).x - (await box(right)).x;
    expect(inset).toBeGreaterThanOrEqual(16);
  });
});

test('the not-found page\'s suggestions are cards of one height in a row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/no-such-page-here');
  const heights = await page.locator('section[aria-labelledby="helpful-links"] li > a').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
  expect(heights.length).toBe(4);
  expect(new Set(heights).size).toBe(1);
});
