import { test as base, expect } from '@playwright/test';
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
/** A stored cookie choice (reject all) as localStorage holds it: key and value. */
export const STORED_CONSENT_CHOICE = [CONSENT_STORAGE_KEY, JSON.stringify(createRecord(REJECT_ALL))] as const;

export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [false, { option: true }],
  // `provide` is what Playwright calls `use` (renamed: React's hook lint reads `use(page)` as a hook).
  page: async ({ page, consentDecided }, provide) => {
    if (consentDecided) {
      await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), STORED_CONSENT_CHOICE);
    }
    // A message the page asked for and did not have renders as its raw key ("Cookie.essential"):
    // next-intl reports it on the console, and any test that meets one fails.
    const missingMessages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /MISSING_MESSAGE|INSUFFICIENT_PATH|FORMATTING_ERROR/.test(message.text())) missingMessages.push(`${page.url()}: ${message.text().split('\n')[0]}`);
    });
    await provide(page);
    expect(missingMessages, 'messages missing from the page').toEqual([]);
  },
});
