import { defineConfig } from 'vitest/config';
import { testResolve } from '@portal/platform/test-resolve';
import { testWorkers } from '@portal/platform/test-workers';

export default defineConfig({
  resolve: testResolve,
  test: {
    environment: 'jsdom',
    maxWorkers: testWorkers,
    globals: true,
    setupFiles: ['@portal/platform/test-setup', '@portal/platform/test-network-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Dates and times are asserted as a Swedish user sees them.
    env: { TZ: 'Europe/Stockholm' },
    // antd forms in jsdom are slow to type into; the default 5 s is too tight for a whole form.
    testTimeout: 60_000,
  },
});
