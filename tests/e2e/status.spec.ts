import { expect, test } from './fixtures';

/**
 * /status against the production build: where the live results stand, how their time reads in
 * English and Arabic, and, on a build made against the Supabase stand-in (npm test), that the
 * sign-in check really asks the service. The database check and the axe sweep of the page are in
 * forms-api.spec.ts.
 */
const STANDIN_PORT = process.env.SUPABASE_STANDIN_PORT;
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

test.use({ consentDecided: true });

test('the live results come right after the hero, before the text that explains them', async ({ page }) => {
  await page.goto('/status');
  const checks = page.getByTestId('status-checks');
  const explanation = page.getByRole('heading', { name: 'What this page checks' });
  await expect(checks).toBeVisible();
  await expect(explanation).toBeAttached();
  const before = (element: Element, heading: unknown) => Boolean(element.compareDocumentPosition(heading as Node) & Node.DOCUMENT_POSITION_FOLLOWING);
  const handle = await explanation.elementHandle();
  expect(await checks.evaluate(before, handle)).toBe(true);
  // The build facts stay with the results, before the explanations too.
  expect(await page.getByTestId('status-build').evaluate(before, handle)).toBe(true);
});

test('each check shows one time, and the image check is named as the table names it', async ({ page }) => {
  await page.goto('/status');
  const rows = await page.locator('[data-check]').all();
  expect(rows.length).toBeGreaterThan(2);
  for (const row of rows) {
    const text = (await row.textContent()) ?? '';
    // A check that ran shows its one time; one that is not configured did not run and shows none.
    const times = (await row.getAttribute('data-state')) === 'notConfigured' ? 0 : 1;
    expect(text.match(/[\d.]+ ms\b/g)?.length ?? 0, text).toBe(times);
  }
  await expect(page.locator('[data-check="images"]')).toContainText('Image library');
  await expect(page.locator('main')).not.toContainText(/optimi[sz]ation/);
});

test('the time of the checks is a <time>, formatted for the language, never a raw ISO string', async ({ page }) => {
  await page.goto('/status');
  const time = page.getByTestId('status-checks').locator('h2 bdi > time');
  await expect(time).toHaveAttribute('datetime', ISO);
  await expect(time).toContainText('UTC');
  await expect(time).not.toContainText(ISO);

  await page.goto('/ar/status');
  const arabic = page.getByTestId('status-checks');
  await expect(arabic.locator('h2')).toContainText('تم الفحص في');
  await expect(arabic.locator('h2 bdi > time')).toHaveAttribute('datetime', ISO);
  await expect(arabic.locator('h2')).not.toContainText(ISO);
  // The check names and details are English, marked so inside the Arabic page.
  const name = arabic.locator('[data-check="database"]').getByText('Database', { exact: true });
  await expect(name).toHaveAttribute('lang', 'en');
  await expect(name).toHaveAttribute('dir', 'ltr');
});

test('Check again runs the checks anew in place; the page never refreshes itself', async ({ page }) => {
  await page.goto('/status');
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
  const time = page.getByTestId('status-checks').locator('h2 bdi > time');
  const first = await time.getAttribute('datetime');
  // Nothing reloads the results on its own (spec 9: auto-refresh is off everywhere).
  await page.waitForTimeout(1500);
  expect(await time.getAttribute('datetime')).toBe(first);
  const rounds: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/status') && request.headers()['rsc']) rounds.push(request.url());
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(time).not.toHaveAttribute('datetime', first!);
  expect(new Date((await time.getAttribute('datetime'))!).getTime()).toBeGreaterThan(new Date(first!).getTime());
  expect(rounds.length).toBe(1);
  await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
  await expect(page.locator('[data-check="database"]')).toHaveAttribute('data-state', 'operational');
});

test('the sign-in check asks the stand-in for its health', async ({ page }) => {
  test.skip(!STANDIN_PORT, 'needs a build made against the Supabase stand-in (npm run build:test) and SUPABASE_STANDIN_PORT');
  await page.goto('/status');
  const check = page.locator('[data-check="auth"]');
  await expect(check).toHaveAttribute('data-state', 'operational');
  await expect(check).toContainText(/Supabase Auth answered its health check · round trip [\d.]+ ms/);
});
