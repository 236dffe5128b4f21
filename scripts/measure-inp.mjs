/**
 * Interaction to Next Paint of the site's real interactions on an emulated mid-range phone:
 * 390×844, touch, device scale factor 3, CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`).
 * Each scenario runs on a fresh page (new context, so no stored state carries over), its steps in
 * order, from one second after the network went idle (when a visitor might first tap: idle-time
 * work of the page still runs then and counts as input delay, as it would for them). A step's INP
 * is the longest Event Timing entry (PerformanceObserver 'event', durationThreshold 16, as
 * web-vitals does) among the interactions it caused; the long tasks (`longtask`) and long
 * animation frames (`long-animation-frame`, with their slowest script) that started during it
 * are listed. A typing step reports its slowest keystroke.
 * Prints the median of the runs per interaction (default 3) and the machine's load average: on a
 * shared machine the figures move by ±30 % between runs, so compare runs made side by side.
 *
 * Usage, against the production build:
 *   npm run build:test
 *   PGLITE_DATA_DIR=memory npx next start -H localhost -p 3401 &
 *   node scripts/measure-inp.mjs [--base http://localhost:3401] [--runs 3] [--only menu,search] [--detail]
 * `--only` takes scenario names (the keys of `scenarios` below); `--detail` prints every run's
 * slowest event entry, long tasks and long animation frames on stderr.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const base = option('base', 'http://localhost:3401');
const runs = Number(option('runs', '3'));
const only = option('only', '')?.split(',').filter(Boolean) ?? [];
const detail = args.includes('--detail');

const CONSENT_KEY = 'tessellon_cookie_consent';

/** Runs in the page before its own scripts: collects event timings, long tasks and long frames. */
function observe() {
  const state = { events: [], tasks: [], frames: [] };
  window.__inp = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) state.events.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration, input: entry.processingStart - entry.startTime, processing: entry.processingEnd - entry.processingStart, presentation: entry.startTime + entry.duration - entry.processingEnd, target: entry.target ? (entry.target.getAttribute('data-testid') || entry.target.id || entry.target.tagName.toLowerCase()) : '' });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const script = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        state.frames.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration, script: script ? `${script.invoker} ${script.sourceFunctionName || ''} ${(script.sourceURL || '').split('/').pop()} ${Math.round(script.duration)}ms` : '' });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Long animation frames are Chromium-only; long tasks still come.
  }
}

/** One interaction's figures: its slowest event entry since `since`, and what was long meanwhile. */
async function collect(page, since) {
  await page.waitForTimeout(600);
  return page.evaluate((since) => {
    const state = window.__inp;
    const byId = new Map();
    for (const event of state.events.filter((event) => event.start >= since)) {
      const known = byId.get(event.id);
      if (!known || event.duration > known.duration) byId.set(event.id, event);
    }
    const interactions = [...byId.values()];
    const worst = interactions.sort((a, b) => b.duration - a.duration)[0];
    return {
      inp: worst ? worst.duration : 0,
      worst,
      count: interactions.length,
      tasks: state.tasks.filter((task) => task.start >= since).map((task) => Math.round(task.duration)),
      frames: state.frames.filter((frame) => frame.start >= since).map((frame) => `${Math.round(frame.duration)}ms ${frame.script}`),
    };
  }, since);
}

const now = (page) => page.evaluate(() => performance.now());

/** Taps (touch) and measures; `then` waits for what the tap shows. */
async function tap(page, locator, then) {
  await locator.waitFor();
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const since = await now(page);
  await locator.tap();
  if (then) await then();
  return collect(page, since);
}

/** Presses keys and measures. */
async function press(page, keys, then) {
  const since = await now(page);
  for (const key of [].concat(keys)) await page.keyboard.press(key);
  if (then) await then();
  return collect(page, since);
}

/** Types text key by key (120 ms apart, a quick typist) and measures the slowest keystroke. */
async function type(page, locator, text) {
  if (locator) await locator.focus();
  const since = await now(page);
  await page.keyboard.type(text, { delay: 120 });
  return collect(page, since);
}

const visible = (locator) => () => locator.waitFor({ state: 'visible' });
const hidden = (locator) => () => locator.waitFor({ state: 'hidden' });
const testId = (page, id) => page.getByTestId(id);

/** Each scenario: the page, whether the cookie decision is stored, and its measured steps. */
const scenarios = {
  menu: { path: '/about', steps: {
    'mobile menu: open': (page) => tap(page, testId(page, 'menu-button'), visible(page.locator('#mobile-menu'))),
    'mobile menu: close': (page) => tap(page, testId(page, 'menu-close'), hidden(page.locator('#mobile-menu'))),
  } },
  theme: { path: '/about', steps: {
    'theme picker: open (menu)': async (page) => {
      await testId(page, 'menu-button').tap();
      return tap(page, page.locator('#mobile-menu').getByTestId('theme-trigger'), visible(page.getByRole('menuitemradio', { name: 'Dark' })));
    },
    'theme picker: choose Dark': (page) => tap(page, page.getByRole('menuitemradio', { name: 'Dark' }), () => page.locator('html.dark').waitFor({ state: 'attached' })),
  } },
  language: { path: '/about', steps: {
    'language picker: open (menu)': async (page) => {
      await testId(page, 'menu-button').tap();
      return tap(page, page.locator('#mobile-menu').getByTestId('language-trigger'), visible(page.locator('#mobile-menu').getByRole('searchbox')));
    },
    'language picker: type "es"': (page) => type(page, page.locator('#mobile-menu').getByRole('searchbox'), 'es'),
    'language picker: choose Español': (page) => tap(page, page.locator('[data-language-option="es"]'), () => page.waitForURL(/\/es\/about/)),
  } },
  search: { path: '/about', ready: '[data-search-ready]', steps: {
    'search: open dialog': (page) => tap(page, testId(page, 'search-launcher'), visible(testId(page, 'search-dialog').getByRole('searchbox'))),
    'search: type "quantum" (slowest key)': (page) => type(page, null, 'quantum'),
  } },
  assistant: { path: '/about', steps: {
    'assistant: open': (page) => tap(page, testId(page, 'assistant-launcher'), visible(testId(page, 'assistant-panel').getByRole('textbox'))),
    'assistant: type question (slowest key)': (page) => type(page, testId(page, 'assistant-panel').getByRole('textbox'), 'Who is the CFO?'),
    'assistant: send': (page) => press(page, 'Enter', () => testId(page, 'assistant-panel').locator('li[data-role="assistant"]').last().getByText('Jonas Weber').first().waitFor()),
  } },
  cookies: { path: '/about', consent: 'undecided', steps: {
    'cookie banner: Customize (preferences)': (page) => tap(page, testId(page, 'cookie-banner').getByRole('button', { name: 'Customize' }), visible(testId(page, 'cookie-banner').getByRole('button', { name: 'Save Preferences' }))),
    'cookie preferences: Save': (page) => tap(page, testId(page, 'cookie-banner').getByRole('button', { name: 'Save Preferences' }), hidden(testId(page, 'cookie-banner'))),
  } },
  'cookies-accept': { path: '/about', consent: 'undecided', steps: {
    'cookie banner: Accept All': (page) => tap(page, testId(page, 'cookie-banner').getByRole('button', { name: 'Accept All', exact: true }), hidden(testId(page, 'cookie-banner'))),
  } },
  booking: { path: '/booking', steps: {
    'booking: tap a day': (page) => tap(page, testId(page, 'booking-days').locator('label').nth(1)),
    'booking: tap a slot': (page) => tap(page, testId(page, 'booking-slots').locator('label').nth(1), visible(testId(page, 'booking-chosen'))),
    'booking: day by keyboard (ArrowRight)': async (page) => {
      await testId(page, 'booking-days').getByRole('radio').nth(1).focus();
      return press(page, 'ArrowRight');
    },
    'booking: slot by keyboard (ArrowRight)': async (page) => {
      await testId(page, 'booking-slots').getByRole('radio').first().focus();
      return press(page, 'ArrowRight');
    },
  } },
  contact: { path: '/contact', steps: {
    'contact: submit empty (validation)': (page) => tap(page, testId(page, 'contact-form').getByRole('button', { name: 'Send message' }), visible(testId(page, 'contact-form').getByRole('alert').first())),
    'contact: type name (slowest key)': (page) => type(page, testId(page, 'contact-form').getByLabel('Full name'), 'Ada Lovelace'),
    'contact: type message (slowest key)': (page) => type(page, testId(page, 'contact-form').getByLabel('Your message'), 'Hello from the phone'),
    'contact: submit valid': async (page) => {
      const form = testId(page, 'contact-form');
      await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
      await form.getByLabel('Subject').selectOption('general');
      await page.waitForTimeout(2500);
      return tap(page, form.getByRole('button', { name: 'Send message' }));
    },
  } },
  quote: { path: '/request-quote', steps: {
    'quote: submit empty (validation)': (page) => tap(page, page.getByRole('button', { name: 'Request a quote' }), visible(page.locator('main form').getByRole('alert').first())),
    'quote: type message (slowest key)': (page) => type(page, page.locator('main form').getByLabel('Your message'), 'Eight Q3 tiles'),
  } },
  'get-started': { path: '/get-started', ready: 'main [data-ready]', steps: {
    'get started: submit empty (validation)': (page) => tap(page, testId(page, 'get-started-form').getByRole('button', { name: 'Show my route' })),
    'get started: choose an option': (page) => tap(page, testId(page, 'get-started-form').getByRole('radio', { name: /Evaluate hardware/ })),
    'get started: show my route': async (page) => {
      const flow = testId(page, 'get-started-form');
      await flow.getByRole('radio', { name: /Quantum computing/ }).check();
      await flow.getByRole('radio', { name: /Ready to start/ }).check();
      return tap(page, flow.getByRole('button', { name: 'Show my route' }), visible(testId(page, 'get-started-result')));
    },
  } },
  'demo-handshake': { path: '/demo/secure-communications', ready: '[data-demo][data-demo-state="ready"]', steps: {
    'demo handshake: type message (slowest key)': (page) => type(page, page.locator('[data-demo]').getByLabel('Message to encrypt'), ' now'),
    'demo handshake: Run': (page) => tap(page, page.locator('[data-demo]').getByRole('button', { name: 'Run' })),
    'demo handshake: Break X25519': (page) => tap(page, page.locator('[data-demo]').getByLabel('Break X25519')),
  } },
  'demo-surface': { path: '/demo/quantum-computing', ready: '[data-demo][data-demo-state="ready"]', steps: {
    'demo surface code: trials (ArrowDown)': async (page) => {
      await page.locator('[data-demo]').getByLabel('Trials per point').focus();
      return press(page, 'ArrowDown');
    },
    'demo surface code: Step': (page) => tap(page, page.locator('[data-demo]').getByRole('button', { name: 'Step' })),
  } },
  'demo-orion': { path: '/demos/orion-9-qpu', ready: '[data-demo][data-demo-state="ready"]', steps: {
    'product demo Orion-9: GHZ preset': (page) => tap(page, page.locator('[data-demo]').getByRole('button', { name: 'GHZ state' })),
    'product demo Orion-9: Add gate': (page) => tap(page, page.locator('[data-demo]').getByRole('button', { name: 'Add gate' })),
    'product demo Orion-9: Sample 1,000 shots': (page) => tap(page, page.locator('[data-demo]').getByRole('button', { name: 'Sample 1,000 shots' })),
    'product demo Orion-9: fidelity slider (End)': async (page) => {
      await page.locator('[data-demo]').getByLabel('Two-qubit gate fidelity').focus();
      return press(page, 'End');
    },
  } },
  'nav-header': { path: '/about', steps: {
    'header link via menu: Products': async (page) => {
      await testId(page, 'menu-button').tap();
      return tap(page, page.locator('#mobile-menu').getByRole('link', { name: /Products/ }).first(), () => page.waitForURL(/\/products$/));
    },
  } },
  'nav-footer': { path: '/about', steps: {
    'footer link: Contact': (page) => tap(page, page.locator('#site-footer a[href="/contact"]').first(), () => page.waitForURL(/\/contact$/)),
  } },
};

const loadBefore = loadavg()[0];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const results = new Map();
let client = 0;

for (const [name, scenario] of Object.entries(scenarios)) {
  if (only.length && !only.includes(name)) continue;
  for (let run = 0; run < runs; run += 1) {
    client += 1;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
      // Each run speaks from its own address: the forms and consent endpoints are rate-limited per client.
      extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(client / 250)}.${(client % 250) + 1}` },
    });
    const page = await context.newPage();
    await page.addInitScript(observe);
    if (scenario.consent !== 'undecided') {
      await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ version: '1.0', timestamp: new Date().toISOString(), essential: true, analytics: false, marketing: false, doNotSell: true })), CONSENT_KEY);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + scenario.path);
    await page.waitForLoadState('networkidle');
    if (scenario.ready) await page.locator(scenario.ready).first().waitFor({ state: 'attached', timeout: 30_000 });
    if (scenario.consent === 'undecided') await testId(page, 'cookie-banner').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    for (const [label, step] of Object.entries(scenario.steps)) {
      let result;
      try {
        result = await step(page);
      } catch (error) {
        result = { inp: NaN, error: String(error.message).split('\n')[0] };
      }
      if (!results.has(label)) results.set(label, []);
      results.get(label).push(result);
      if (detail) console.error(label, `run ${run + 1}:`, JSON.stringify(result));
    }
    await context.close();
  }
}
await browser.close();

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
// Timings on a shared machine move with its load: the 1-minute load average is part of the result.
console.log(`Load average (1 min): ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.\n`);
console.log('| Interaction | INP median (ms) | runs (ms) | long tasks in median run (ms) |');
console.log('|---|---|---|---|');
for (const [label, list] of results) {
  const values = list.map((result) => result.inp);
  const inp = median(values);
  const middle = list.find((result) => result.inp === inp) ?? list[0];
  const note = list.find((result) => result.error)?.error ?? '';
  console.log(`| ${label} | ${Number.isFinite(inp) ? inp : 'failed'} | ${values.join(', ')} | ${(middle.tasks ?? []).join(', ') || '–'}${note ? ` (${note})` : ''} |`);
}
