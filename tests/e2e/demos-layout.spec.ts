import { openDemo } from './demo-page';
import { expect, test } from './fixtures';

test.use({ consentDecided: true });

/**
 * A demo's placeholder reserves the demo's own height (lib/demos/registry.ts), so nothing below it
 * moves when its chunk arrives: the page's cumulative layout shift stays near zero at phone and
 * desktop widths.
 */
const demoPages = [
  '/demo/quantum-computing',
  '/demo/secure-communications',
  '/demo/space-navigation',
  '/demo/green-technology',
  '/demo/ai-biotechnology',
  '/generate/mars-hero',
  '/generate/header-image',
  ...['orion-9-qpu', 'athena-clinical', 'genovax', 'px-phantom', 'heraos', 'aetherion', 'echonet', 'lucy', 'phantom', 'helios-autonomy'].map((slug) => `/demos/${slug}`),
];

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
])
  test.describe(`demo placeholders hold their place (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test(`no layout shift when each demo arrives (${viewport.name})`, async ({ page }) => {
      test.setTimeout(180_000);
      const shifts: string[] = [];
      for (const path of demoPages) {
        await page.addInitScript(() => {
          (window as unknown as { __cls: number }).__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await openDemo(page, path);
        await page.waitForTimeout(300);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        if (cls >= 0.02) shifts.push(`${path}: CLS ${cls.toFixed(3)}`);
      }
      expect(shifts).toEqual([]);
    });
  });

test.describe('bar chart labels on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Orion-9's T1 histogram labelled ten bins "194 µs"… over 23 px bands, and at 390 px they ran together.
  test('no two category labels that are shown overlap', async ({ page }) => {
    const overlaps: string[] = [];
    for (const path of ['/demos/orion-9-qpu', '/demos/echonet', '/demos/helios-autonomy']) {
      const demo = await openDemo(page, path);
      await expect(demo.locator('svg text[data-category]').first()).toBeAttached();
      const found = await demo.locator('svg').evaluateAll((svgs) =>
        svgs.flatMap((svg) => {
          const boxes = Array.from(svg.querySelectorAll('text[data-category]'))
            .filter((text) => text.textContent && getComputedStyle(text).visibility !== 'hidden')
            .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }));
          return boxes.slice(1).flatMap((label, index) => {
            const before = boxes[index];
            return before && before.box.right > label.box.left + 0.5 ? [`${svg.getAttribute('aria-label')}: "${before.text}" / "${label.text}"`] : [];
          });
        }),
      );
      overlaps.push(...found.map((overlap) => `${path}: ${overlap}`));
    }
    expect(overlaps).toEqual([]);
  });
});
