import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The JavaScript byte budgets of issue 9 (budgets.json), on their own until every route fits: today
// each first visit is over twice its budget, so this run is not yet part of `pnpm test`.
export default defineConfig({ ...base, testDir: './budgets', projects: [{ name: 'desktop', use: { viewport: { width: 1440, height: 900 } } }] });
