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
    setupFiles: ['@portal/platform/test-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd forms and tables in jsdom are slow to click and type into; 5 s is too tight on a busy machine.
    testTimeout: 60_000,
  },
});
