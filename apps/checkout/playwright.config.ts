import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium at CHROMIUM_PATH: a browser is never downloaded (its CDN is unreachable here).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

/**
 * End-to-end tests: e2e/support/global-setup.ts builds the checkout and serves it from the sandbox
 * (one origin, strict CSP, Referrer-Policy strict-origin) on a free port, as `pnpm start` does.
 * Desktop specs run in a desktop viewport; `*.mobile.spec.ts` in a Pixel 7 (platform type H5).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Faults armed through the sandbox's admin API apply to the next call of a path, whoever makes
  // it, so tests run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // Set by the global setup before the workers start.
    baseURL: process.env.KESSAI_E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'Asia/Tokyo',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
});
