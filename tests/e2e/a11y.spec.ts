import { expect, type Page, STORED_CONSENT_CHOICE, test } from './fixtures';
import { axeViolations as violations } from './axe';
import { englishPaths, LOCALES, localized } from './site-routes';

/** Routes are split into shards so the sweep runs in parallel. */
const SHARDS = 8;

/**
 * Every BANNER_EVERY-th route of a shard is checked with the cookie banner up (no choice stored),
 * the others with a choice stored. The banner is one fixed component, the same on every route: it
 * arrives on idle, often while axe runs, which makes axe run again, and a route whose run ended
 * before it arrived did not check it at all. Checked for sure on a quarter of the routes (about 60,
 * both themes: the sweep waits until it is up), on a route of every other locale and in
 * consent.spec.ts, the sweep takes about a sixth less time (docs/benchmarks.md, "Test run").
 */
const BANNER_EVERY = 4;

/** Stores a cookie choice for the next page load, or clears it so that the banner comes up. */
async function storeConsentChoice(page: Page, decided: boolean): Promise<void> {
  await page.evaluate(([[key, raw], keep]) => (keep ? localStorage.setItem(key, raw) : localStorage.removeItem(key)), [STORED_CONSENT_CHOICE, decided] as const);
}

type Theme = 'light' | 'dark';
const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/**
 * axe on one route in both themes from a single load: the page opens in one theme, is checked,
 * then follows the system setting to the other and is checked again. Alternating the theme a
 * route opens in covers both a first paint in each theme and the switch, at half the page loads
 * of loading every route twice.
 */
async function sweepBothThemes(page: Page, path: string, first: Theme, withBanner = false): Promise<string[]> {
  const found: string[] = [];
  await page.emulateMedia({ colorScheme: first });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if (withBanner) await expect(page.getByTestId('cookie-banner')).toBeVisible();
  for (const theme of [first, other(first)]) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const violation of await violations(page)) found.push(`${path} (${theme}) ${violation}`);
  }
  return found;
}

test.describe('axe sweep, light and dark themes', () => {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`English routes, shard ${shard + 1} of ${SHARDS}`, async ({ page }) => {
      test.setTimeout(600_000);
      const paths = (await englishPaths()).filter((_, index) => index % SHARDS === shard);
      expect(paths.length).toBeGreaterThan(20);
      const found: string[] = [];
      for (const [index, path] of paths.entries()) {
        // The first route opens a fresh context, with no choice stored: the banner comes up.
        const withBanner = index % BANNER_EVERY === 0;
        if (index > 0) await storeConsentChoice(page, !withBanner);
        found.push(...(await sweepBothThemes(page, path, index % 2 === 0 ? 'light' : 'dark', withBanner)));
      }
      expect(found).toEqual([]);
    });
  }

  test('one route in every other locale', async ({ page }) => {
    test.setTimeout(300_000);
    const samples = ['/', '/about', '/products/quantum', '/blog/not-plankton', '/glossary', '/careers', '/research/quantum-coherence'];
    const found: string[] = [];
    for (const [index, locale] of LOCALES.filter((locale) => locale !== 'en').entries()) {
      const path = localized(locale, samples[index % samples.length] ?? '/');
      found.push(...(await sweepBothThemes(page, path, index % 2 === 0 ? 'dark' : 'light', true)));
    }
    expect(found).toEqual([]);
  });
});
