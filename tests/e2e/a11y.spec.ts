import { expect, type Page, test } from './fixtures';
import { axeViolations as violations } from './axe';
import { englishPaths, LOCALES, localized } from './site-routes';

/** Routes are split into shards so the sweep runs in parallel. */
const SHARDS = 8;

type Theme = 'light' | 'dark';
const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/**
 * axe on one route in both themes from a single load: the page opens in one theme, is checked,
 * then follows the system setting to the other and is checked again. Alternating the theme a
 * route opens in covers both a first paint in each theme and the switch, at half the page loads
 * of loading every route twice.
 */
async function sweepBothThemes(page: Page, path: string, first: Theme): Promise<string[]> {
  const found: string[] = [];
  await page.emulateMedia({ colorScheme: first });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
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
      for (const [index, path] of paths.entries()) found.push(...(await sweepBothThemes(page, path, index % 2 === 0 ? 'light' : 'dark')));
      expect(found).toEqual([]);
    });
  }

  test('one route in every other locale', async ({ page }) => {
    test.setTimeout(300_000);
    const samples = ['/', '/about', '/products/quantum', '/blog/not-plankton', '/glossary', '/careers', '/research/quantum-coherence'];
    const found: string[] = [];
    for (const [index, locale] of LOCALES.filter((locale) => locale !== 'en').entries()) {
      const path = localized(locale, samples[index % samples.length] ?? '/');
      found.push(...(await sweepBothThemes(page, path, index % 2 === 0 ? 'dark' : 'light')));
    }
    expect(found).toEqual([]);
  });
});
