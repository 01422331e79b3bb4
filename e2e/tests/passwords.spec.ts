import { sql } from './database';
import { expect, test } from './fixtures';
import { login, shot, toast } from './helpers';

/**
 * The link the newest mail to an address carries, read from the outbox table (the outbox page has
 * its own specs: ux-shell, opportunity-venues, the task reminder).
 */
async function linkFromOutbox(to: string, path: string): Promise<string> {
  const [mail] = await sql<{ text: string }>(`SELECT text FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`, [to]);
  const link = new RegExp(`https?://[^\\s]+${path.replace('&', '&')}[^\\s]+`).exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeTruthy();
  return new URL(link!).pathname;
}

test('forgot password: unknown address, then a mailed link sets a new password once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
  await page.getByLabel('E-post').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText('E-postadressen är inte kopplad till något konto').first()).toBeVisible();
  await page.getByLabel('E-post').fill('partner2@demo.test');
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText('Länken är skickad')).toBeVisible();

  const path = await linkFromOutbox('partner2@demo.test', '/reset-password&id=');
  await page.goto(path);
  await expect(page.getByText('partner2@demo.test')).toBeVisible();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Lösenordet måste ha minst 8 tecken.')).toBeVisible();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('Ny-losen-2027');
  await page.getByLabel('Upprepa lösenordet', { exact: true }).fill('Ny-losen-2027');
  await shot(page, 'reset-password-sv');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Lösenordet är sparat')).toBeVisible();

  await login(page, { email: 'partner2@demo.test', password: 'Demo-partner-2' });
  await expect(toast(page)).toContainText('Kontrollera e-post eller lösenord');
  await login(page, { email: 'partner2@demo.test', password: 'Ny-losen-2027' });
  await expect(page).toHaveURL(/\/partner$/);

  // The link works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await expect(page.getByText('Länken har gått ut eller har redan använts')).toBeVisible();

  // Put the demo password back, so the other specs' partner2 login keeps working.
  await login(page, { email: 'partner2@demo.test', password: 'Ny-losen-2027' });
  await expect(page).toHaveURL(/\/partner$/);
  await page.goto('/partner-reset-password');
  await page.getByLabel('Nuvarande lösenord').fill('Ny-losen-2027');
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('Demo-partner-2');
  await page.getByLabel('Bekräfta nytt lösenord').fill('Demo-partner-2');
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.locator('.portal-toast-success')).toBeVisible();
});

test('a new user chooses a password through the set-password link', async ({ page }, testInfo) => {
  // The seed has one such user and its link works once: the desktop run uses it. At 390 px the same
  // password page is covered by the forgot-password test above.
  test.skip(testInfo.project.name === 'phone', 'the one seeded set-password link is used by the desktop run');
  const path = await linkFromOutbox('new.partner@demo.test', '/set-password&id=');
  await page.goto(path);
  await expect(page.getByText('new.partner@demo.test')).toBeVisible();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('Valt-losen-1');
  await page.getByLabel('Upprepa lösenordet', { exact: true }).fill('Valt-losen-1');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByText('Lösenordet är sparat')).toBeVisible();
  await login(page, { email: 'new.partner@demo.test', password: 'Valt-losen-1' });
  await expect(page).toHaveURL(/\/partner$/);
});

test('changing one\'s own password needs the current one', async ({ page }) => {
  await login(page, { email: 'partner@demo.test', password: 'Demo-partner-1' });
  await expect(page).toHaveURL(/\/partner$/);
  await page.goto('/partner-reset-password');
  await page.getByLabel('Nuvarande lösenord').fill('not-the-password-1');
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('Partner-nytt-1');
  await page.getByLabel('Bekräfta nytt lösenord').fill('Partner-nytt-1');
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.getByText('Nuvarande lösenord är fel').first()).toBeVisible();
  await page.getByLabel('Nuvarande lösenord').fill('Demo-partner-1');
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.locator('.portal-toast-success')).toBeVisible();
  // Put it back, so the other tests' demo login keeps working.
  await page.getByLabel('Nuvarande lösenord').fill('Partner-nytt-1');
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('Demo-partner-1');
  await page.getByLabel('Bekräfta nytt lösenord').fill('Demo-partner-1');
  await page.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(page.locator('.portal-toast-success')).toHaveCount(2);
});
