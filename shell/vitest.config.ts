import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', globals: true, setupFiles: ['@portal/platform/test-setup', '@portal/platform/test-network-setup'], include: ['src/**/*.test.{ts,tsx}'] },
});
