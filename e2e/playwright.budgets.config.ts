import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The JavaScript byte budgets of issue 9 (budgets.json), on their own (`pnpm --filter e2e budgets`):
// not yet part of `pnpm test` while /send-request is over its budget (docs/bundle-budgets.md).
export default defineConfig({ ...base, testDir: './budgets', projects: [{ name: 'budgets', use: { viewport: { width: 1440, height: 900 } } }] });
