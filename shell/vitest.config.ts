import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testResolve } from '@portal/platform/test-resolve';

export default defineConfig({
  resolve: testResolve,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@portal/platform/test-setup', '@portal/platform/test-network-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    // Two test files at a time at least: vitest's default (cores − 1) runs one at a time on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
