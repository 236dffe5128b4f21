import { expect, type Locator, type Page } from '@playwright/test';

/** Goes to a demo page and waits until its demo has loaded its code and says it is ready. */
export async function openDemo(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const demo = page.locator('[data-demo]');
  await expect(demo).toHaveAttribute('data-demo-state', 'ready', { timeout: 30_000 });
  return demo;
}

/** The number in a figure as shown: "310 µs" → 310, "-0.42" → -0.42 (everything but digits, "." and "-" dropped). */
export const numberIn = (text: string | null): number => Number((text ?? '').replace(/[^0-9.\-]/g, ''));
