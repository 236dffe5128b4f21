import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set the site is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the current page, as "rule: selectors" lines. axe runs directly in
 * the page and keeps only violations: the pages have no frames, and skipping the per-node
 * bookkeeping of passing checks makes a run about five times faster than @axe-core/playwright,
 * which is what lets the sweep cover every route in both themes within the CI budget.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  // Entrance animations (the cookie banner fades up) settle first: a half-transparent text fails
  // contrast. Endless ones (spinners, the loading bar) are left running. The banner arrives on
  // idle or on a click, so it may also start fading in after that wait, while axe runs: then the
  // run is repeated. Settling, running and checking happen in one evaluation, so that no animation
  // can start unseen between them.
  for (let attempt = 1; ; attempt += 1) {
    const { violations, unsettled } = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      let started = false;
      const onStart = () => {
        started = true;
      };
      document.addEventListener('animationstart', onStart, true);
      document.addEventListener('transitionstart', onStart, true);
      const finite = () => document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      started = false;
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      document.removeEventListener('animationstart', onStart, true);
      document.removeEventListener('transitionstart', onStart, true);
      const running = finite().some((animation) => animation.playState === 'running');
      return {
        violations: results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`),
        unsettled: started || running,
      };
    }, AXE_TAGS);
    if (violations.length === 0 || !unsettled || attempt === 3) return violations;
  }
}
