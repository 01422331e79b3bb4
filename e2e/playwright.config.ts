import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '8091';
/** Specs of public and partner pages, run at desktop and at phone width. */
const PHONE_SPECS = [/login\.spec\.ts/, /passwords\.spec\.ts/, /ux-public\.spec\.ts/, /partner.*\.spec\.ts/, /customer-choice\.spec\.ts/];

export default defineConfig({
  testDir: './tests',
  // One server and one database for the run: tests that change shared state run one at a time.
  workers: 1,
  fullyParallel: false,
  // One retry: on this 2-core machine a page can stall for seconds; the report marks a test that needed it as flaky.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    screenshot: 'only-on-failure',
    // Recording a trace makes a run about half again as long on this 2-core machine (a screencast
    // of every step): only a failed test's retry records one; the first failure keeps its screenshot.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    // The public and partner pages are used on phones: their specs run again at 390 px.
    { name: 'phone', testMatch: PHONE_SPECS, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    // Issue 9: every route within its JavaScript byte budget (budgets.json), last (it presents the
    // demo's opportunity to measure the customer's page). `pnpm --filter e2e budgets` runs it alone.
    { name: 'budgets', testDir: './budgets', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
