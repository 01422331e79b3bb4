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

/** Waits until nothing on the page moves: its finite CSS animations and transitions (a drawer sliding in, a fade) are over. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The most recent toast's text. */
export function toast(page: Page) {
  return page.locator('.portal-toast').last();
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** A name no earlier run (or retry) has used, for records a test creates and then looks for. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** The most recent success toast. */
export function successToast(page: Page) {
  return page.locator('.portal-toast-success').last();
}

/** Chooses an option of an antd Select (no typing needed) in the dropdown it opens. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const chosen = page.locator('.ant-select', { has: box }).first();
  // The option is clicked where it is: the dropdown's virtual list draws its rows anew as it scrolls,
  // so a click that first scrolls the row into view can find it gone (a fresh-clone run waited 2 min).
  await expect(async () => {
    await dropdown.getByTitle(option, { exact: true }).dispatchEvent('click');
    await expect(chosen).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks a record in a server-searched select (RecordSelect): type, wait for the server's match, choose it. */
export async function pickRecord(page: Page, label: string, search: string, option: string | RegExp = search): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(search);
  const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first();
  await expect(choice).toBeVisible({ timeout: 15_000 });
  await choice.click();
  await expect(page.locator('.ant-select', { has: box }).first()).toContainText(option);
}

/** Searches a list and waits until the server's answer is exactly `expected` rows, each with `text`. */
export async function searchList(page: Page, label: string, text: string, expected = 1): Promise<void> {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(expected, { timeout: 15_000 });
  if (expected > 0) await expect(rows.filter({ hasText: text })).toHaveCount(expected);
}

/** Presses a form's Delete button and confirms in its Popconfirm. */
export async function confirmDelete(page: Page, deleteLabel: string, question: string): Promise<void> {
  await page.getByRole('button', { name: deleteLabel, exact: true }).click();
  const confirmation = page.locator('.ant-popconfirm:visible');
  await expect(confirmation).toContainText(question);
  await confirmation.getByRole('button', { name: deleteLabel, exact: true }).click();
}

/**
 * Closes every toast (they sit over the top right of the page, where lists have their buttons).
 *
 * A toast is closed only once it has finished appearing, as a person would. Closed in the very
 * frame it appears, antd's leave transition targets the opacity the toast still has, so the
 * browser starts no transition, no `transitionend` comes, and the toast stays in the page
 * invisible for good (rc-motion sets no deadline for notifications).
 */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('.portal-toast');
  const moving = page.locator('.portal-toast[class*="-fade-appear"], .portal-toast[class*="-fade-enter"]');
  const shown = page.locator('.portal-toast:not([class*="-fade-"])');
  await expect(async () => {
    await expect(moving).toHaveCount(0, { timeout: 3_000 });
    const close = shown.locator('.ant-notification-notice-close');
    if ((await close.count()) > 0) await close.first().click({ timeout: 5_000 });
    await expect(toasts).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Types a date or time into an antd picker and confirms it with Enter. */
export async function typeInPicker(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/**
 * Chooses an option: in a native `<select>` (the customer's pages, @portal/plain) once the option
 * has come; in an antd Select with search the way a keyboard user does: type, wait for it, Enter.
 */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await expect(box).toBeEnabled();
  if ((await box.evaluate((element) => element.tagName)) === 'SELECT') {
    await expect(box.getByRole('option', { name: option, exact: true })).toHaveCount(1);
    await box.selectOption({ label: option });
    await expect(box).toHaveValue(/.+/);
    return;
  }
  await box.click();
  await box.fill(option);
  // This select's own list (its options' ids start with the listbox id the box controls): the list
  // of the select chosen just before may still be fading out with an active option of its own.
  const list = await box.getAttribute('aria-controls');
  await expect(page.locator(`.ant-select-item-option-active[id^="${list}_"]`)).toHaveText(option);
  await box.press('Enter');
  await expect(page.locator('.ant-select', { has: box }).first()).toContainText(option);
}
