import { expect, test } from './fixtures';
import { login, shot, users } from './helpers';

test('the language switch survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByTitle('English').click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await login(page, users.admin);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Conference Portal');
  await shot(page, 'admin-dashboard-en');
});

test('unknown paths show Not Found in the right layout', async ({ page, signIn }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Sidan hittades inte')).toBeVisible();
  await expect(page).toHaveTitle('Sidan hittades inte · Konferensportalen');
  await signIn('admin', '/convert-lead-id=abc/extra');
  await expect(page.getByText('Sidan hittades inte')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await shot(page, 'not-found-admin');
});

test("the user's language is stored on the server once per change, also when another tab changed it", async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/profile/language')) posts.push(request.postData() ?? '');
  });
  await page.goto('/login');
  await login(page, users.admin);
  await expect(page.getByRole('heading', { name: 'Översikt', level: 2 })).toBeVisible();
  await page.getByTitle('English').click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect.poll(() => posts).toEqual(['{"language":"en"}']);

  // Another tab went back to Swedish locally; this page loads with the server still on English.
  await page.evaluate(() => localStorage.setItem('portal.language', 'sv'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Översikt', level: 2 })).toBeVisible();
  await expect.poll(() => posts).toEqual(['{"language":"en"}', '{"language":"sv"}']);
  // Nothing keeps calling: the two hooks that hold the user do not undo each other. A silence has no
  // state to wait for: the page is watched for 1.5 s (the suite's one fixed wait, e2e/README.md).
  await page.waitForTimeout(1500);
  expect(posts).toHaveLength(2);
  await expect(page.getByRole('progressbar', { name: 'Hämtning från servern' })).toHaveAttribute('aria-valuenow', '100');
});
