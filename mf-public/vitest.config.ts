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
    // antd forms in jsdom are slow to type into: filling the whole request form took 15–30 s on this
    // 2-core machine while other work ran, past the 30 s the other modules allow.
    testTimeout: 90_000,
  },
});
