import { defineConfig } from 'vitest/config';
import { testResolve } from '@portal/platform/test-resolve';
import { testWorkers } from '@portal/platform/test-workers';

export default defineConfig({
  resolve: testResolve,
  test: {
    environment: 'jsdom',
    maxWorkers: testWorkers,
    globals: true,
    setupFiles: ['@portal/platform/test-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd forms and tables in jsdom are slow to click and type into; 5 s is too tight on a busy machine.
    testTimeout: 60_000,
  },
});
