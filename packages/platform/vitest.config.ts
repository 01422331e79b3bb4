import { defineConfig } from 'vitest/config';
import { testResolve } from './test/vitest-resolve.mjs';

export default defineConfig({
  resolve: testResolve,
  test: { environment: 'jsdom', globals: true, setupFiles: ['./test/setup.ts'], include: ['src/**/*.test.{ts,tsx}', 'mf/**/*.test.ts'] },
});
