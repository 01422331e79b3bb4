import { expect, type Page } from '@playwright/test';

export const users = {
  admin: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  partner: { email: 'partner@demo.test', password: 'Demo-partner-1' },
  partner2: { email: 'partner2@demo.test', password: 'Demo-partner-2' },
  customer: { email: 'customer@demo.test', password: 'Demo-customer-1' },
} as const;

/** Chooses the interface language before the page's scripts run. */
export async function useLanguage(page: Page, language: 'sv' | 'en'): Promise<void> {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e.language-set')) {
      localStorage.setItem('portal.language', lang);
      sessionStorage.setItem('e2e.language-set', '1');
    }
  }, language);
}

/** Logs in through the real form. */
export async function login(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(E-post|Email)$/).fill(who.email);
  await page.getByLabel(/^(Lösenord|Password)$/).fill(who.password);
  await page.getByRole('button', { name: /^(Logga in|Log in)$/ }).click();
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await login(page, users.admin);
  await expect(page).toHaveURL(/\/$/);
}

/** The most recent toast's text. */
export function toast(page: Page) {
  return page.locator('.portal-toast').last();
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
