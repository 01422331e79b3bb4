import { defineConfig } from 'vitest/config';
import { testResolve } from '@portal/platform/test-resolve';

export default defineConfig({
  resolve: testResolve,
  test: { environment: 'jsdom', globals: true, setupFiles: ['@portal/platform/test-setup', '@portal/platform/test-network-setup'], include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
});
