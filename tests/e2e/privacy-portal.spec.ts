import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { axeViolations } from './axe';

/**
 * The privacy portal (/privacy-portal): make a request, follow it with its reference and email,
 * and (against the Supabase stand-in, as admin-auth.spec.ts) an administrator moving it on.
 *   NEXT_PUBLIC_SUPABASE_URL=http://localhost:54228 NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_standin npm run build
 *   SUPABASE_STANDIN_PORT=54228 PGLITE_DATA_DIR=memory npx playwright test tests/e2e/privacy-portal.spec.ts
 */
const STANDIN_PORT = process.env.SUPABASE_STANDIN_PORT;
const STANDIN = `http://localhost:${STANDIN_PORT}`;
const COOKIE = 'tessellon-auth-token';
const PASSWORD = 'correct-horse-battery';
const REFERENCE = /^P-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

test.use({ consentDecided: true });

/** Each test speaks from its own address, so the per-client rate limits of one never reach another. */
let client = 0;
test.beforeEach(async ({ context }, testInfo) => {
  client += 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${testInfo.workerIndex % 250}.${(client % 250) + 1}` });
});

/** Makes a request through the form; answers its reference. */
async function makeRequest(page: Page, email: string, type = 'delete'): Promise<string> {
  const form = page.getByTestId('privacy-form');
  await form.getByLabel('Request', { exact: true }).selectOption(type);
  await form.getByLabel('Your relationship with us').selectOption('visitor');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Send request' }).click();
  // The first submission may open the embedded database and run its migrations: allow for it.
  const reference = page.getByTestId('form-reference');
  await expect(reference).toHaveText(REFERENCE, { timeout: 30_000 });
  return (await reference.textContent()) ?? '';
}

async function follow(page: Page, reference: string, email: string) {
  const form = page.getByTestId('privacy-status-form');
  await form.getByLabel('Reference number').fill(reference);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Show status' }).click();
}

test.describe('privacy portal', () => {
  test('a request gets a P- reference, the state Received and a target date; it can be followed with the same email only', async ({ page }) => {
    const email = `ada.${Date.now()}@example.com`;
    await page.goto('/privacy-portal');
    const reference = await makeRequest(page, email);
    const success = page.getByTestId('form-success');
    await expect(success).toBeFocused();
    await expect(page.getByTestId('privacy-state')).toHaveText('Received');
    await expect(page.getByTestId('privacy-target').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

    // The email in another case, the reference in lower case: the same request.
    await follow(page, reference.toLowerCase(), email.toUpperCase());
    const status = page.getByTestId('privacy-status');
    await expect(status.getByTestId('privacy-status-state')).toHaveText('Received');
    await expect(status).toContainText(`Request ${reference} · Delete`);
    await expect(status).toContainText('The privacy team acknowledges it within 5 business days.');

    // Another email: the not-found message, and no state.
    await page.getByTestId('privacy-status-form').getByLabel('Email', { exact: true }).fill('eve@example.com');
    await page.waitForTimeout(2100); // the 2-second submit guard
    await page.getByTestId('privacy-status-form').getByRole('button', { name: 'Show status' }).click();
    await expect(page.getByTestId('privacy-not-found')).toHaveText('No request matches this reference and email address. Check both and try again.');
    await expect(page.getByTestId('privacy-status')).toHaveCount(0);
  });

  test('the API answers the same 404 for an unknown reference and for a wrong email', async ({ request }) => {
    const unknown = await request.post('/api/privacy/status', { data: { reference: 'P-ZZZZ-ZZZZ', email: 'ada@example.com' } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error: 'not_found' });
    expect((await request.post('/api/privacy/status', { data: { reference: 'nope', email: 'ada@example.com' } })).status()).toBe(400);
  });

  test('a correction needs details: the error is tied to the field', async ({ page }) => {
    await page.goto('/privacy-portal');
    const form = page.getByTestId('privacy-form');
    await form.getByLabel('Request', { exact: true }).selectOption('correct');
    await form.getByLabel('Your relationship with us').selectOption('customer');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('alert').filter({ hasText: '1 field needs your attention.' })).toBeVisible();
    await expect(form.getByLabel('Details')).toBeFocused();
    await expect(form.getByLabel('Details')).toHaveAccessibleDescription(/Fill in this field\./);
  });

  test('has no axe violations, before and after a request, in both themes', async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/privacy-portal');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByTestId('privacy-form')).toBeVisible();
      await expect(page.getByTestId('privacy-status-form')).toBeVisible();
      expect(await axeViolations(page), `${theme}, before`).toEqual([]);
      const email = `axe.${theme}.${Date.now()}@example.com`;
      const reference = await makeRequest(page, email, 'opt-out');
      await follow(page, reference, email);
      await expect(page.getByTestId('privacy-status')).toBeVisible();
      expect(await axeViolations(page), `${theme}, after`).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------

type Session = { access_token: string; refresh_token: string; expires_at: number; expires_in: number; token_type: string; user: { id: string } };

async function signIn(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post(`${STANDIN}/auth/v1/token?grant_type=password`, { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}
const cookieValue = (session: object) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
async function useSession(context: BrowserContext, session: object) {
  await context.addCookies([{ name: COOKIE, value: cookieValue(session), domain: 'localhost', path: '/', sameSite: 'Lax' }]);
}

test.describe('privacy requests in the admin inbox (Supabase stand-in)', () => {
  test.skip(!STANDIN_PORT, 'needs a build against the Supabase stand-in (SUPABASE_STANDIN_PORT)');

  test('the state endpoint refuses a signed-out caller and a non-administrator', async ({ request }) => {
    expect((await request.patch('/api/admin/privacy', { data: { reference: 'P-AAAA-AAAA', state: 'completed' } })).status()).toBe(403);
    const member = await signIn(request, 'member@tessellon.test');
    const response = await request.patch('/api/admin/privacy', { data: { reference: 'P-AAAA-AAAA', state: 'completed' }, headers: { cookie: `${COOKIE}=${cookieValue(member)}` } });
    expect(response.status()).toBe(403);
  });

  test('an administrator moves a request to In progress, and "Follow a request" then shows it', async ({ page, context, request }) => {
    const email = `grace.${Date.now()}@example.com`;
    await page.goto('/privacy-portal');
    const reference = await makeRequest(page, email, 'access');

    await useSession(context, await signIn(request, 'admin@tessellon.test'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible({ timeout: 30_000 });
    const card = page.locator(`[data-reference="${reference}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('inbox-state')).toHaveText('Received');
    await expect(card).toContainText('Access (right to know)');
    await expect(card).toContainText('Website visitor');
    await card.getByRole('combobox', { name: `Move to ${reference}` }).selectOption('in-progress');
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/privacy' && response.request().method() === 'PATCH');
    await card.getByRole('button', { name: `Save state ${reference}` }).click();
    expect((await saved).status()).toBe(200);
    await expect(card.getByTestId('inbox-state')).toHaveText('In progress');

    await page.goto('/privacy-portal');
    await follow(page, reference, email);
    await expect(page.getByTestId('privacy-status-state')).toHaveText('In progress');
    await expect(page.getByTestId('privacy-status')).toContainText('Your identity is confirmed and we are working on the request.');
  });
});
