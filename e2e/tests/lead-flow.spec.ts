import { expect, test, type Page } from './fixtures';
import { pickOption, shot, typeInPicker, useLanguage } from './helpers';

test('a customer request becomes a lead, announced by the bell (English)', async ({ page, signIn }) => {
  const year = new Date().getFullYear() + 1;
  const surname = `Tester${Date.now() % 100000}`;
  await useLanguage(page, 'en');
  await page.goto('/send-request');
  await expect(page).toHaveTitle('Send a request · Conference Portal');

  // Nothing is sent while required fields are empty.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Fill in this field.').first()).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill('Eva');
  await page.getByLabel('Last name', { exact: true }).fill(surname);
  await page.getByLabel('Company or organisation', { exact: true }).fill('E2E Konsult AB');
  await page.getByLabel('Email', { exact: true }).fill('eva.e2e@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('+46 70 123 45 67');
  await page.getByRole('radio', { name: 'Conference with overnight stay' }).check();
  await typeInPicker(page, 'Start date', `${year}-03-10`);
  await typeInPicker(page, 'End date', `${year}-03-11`);
  await typeInPicker(page, 'Arrival time', '09:00');
  await typeInPicker(page, 'Departure time', '16:00');
  await page.getByLabel('Number of participants', { exact: true }).fill('20');
  await page.getByLabel('People in single rooms', { exact: true }).fill('10');
  await page.getByLabel('People in shared double rooms', { exact: true }).fill('10');
  await page.getByLabel('Conference room for number of participants', { exact: true }).fill('20');
  await page.getByRole('radio', { name: 'U-shaped' }).check();
  await pickOption(page, 'Region', 'Stockholms län');
  await pickOption(page, 'City', 'Solna');
  await page.getByRole('radio', { name: 'Excluding VAT' }).check();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel('Message', { exact: true }).fill('Vegetarian lunch for everyone, please.');
  await shot(page, 'send-request-filled-en');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you for your request!')).toBeVisible();
  await shot(page, 'send-request-thanks-en');

  await signIn('admin', '/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).not.toHaveAttribute('data-unread', '0');
  await bell.click();
  const item = page.getByTestId('notification-item').filter({ hasText: surname });
  await expect(item).toBeVisible();
  await shot(page, 'bell-new-lead-en');
  await item.click();
  await expect(page).toHaveURL(/\/convert-lead-id=\d+$/);
  await expect(page.getByText('E2E Konsult AB').first()).toBeVisible();
  await expect(page.getByText('Solna').first()).toBeVisible();
  await shot(page, 'lead-page-en');

  await page.getByRole('link', { name: 'Leads' }).first().click();
  await page.getByRole('searchbox').fill(surname);
  await expect(page.getByRole('row').filter({ hasText: surname })).toHaveCount(1);
  await shot(page, 'lead-list-search-en');
});

test('an admin discards a new lead after confirming (Swedish)', async ({ page, signIn }) => {
  await signIn('admin', '/leads?status=New');
  const firstRow = page.getByRole('row').nth(1);
  await firstRow.click();
  await expect(page).toHaveURL(/\/convert-lead-id=\d+$/);
  await page.getByRole('button', { name: 'Kassera lead' }).click();
  await expect(page.getByText('Det går inte att ångra.')).toBeVisible();
  await page.getByRole('button', { name: 'Kassera', exact: true }).click();
  await expect(page.locator('.portal-toast-success')).toBeVisible();
  await expect(page.getByText('Kasserad').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kassera lead' })).toHaveCount(0);
});
