import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The JavaScript byte budgets of issue 9 (budgets.json) on their own (`pnpm --filter e2e budgets`);
// `pnpm test` runs them as the e2e suite's first project.
export default defineConfig({ ...base, projects: base.projects!.filter((project) => project.name === 'budgets') });
