import { defineConfig } from 'vitest/config';
import { testResolve } from '@portal/platform/test-resolve';
import { testWorkers } from '@portal/platform/test-workers';

export default defineConfig({
  resolve: testResolve,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@portal/platform/test-setup', '@portal/platform/test-network-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    maxWorkers: testWorkers,
  },
});
