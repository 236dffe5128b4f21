import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { numberIn, openDemo } from './demo-page';

test.use({ consentDecided: true });

/** The technology demos and image generators, operated as a visitor would (keyboard included). */

test.describe('technology demos', () => {
  test('surface code: a keyboard-run sweep shows the curves crossing near the code-capacity threshold', async ({ page }) => {
    test.setTimeout(120_000);
    const demo = await openDemo(page, '/demo/quantum-computing');
    await demo.getByLabel('Trials per point').focus();
    await page.keyboard.press('ArrowDown'); // 1,000 -> 2,000
    await expect(demo.getByLabel('Trials per point')).toHaveValue('2000');
    await page.keyboard.press('ArrowUp'); // back to 1,000: enough trials for a stable crossing
    await expect(demo.getByLabel('Trials per point')).toHaveValue('1000');
    await demo.getByRole('button', { name: 'Run' }).focus();
    await page.keyboard.press('Enter');
    await expect(demo.getByText('Done', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(demo.getByTestId('progress')).toHaveText('100%');
    await expect(demo.getByTestId('trials')).toHaveText('24,000');
    const threshold = numberIn(await demo.getByTestId('threshold').textContent());
    expect(threshold).toBeGreaterThan(5);
    expect(threshold).toBeLessThan(14);
    await expect(demo.getByTestId('surface-table').locator('tbody tr')).toHaveCount(8);
    await expect(page.getByRole('status').filter({ hasText: 'Finished 24,000 trials' })).toHaveCount(1);
    const caption = await demo.locator('figcaption').last().textContent();
    await demo.getByRole('button', { name: 'Step' }).press('Enter');
    await expect(demo.locator('figcaption').last()).not.toHaveText(caption ?? '');
  });

  // Lowest 20 % and highest 2 % ran silently (as 2 to 15 %) while the fields read 15 and 2.
  test('surface code: a range whose lowest rate is not below its highest is refused, with the reason at the field', async ({ page }) => {
    const demo = await openDemo(page, '/demo/quantum-computing');
    const lowest = demo.getByLabel('Lowest error rate');
    await lowest.fill('20');
    await demo.getByLabel('Highest error rate').fill('2');
    await expect(lowest).toHaveAttribute('aria-invalid', 'true');
    await expect(lowest).toHaveAccessibleDescription('The lowest error rate must be below the highest.');
    await expect(demo.getByRole('button', { name: 'Run' })).toBeDisabled();
    await lowest.fill('1');
    await expect(lowest).not.toHaveAttribute('aria-invalid');
    await expect(demo.getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  test('hybrid handshake: encrypts the visitor message and shows which attacks break which mode', async ({ page }) => {
    const demo = await openDemo(page, '/demo/secure-communications');
    await expect(demo.getByTestId('decrypted')).toHaveText('Open breaker 7 at 14:00');
    await expect(demo.getByTestId('bytes')).toHaveText('2,336');
    await expect(demo.getByTestId('agree')).toHaveText('Agree');
    await demo.getByLabel('Message to encrypt').fill('');
    await demo.getByLabel('Message to encrypt').pressSequentially('Close valve 3');
    await page.keyboard.press('Tab');
    await expect(demo.getByRole('button', { name: 'Run' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.getByTestId('decrypted')).toHaveText('Close valve 3');
    await expect(demo.getByText('Encrypted message + tag (29 bytes)')).toBeVisible(); // 13 bytes + 16-byte tag
    await expect(demo.getByTestId('kem-ciphertext')).toBeVisible();
    await expect(demo.getByText('ML-KEM-768 ciphertext (1,088 bytes)')).toBeVisible();

    await demo.getByLabel('Break X25519').focus();
    await page.keyboard.press('Space');
    await expect(demo.getByTestId('attacker')).toHaveText(/session holds/);
    await demo.getByLabel('Break ML-KEM').press('Space');
    await expect(demo.getByTestId('attacker')).toHaveText(/recovers the session key/);
    await expect(demo.getByText(/Attacker's decryption: Close valve 3/)).toBeVisible();

    await demo.getByLabel('Break ML-KEM').press('Space');
    await demo.getByLabel('Mode').selectOption('classical');
    await expect(demo.getByTestId('bytes')).toHaveText('64');
    await expect(demo.getByTestId('attacker')).toHaveText(/recovers the session key/);
  });

  test('pulsar navigation: stepping through observations shrinks the error ellipse', async ({ page }) => {
    const demo = await openDemo(page, '/demo/space-navigation');
    await demo.getByRole('button', { name: 'Reset' }).press('Enter');
    await expect(demo.getByTestId('used')).toHaveText('0 of 5');
    const prior = numberIn(await demo.getByTestId('ellipse-minor').textContent());
    await demo.getByRole('button', { name: 'Step' }).press('Enter');
    await expect(demo.getByTestId('used')).toHaveText('1 of 5');
    const afterOne = numberIn(await demo.getByTestId('ellipse-minor').textContent());
    expect(afterOne).toBeLessThanOrEqual(prior); // one pulsar mixes position with the unknown clock offset
    await demo.getByRole('button', { name: 'Step' }).press('Enter');
    await demo.getByRole('button', { name: 'Step' }).press('Enter');
    await expect(demo.getByTestId('used')).toHaveText('3 of 5');
    expect(numberIn(await demo.getByTestId('ellipse-minor').textContent())).toBeLessThan(prior / 100);
    await demo.getByRole('button', { name: 'Run' }).press('Enter');
    await expect(demo.getByTestId('used')).toHaveText('5 of 5');
    const major = numberIn(await demo.getByTestId('ellipse-major').textContent());
    expect(major).toBeLessThan(20); // km: five pulsars for an hour each
    await demo.getByLabel('Crab (B0531+21)').press('Space');
    await expect(demo.getByTestId('used')).toHaveText('4 of 4');
    await demo.getByLabel('Ground radio tracking pass').press('Space');
    await expect(demo.getByTestId('used')).toHaveText('5 of 5');
  });

  test('dispatch: the battery raises revenue, and without one both figures agree', async ({ page }) => {
    const demo = await openDemo(page, '/demo/green-technology');
    const withBattery = numberIn(await demo.getByTestId('revenue-with').textContent());
    const without = numberIn(await demo.getByTestId('revenue-without').textContent());
    expect(withBattery).toBeGreaterThan(without);
    await demo.getByLabel('Battery energy').focus();
    await page.keyboard.press('Home');
    await expect(demo.getByTestId('revenue-with')).toHaveText((await demo.getByTestId('revenue-without').textContent()) ?? '');
    await expect(demo.getByTestId('cycles')).toHaveText('0.00');
    await page.keyboard.press('End');
    await expect.poll(async () => numberIn(await demo.getByTestId('revenue-with').textContent())).toBeGreaterThan(without);
    await demo.getByRole('button', { name: 'Step' }).press('Enter');
    await expect(demo.getByTestId('cursor')).toHaveText(/Played to 01:00/);
  });

  test('design loop: a keyboard-run loop beats random screening and reveals the optimum', async ({ page }) => {
    const demo = await openDemo(page, '/demo/ai-biotechnology');
    await demo.getByLabel('Rounds').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // 4 rounds
    await demo.getByRole('button', { name: 'Step' }).press('Enter');
    await expect(demo.getByTestId('round')).toHaveText('1 of 4');
    await demo.getByRole('button', { name: 'Run' }).press('Enter');
    await expect(demo.getByTestId('optimum')).not.toHaveText('?', { timeout: 30_000 });
    await expect(demo.getByTestId('round')).toHaveText('4 of 4');
    const optimum = numberIn(await demo.getByTestId('optimum').textContent());
    const guided = numberIn(await demo.getByTestId('guided-best').textContent());
    expect(guided).toBeGreaterThan(0.4);
    expect(optimum).toBeGreaterThan(guided);
    await expect(demo.getByTestId('best-sequence')).toHaveText(/^[ACDEFGHIKLMNPQRSTVWY]{40}$/);
  });
});

test.describe('image generators', () => {
  test('Mars hero: renders with the site drawing and downloads a PNG named after the seed', async ({ page }) => {
    const demo = await openDemo(page, '/generate/mars-hero');
    await demo.getByLabel('Seed').fill('42');
    await demo.getByLabel('Size').selectOption('1200');
    await expect(demo.getByTestId('mars-preview')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    const downloading = page.waitForEvent('download');
    await demo.getByRole('button', { name: 'Download PNG' }).press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tessellon-mars-hero-seed-42-1200.png');
    const file = readFileSync((await download.path()) ?? '');
    expect(file.subarray(1, 4).toString()).toBe('PNG');
    expect(file.readUInt32BE(16)).toBe(1200); // IHDR width
    expect(file.readUInt32BE(20)).toBe(600);
    await expect(demo.getByTestId('download-status')).toHaveText(/1200 × 600 PNG/);
  });

  test('header image: brand rules are enforced in the form and on the server; the PNG comes from the card route', async ({ page, request }) => {
    const demo = await openDemo(page, '/generate/header-image');
    await demo.getByLabel('Headline').fill('Officially approved qubits');
    await expect(demo.getByTestId('problems')).toContainText('imply an endorsement');
    await expect(demo.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await demo.getByLabel('Headline').fill('Pulsar timing on the lunar gateway');
    await demo.getByLabel('Discipline').selectOption('space');
    await expect(demo.getByTestId('problems')).toHaveCount(0);
    const preview = demo.getByTestId('header-preview');
    await expect(preview).toHaveAttribute('src', /section=space/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 }).toBe(1200);
    const downloading = page.waitForEvent('download');
    await demo.getByRole('button', { name: 'Download PNG' }).press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tessellon-header-space-11-1200.png');
    const file = readFileSync((await download.path()) ?? '');
    expect(file.readUInt32BE(16)).toBe(1200);
    expect(file.readUInt32BE(20)).toBe(630);

    const refused = await request.get('/api/og?section=space&title=Certified%20by%20Tessellon');
    expect(refused.status()).toBe(400);
    expect((await refused.json()).problems[0]).toMatch(/endorsement/);
    // The card's typeface draws Latin and Cyrillic only: other scripts are refused, not drawn as tofu.
    const cyrillic = await request.get(`/api/og?section=space&title=${encodeURIComponent('Квантовые вычисления')}`);
    expect(cyrillic.status()).toBe(200);
    const arabic = await request.get(`/api/og?section=space&title=${encodeURIComponent('الحوسبة الكمومية')}`);
    expect(arabic.status()).toBe(400);
    expect((await arabic.json()).problems[0]).toMatch(/Latin or Cyrillic/);
  });
});

test.describe('demo pages in other languages', () => {
  test('control words are translated and marked with their language and direction', async ({ page }) => {
    const demo = await openDemo(page, '/de/demo/green-technology');
    const reset = demo.getByRole('button', { name: 'Zurücksetzen' });
    await expect(reset).toHaveAttribute('lang', 'de');
    const ar = await openDemo(page, '/ar/demo/space-navigation');
    await expect(ar.getByRole('button', { name: 'خطوة' })).toHaveAttribute('dir', 'rtl');
  });
});

const demoPages = ['/demo/quantum-computing', '/demo/secure-communications', '/demo/space-navigation', '/demo/green-technology', '/demo/ai-biotechnology', '/generate/mars-hero', '/generate/header-image'];

for (const theme of ['light', 'dark'] as const)
  test.describe(`demo pages pass axe, ${theme}`, () => {
    test.use({ colorScheme: theme });
    test(`all demo pages with their demo loaded (${theme})`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const path of demoPages) {
        await openDemo(page, path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        // The charts' data tables open, so that axe checks them too.
        await page.locator('[data-testid="chart-data"]').evaluateAll((folds) => folds.forEach((fold) => ((fold as HTMLDetailsElement).open = true)));
        for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
      }
      expect(found).toEqual([]);
    });
  });
