// What the walks across roles share: calls to the API as the admin, and a change of user that
// keeps the chosen language.
import type { Language } from './crm-texts';
import { expect, type Page } from './fixtures';
import { login, users } from './helpers';

type Request = Page['request'];

/** One API call with a bearer token; anything but a 2xx fails the test with the answer. */
export async function api(request: Request, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const response = await request.fetch(`/api${url}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { data: any };
}

export async function adminToken(request: Request): Promise<string> {
  const response = await request.post('/api/login', { form: { email: users.admin.email, password: users.admin.password } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Signs the session out without touching the chosen language, and someone else in. */
export async function switchUser(page: Page, who: { email: string; password: string }, language: Language) {
  await page.evaluate(() => ['portal.token', 'portal.expiry', 'portal.user'].forEach((key) => localStorage.removeItem(key)));
  await login(page, who);
  await expect(page).not.toHaveURL(/\/login/);
  // Partners are switched to Swedish at login; an English walk switches back.
  if (language === 'en' && (await page.locator('html').getAttribute('lang')) !== 'en') {
    await page.getByTitle('English').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}
