import { expect, test } from './fixtures';
import { login, toast, users } from './helpers';

test.describe('route guards (SPEC §5)', () => {
  test('a page needing login without a token goes to login', async ({ page }) => {
    await page.goto('/leads');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/partner');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired token is removed with the session-expired alert', async ({ page }) => {
    await login(page, users.admin);
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => localStorage.setItem('portal.expiry', String(Date.now() - 1000)));
    await page.goto('/leads');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('Din session har gått ut');
    expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
  });

  test('a partner is not authorized in the admin area', async ({ page }) => {
    await login(page, users.partner);
    await expect(page).toHaveURL(/\/partner$/);
    await page.goto('/leads');
    await expect(page.getByText('Du har inte behörighet att se den sidan.')).toBeVisible();
    // Still signed in: the login page sends the partner back to the partner portal.
    await expect(page).toHaveURL(/\/partner$/);
  });

  test('an admin is told they are entering the partner portal and let in', async ({ page }) => {
    await login(page, users.admin);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/partner');
    await expect(page.getByText('Du går nu in i partnerportalen.')).toBeVisible();
    await expect(page).toHaveURL(/\/partner$/);
  });

  test('a revoked token on the server sends the user back to login', async ({ page, request }) => {
    await login(page, users.admin);
    await expect(page).toHaveURL(/\/$/);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.token') ?? 'null') as string);
    // Calls still running when the token dies would reload the page themselves and race the goto.
    await page.waitForLoadState('networkidle');
    await request.post('/api/logout', { form: { token } });
    await page.goto('/leads');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('inaktiv för länge');
  });
});
