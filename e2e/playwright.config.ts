import { defineConfig } from '@playwright/test';

// Each worker drives a server and a database of its own (`serve.mjs`, started once per worker below):
// tests in one spec file run in order, and no test sees another worker's changes. Playwright sets
// TEST_PARALLEL_INDEX in a worker before it reads this file, so the worker's baseURL is its server's.
const workers = Number(process.env.E2E_WORKERS ?? '2');
const basePort = Number(process.env.E2E_PORT ?? '8091');
const basePgPort = Number(process.env.E2E_PG_PORT ?? '54391');
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? '0');
/** Specs of public and partner pages, run at desktop and at phone width. */
const PHONE_SPECS = [/login\.spec\.ts/, /passwords\.spec\.ts/, /ux-public\.spec\.ts/, /partner.*\.spec\.ts/, /customer-choice\.spec\.ts/];

export default defineConfig({
  testDir: './tests',
  // Builds the previous release and a module released alone beside today's build (issue 24:
  // module-release.spec.ts), in worktrees under .skew/ kept between runs.
  globalSetup: './releases/prepare.mjs',
  // Two at a time on this 2-core machine: a walk spends much of its time waiting for the page, the
  // server or an animation, so two workers finish the suite in about two thirds of the time of one.
  workers,
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
    // Its routes are measured side by side by both workers (each on its own server): they share nothing.
    { name: 'budgets', testDir: './budgets', fullyParallel: true, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node serve.mjs',
    env: { E2E_PORT: String(basePort + index), E2E_PG_PORT: String(basePgPort + index) },
    url: `http://127.0.0.1:${basePort + index}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
