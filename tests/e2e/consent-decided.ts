import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, REJECT_ALL, createRecord } from '../../lib/consent/record';

/**
 * Starts the page with a cookie decision already stored, so the banner never arrives. For tests of
 * other things: the banner comes up on idle with a short fade, and a click that Playwright aimed
 * at a control under it just before can land on the banner instead (CI saw it on /auth).
 */
export async function withConsentDecided(page: Page): Promise<void> {
  await page.addInitScript(([key, raw]) => localStorage.setItem(key, raw), [CONSENT_STORAGE_KEY, JSON.stringify(createRecord(REJECT_ALL))] as const);
}
