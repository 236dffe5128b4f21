import { test as base } from '@playwright/test';
import { CONSENT_STORAGE_KEY, REJECT_ALL, createRecord } from '../../lib/consent/record';

// Everything else (expect, the types) is Playwright's own.
export * from '@playwright/test';

/**
 * Playwright's `test` with one option: `test.use({ consentDecided: true })` starts every page with
 * a cookie decision already stored, so the banner never arrives. For tests of other things: the
 * banner comes up on idle with a short fade, and a click that Playwright aimed at a control under it
 * just before can land on the banner instead (CI saw it on /auth). The banner itself is tested in
 * consent.spec.ts and the axe sweep, without this option.
 */
export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [false, { option: true }],
  // `provide` is what Playwright calls `use` (renamed: React's hook lint reads `use(page)` as a hook).
  page: async ({ page, consentDecided }, provide) => {
    if (consentDecided) {
      await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), [CONSENT_STORAGE_KEY, JSON.stringify(createRecord(REJECT_ALL))] as const);
    }
    await provide(page);
  },
});
