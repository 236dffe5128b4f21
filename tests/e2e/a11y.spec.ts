import { expect, test } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { englishPaths, LOCALES, localized } from './site-routes';

/** Routes are split into shards so the sweep runs in parallel. */
const SHARDS = 6;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe sweep, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (let shard = 0; shard < SHARDS; shard++) {
      test(`English routes, shard ${shard + 1} of ${SHARDS}`, async ({ page }) => {
        test.setTimeout(600_000);
        const paths = (await englishPaths()).filter((_, index) => index % SHARDS === shard);
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          await expect(page.locator('html')).toHaveClass(new RegExp(theme));
          for (const violation of await violations(page)) found.push(`${path} ${violation}`);
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
        await page.goto(path);
        for (const violation of await violations(page)) found.push(`${path} ${violation}`);
      }
      expect(found).toEqual([]);
    });
  });
}
