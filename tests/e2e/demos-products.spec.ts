import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { numberIn, openDemo } from './demo-page';

test.use({ consentDecided: true });

/** The ten product demos and /interactive-tools, operated as a visitor would (keyboard included). */

test.describe('product demos', () => {
  test('Orion-9 calibration map: the published medians, a keyboard cursor across the chip and colouring by measure', async ({ page }) => {
    const demo = await openDemo(page, '/demos/orion-9-qpu');
    await expect(demo.getByTestId('median-t1')).toHaveText('310 µs');
    await expect(demo.getByTestId('median-fidelity')).toHaveText('99.82%');
    const map = demo.getByTestId('calibration-map');
    const detail = demo.getByTestId('calibration-detail');
    await expect(detail).toContainText('Qubit Q0, tile 1, row 1, column 1');
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(detail).toContainText('Qubit Q17, tile 1, row 2, column 2');
    await page.keyboard.press('End');
    await expect(detail).toContainText('Qubit Q31, tile 2, row 2, column 16');
    await expect(detail).toContainText(/Couplers, worst first: Q\d+ 99\.\d\d%/);
    await expect(page.getByRole('status').filter({ hasText: 'Qubit Q31' })).toHaveCount(1);
    // The qubits' colours (the couplers' and outlines' circles are not filled).
    const fills = () => map.locator('circle:not([fill="none"])').evaluateAll((circles) => circles.map((circle) => circle.getAttribute('fill')));
    const before = await fills();
    expect(before.length).toBeGreaterThan(100);
    expect(before.every((fill) => /var\(--/.test(fill ?? ''))).toBe(true);
    await demo.getByLabel('Color qubits by').selectOption('readoutError');
    await expect(demo.locator('figure svg[aria-label^="Distribution of Readout error"]')).toHaveCount(1);
    // Another measure colours the chip differently: many qubits change colour, still from the palette.
    const after = await fills();
    expect(after.every((fill) => /var\(--/.test(fill ?? ''))).toBe(true);
    expect(after.filter((fill, index) => fill !== before[index]).length).toBeGreaterThan(10);
    await expect(demo.getByTestId('calibration-summary').locator('tbody tr')).toHaveCount(4);
    await demo.getByLabel('Show couplers (two-qubit fidelity)').uncheck();
    await expect(map.locator('line[stroke-linecap="round"]')).toHaveCount(0);
  });

  test('Orion-9: Bell pair, GHZ preset, a gate added from the keyboard, sampled shots and the GHZ budget', async ({ page }) => {
    const demo = await openDemo(page, '/demos/orion-9-qpu');
    const table = demo.getByTestId('amplitudes');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').first()).toContainText('|00⟩');
    await expect(table.locator('tbody tr').first()).toContainText('0.5000');
    await expect(table.locator('tbody tr').last()).toContainText('|11⟩');
    await demo.getByRole('button', { name: 'GHZ state' }).press('Enter');
    await expect(demo.getByTestId('circuit').locator('li')).toHaveCount(3);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').last()).toContainText('|111⟩');
    // Keyboard: choose X on q2 and add it: |000> + |111> becomes |100> + |011>.
    await demo.getByLabel('Gate', { exact: true }).selectOption('X');
    await demo.getByLabel('Target qubit').selectOption('2');
    await demo.getByRole('button', { name: 'Add gate' }).press('Enter');
    await expect(table.locator('tbody tr').first()).toContainText('|011⟩');
    await expect(table.locator('tbody tr').last()).toContainText('|100⟩');
    await demo.getByRole('button', { name: 'Sample 1,000 shots' }).press('Enter');
    await expect(demo.getByTestId('shots')).toHaveText(/^011: \d+ · 100: \d+$/);
    await demo.getByRole('button', { name: 'Measure target' }).press('Enter');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('1.0000');
    const f64 = numberIn(await demo.getByTestId('ghz-64').textContent());
    expect(f64).toBeGreaterThan(0.3);
    expect(f64).toBeLessThan(0.5);
    await demo.getByLabel('Two-qubit gate fidelity').focus();
    await page.keyboard.press('End');
    await expect.poll(async () => numberIn(await demo.getByTestId('ghz-64').textContent())).toBeGreaterThan(f64);
  });

  test('Athena Clinical: sample size for d = 0.5, proportions, and 10,000 simulated trials', async ({ page }) => {
    const demo = await openDemo(page, '/demos/athena-clinical');
    await expect(demo.getByTestId('n1')).toHaveText('63');
    await expect(demo.getByTestId('enrolled')).toHaveText('140');
    await demo.getByLabel('Primary endpoint').selectOption('proportions');
    await expect(demo.getByTestId('n1')).toHaveText('93');
    await expect(demo.getByTestId('enrolled')).toHaveText('208');
    await demo.getByLabel('Target power').focus();
    await page.keyboard.press('ArrowRight'); // 81%
    await expect.poll(async () => numberIn(await demo.getByTestId('n1').textContent())).toBeGreaterThan(93);
    await demo.getByRole('button', { name: 'Reset' }).press('Enter');
    await demo.getByRole('button', { name: 'Run' }).press('Enter');
    await expect(demo.getByTestId('simulation')).toHaveText(/10,000 simulated trials with 140 enrolled: (7[6-9]|8[0-4])\.\d% reach significance; with no true effect, [3-6]\.\d% do/, { timeout: 30_000 });
  });

  test('GenovaX: the insulin example and a pasted textbook sequence', async ({ page }) => {
    const demo = await openDemo(page, '/demos/genovax');
    await expect(demo.getByTestId('length')).toHaveText('333');
    await expect(demo.getByTestId('gc')).toHaveText('64.6%');
    await expect(demo.getByTestId('orf-table').locator('tbody tr').first()).toContainText('+1');
    await demo.getByLabel('DNA sequence (plain or FASTA)').fill('>textbook\nATGGCCATTGTAATGGGCCGCTGAAAGGGTGCCCGATAG');
    await expect(demo.getByTestId('length')).toHaveText('39');
    await expect(demo.getByTestId('gc')).toHaveText('56.4%');
    await expect(demo.getByTestId('protein')).toHaveText('MAIVMGR*KGAR*');
    await expect(demo.getByTestId('revcomp')).toHaveText('CTATCGGGCACCCTTTCAGCGGCCCATTACAATGGCCAT');
    await demo.getByLabel('Reading frame to translate').selectOption('-1');
    await expect(demo.getByTestId('protein')).toHaveText('LSGTLSAAHYNGH');
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('PX Phantom: a finger dragged along a row paints every cell it crosses, not only the first', async ({ page, context }) => {
      const demo = await openDemo(page, '/demos/px-phantom');
      await demo.getByRole('button', { name: 'Clear obstacles' }).tap();
      await expect(demo.getByTestId('walls')).toHaveText('0');
      const grid = demo.getByTestId('grid').locator('svg');
      await grid.scrollIntoViewIfNeeded();
      const box = (await grid.boundingBox())!;
      // The chart is 24 by 14 cells; drag along row 2 from column 3 to column 9.
      const cell = (x: number, y: number) => ({ x: box.x + ((x + 0.5) * box.width) / 24, y: box.y + ((y + 0.5) * box.height) / 14 });
      const touch = await context.newCDPSession(page);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [cell(2, 1)] });
      for (let x = 3; x <= 8; x++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [cell(x, 1)] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(demo.getByTestId('walls')).toHaveText('7');
    });
  });

  test('PX Phantom: A* route length; obstacles drawn from the keyboard can cut off the destination', async ({ page }) => {
    const demo = await openDemo(page, '/demos/px-phantom');
    await expect(demo.getByTestId('path-length')).toHaveText('30');
    await demo.getByRole('button', { name: 'Clear obstacles' }).press('Enter');
    await expect(demo.getByTestId('path-length')).toHaveText('22');
    const grid = demo.getByTestId('grid');
    await grid.focus();
    // Cursor starts at column 5, row 5; walk to (21,6) and wall the destination (22,6) in.
    for (let i = 0; i < 17; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(demo.getByTestId('walls')).toHaveText('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(demo.getByTestId('walls')).toHaveText('4');
    await expect(demo.getByTestId('path-length')).toHaveText('No route');
    await expect(page.getByRole('status').filter({ hasText: 'No route' })).toHaveCount(1);
    await page.keyboard.press('Space'); // reopen (22,7): in along row 7
    await expect(demo.getByTestId('path-length')).toHaveText('22');
    await demo.getByLabel('Allow diagonal moves').press('Space');
    await expect(demo.getByTestId('path-length')).toHaveText(/^\d+\.\d\d$/);
  });

  test('HeraOS: wheel failure recovered; sensor fault rejected; without the rule the burn aborts', async ({ page }) => {
    const demo = await openDemo(page, '/demos/heraos');
    await expect(demo.getByTestId('outcome')).toContainText('three wheels plus thrusters');
    await expect(demo.getByTestId('timeline')).toContainText('Monitor flags wheel 3');
    const fast = numberIn(await demo.getByTestId('detection').textContent());
    await demo.getByLabel('Samples out of limit to flag (10 Hz)').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => numberIn(await demo.getByTestId('detection').textContent())).toBeCloseTo(fast + 0.1, 5);
    await demo.getByLabel('Injected fault').selectOption('sensor');
    await expect(demo.getByTestId('outcome')).toContainText('rejected as a sensor fault');
    await demo.getByLabel('Injected fault').selectOption('wheel');
    await demo.getByLabel('Reconfiguration rule loaded').press('Space');
    await expect(demo.getByTestId('outcome')).toContainText('safe mode');
  });

  test('Aetherion: a decoder slower than the cycle builds a queue', async ({ page }) => {
    const demo = await openDemo(page, '/demos/aetherion');
    expect(numberIn(await demo.getByTestId('load').textContent())).toBeLessThan(100);
    // The tile and the summary sentence give the same run's load (they used to differ).
    const load = await demo.getByTestId('load').textContent();
    await expect(demo.getByText(`Decoder load ${load} in this run`)).toHaveCount(1);
    await demo.getByRole('button', { name: 'Run' }).press('Enter');
    const rerun = await demo.getByTestId('load').textContent();
    await expect(demo.getByText(`Decoder load ${rerun} in this run`)).toHaveCount(1);
    await demo.getByLabel('Median decoding time per round').focus();
    await page.keyboard.press('End');
    await expect.poll(async () => numberIn(await demo.getByTestId('backlog').textContent())).toBeGreaterThan(5);
    expect(numberIn(await demo.getByTestId('over').textContent())).toBeGreaterThan(80);
    await demo.getByRole('button', { name: 'Reset' }).press('Enter');
    await expect.poll(async () => numberIn(await demo.getByTestId('load').textContent())).toBeLessThan(100);
  });

  test('EchoNet: handshake bytes and radio-link times respond to certificate caching', async ({ page }) => {
    const demo = await openDemo(page, '/demos/echonet');
    await expect(demo.getByTestId('bytes')).toHaveText('9,562');
    await expect(demo.getByTestId('radio-time')).toHaveText('1.26 s');
    await demo.getByLabel('Certificates cached by peers').press('Space');
    await expect(demo.getByTestId('radio-time')).toHaveText('4.06 s');
    await demo.getByLabel('Mutual authentication (both ends sign)').press('Space');
    await expect.poll(async () => numberIn(await demo.getByTestId('radio-time').textContent())).toBeGreaterThan(1);
  });

  test('Lucy AI: a perfect model finds the whole top 20; chance finds about 4', async ({ page }) => {
    const demo = await openDemo(page, '/demos/lucy');
    await expect(demo.getByTestId('hits')).toHaveText('11');
    await expect(demo.getByTestId('chance')).toHaveText('4.2');
    await demo.getByLabel('Model accuracy (correlation with measurement)').focus();
    await page.keyboard.press('End');
    await expect(demo.getByTestId('hits')).toHaveText('20');
    await expect(demo.getByTestId('spearman')).toHaveText('1.00');
  });

  test('Phantom: phase from gravity and the drop height follow T', async ({ page }) => {
    const demo = await openDemo(page, '/demos/phantom');
    await expect(demo.getByTestId('phase')).toHaveText('1.011e+6');
    await demo.getByLabel('Time between pulses T').focus();
    await page.keyboard.press('End');
    await expect(demo.getByTestId('drop')).toHaveText('44.1 cm');
    await expect(demo.getByTestId('cycle')).toHaveText('550 ms');
    await expect(demo.getByTestId('floor')).toHaveText(/× 10⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+/);
  });

  test('Helios Autonomy: without a battery both controllers curtail the same', async ({ page }) => {
    const demo = await openDemo(page, '/demos/helios-autonomy');
    expect(numberIn(await demo.getByTestId('curtailed-rule').textContent())).toBeGreaterThan(numberIn(await demo.getByTestId('curtailed-helios').textContent()));
    await demo.getByLabel('Battery power').focus();
    await page.keyboard.press('Home');
    await expect(demo.getByTestId('cut')).toHaveText('0%');
    await expect(demo.getByTestId('curtailed-helios')).toHaveText((await demo.getByTestId('curtailed-rule').textContent()) ?? '');
  });
});

test('interactive tools: one card per demo, from the catalog', async ({ page }) => {
  await page.goto('/interactive-tools');
  const main = page.locator('main');
  for (const href of ['/demo/quantum-computing', '/demo/secure-communications', '/demo/space-navigation', '/demo/green-technology', '/demo/ai-biotechnology', '/demos/orion-9-qpu', '/demos/aetherion', '/demos/echonet', '/demos/lucy', '/demos/genovax', '/demos/athena-clinical', '/demos/heraos', '/demos/px-phantom', '/demos/phantom', '/demos/helios-autonomy', '/generate/mars-hero', '/generate/header-image'])
    await expect(main.locator(`a[href$="${href}"]`)).toHaveCount(1);
  await expect(page.locator('[data-demo]')).toHaveCount(0);
});

test('a product demo in German keeps English copy and translated control words', async ({ page }) => {
  const demo = await openDemo(page, '/de/demos/lucy');
  await expect(demo.getByRole('button', { name: 'Zurücksetzen' })).toHaveAttribute('lang', 'de');
  await expect(demo.getByTestId('hits')).toHaveText('11');
});

test('a chart\'s figures open as a table from the keyboard, captioned with the chart\'s title', async ({ page }) => {
  const demo = await openDemo(page, '/demos/aetherion');
  const fold = demo.getByTestId('chart-data');
  await expect(fold.getByRole('table')).toBeHidden();
  await fold.getByText('Data table').focus();
  await page.keyboard.press('Enter');
  const table = fold.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table).toHaveAccessibleName(/^Latency of each syndrome round/);
  // 50 rounds are shown as 40 evenly spaced rows (and a header), and the fold says so.
  await expect(table.getByRole('row')).toHaveCount(41);
  await expect(fold).toContainText('40 of 50 rows, evenly spaced, the first and last included.');
});

const productPages = ['orion-9-qpu', 'athena-clinical', 'genovax', 'px-phantom', 'heraos', 'aetherion', 'echonet', 'lucy', 'phantom', 'helios-autonomy'].map((slug) => `/demos/${slug}`);

for (const theme of ['light', 'dark'] as const)
  test.describe(`product demo pages pass axe, ${theme}`, () => {
    test.use({ colorScheme: theme });
    test(`all product demo pages with their demo loaded, and /interactive-tools (${theme})`, async ({ page }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      for (const path of productPages) {
        await openDemo(page, path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        // The charts' data tables open, so that axe checks them too.
        await page.locator('[data-testid="chart-data"]').evaluateAll((folds) => folds.forEach((fold) => ((fold as HTMLDetailsElement).open = true)));
        for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
      }
      await page.goto('/interactive-tools');
      for (const violation of await axeViolations(page)) found.push(`/interactive-tools ${violation}`);
      expect(found).toEqual([]);
    });
  });
