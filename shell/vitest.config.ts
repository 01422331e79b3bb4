import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', globals: true, setupFiles: ['@portal/platform/test-setup'], include: ['src/**/*.test.{ts,tsx}'] },
});
