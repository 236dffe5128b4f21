import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium where installed (no browser download works here); Playwright's own otherwise.
 * The headless shell first: the same Blink without the full browser's UI layers, which Playwright
 * also uses for its own headless runs. The whole suite took 11.5 min with it against 14.9–17.1 min
 * with the full browser on this 2-core machine (docs/benchmarks.md, "Test run").
 */
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const PORT = Number(process.env.E2E_PORT || 3210);
/** Port of the Supabase stand-in (tests/support/supabase-standin.ts) for a build made against it. */
const STANDIN_PORT = process.env.SUPABASE_STANDIN_PORT;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core machine, which makes the suite
  // take 14 minutes instead of 11 (docs/benchmarks.md). The tests are I/O-bound enough for two.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // localhost, not 127.0.0.1: unprefixed-locale rewrites loop on 307s with -H 127.0.0.1.
      command: `npx next start -H localhost -p ${PORT}`,
      url: `http://localhost:${PORT}/version`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(STANDIN_PORT
      ? [{ command: `npx tsx tests/support/supabase-standin.ts ${STANDIN_PORT}`, url: `http://localhost:${STANDIN_PORT}/auth/v1/.well-known/jwks.json`, reuseExistingServer: false, timeout: 60_000 }]
      : []),
  ],
});
