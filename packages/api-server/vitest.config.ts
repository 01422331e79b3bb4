import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL for the run; each test file then creates its own database in it.
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two test files at a time at least (each has its own database): vitest's default (cores − 1)
    // runs one at a time on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
