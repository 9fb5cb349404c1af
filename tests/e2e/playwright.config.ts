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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'global', testIgnore: /(china|group|analytics)\.spec\.ts/, use: { baseURL: process.env.E2E_GLOBAL_URL, viewport: { width: 390, height: 844 } } },
    { name: 'china', testMatch: /(china|group)\.spec\.ts/, use: { baseURL: process.env.E2E_CHINA_URL, viewport: { width: 390, height: 844 } } },
    { name: 'analytics', testMatch: /analytics\.spec\.ts/, use: { baseURL: process.env.E2E_ANALYTICS_URL, viewport: { width: 1280, height: 900 } } },
  ],
});
