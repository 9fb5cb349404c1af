import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  // Spec files run two at a time (one per core); the tests of a file run in order. Every test has its own
  // shoppers (fixtures.ts), so two files never share a cart, a wallet or a rate limit.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // No test has a time budget: on a busy machine every step takes longer, and a test that passes quiet must
  // pass there too. Each wait is bounded instead, by how long a state may take to come before it is taken to
  // never come (expect), and a click, a fill or a navigation likewise; the whole run has a bound for a hang.
  timeout: 0,
  globalTimeout: 45 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromium,
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // A failed test keeps its trace: each action with the page's DOM before and after it, the network and the
    // console. Not the screencast: its frames, taken through every test to be thrown away when it passes, cost
    // about a tenth of the suite's time (the failure's own screenshot is kept below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'global', testIgnore: /(china|group|analytics)\.spec\.ts/, use: { baseURL: process.env.E2E_GLOBAL_URL, viewport: { width: 390, height: 844 } } },
    { name: 'china', testMatch: /(china|group)\.spec\.ts/, use: { baseURL: process.env.E2E_CHINA_URL, viewport: { width: 390, height: 844 } } },
    { name: 'analytics', testMatch: /analytics\.spec\.ts/, use: { baseURL: process.env.E2E_ANALYTICS_URL, viewport: { width: 1280, height: 900 } } },
  ],
});
