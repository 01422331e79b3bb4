import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testResolve } from '@portal/platform/test-resolve';

export default defineConfig({
  resolve: testResolve,
  test: {
    environment: 'jsdom',
    // Two test files at a time at least: vitest's default (cores − 1) runs one at a time on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globals: true,
    setupFiles: ['@portal/platform/test-setup', '@portal/platform/test-network-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Dates and times are asserted as a Swedish user sees them.
    env: { TZ: 'Europe/Stockholm' },
    // antd forms in jsdom are slow to type into; the default 5 s is too tight for a whole form, and
    // the venue profile's walk through every field took over 30 s on a busy 2-core CI machine.
    testTimeout: 90_000,
  },
});
