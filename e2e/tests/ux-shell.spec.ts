// The shell's layout and feedback as a user meets them (issue 8): the phone menu, the header at
// 390 px, the progress of calls, toasts below the header, the page asked for before the login,
// a partner at `/`, a part of the portal that does not load, and the outbox's dates.
import { checkAccessibility, expect, test, type Page } from './fixtures';
import { animationsDone, login, shot, toast, useLanguage, users } from './helpers';

const PHONE = { width: 390, height: 844 };

const texts = {
  sv: { menu: 'Meny', nav: 'Huvudmeny', leads: 'Leads', dashboard: 'Översikt', close: 'Stäng menyn', progress: 'Hämtning från servern', bell: /^Notiser/, user: /^Användarmeny/, language: 'Språk' },
  en: { menu: 'Menu', nav: 'Main menu', leads: 'Leads', dashboard: 'Dashboard', close: 'Close the menu', progress: 'Loading from the server', bell: /^Notifications/, user: /^User menu/, language: 'Language' },
} as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's controls, each with its box: none may cover another or leave the screen. */
async function headerControls(page: Page, language: 'sv' | 'en') {
  const t = texts[language];
  const header = page.locator('header.portal-header');
  const controls = {
    menu: header.getByRole('button', { name: t.menu, exact: true }),
    progress: header.getByRole('progressbar', { name: t.progress }),
    language: header.getByRole('radiogroup', { name: t.language }).or(header.locator('.ant-segmented')).first(),
    bell: header.getByRole('button', { name: t.bell }),
    activity: header.getByRole('button', { name: language === 'sv' ? 'Aktivitetslogg' : 'Activity log' }),
    user: header.getByRole('button', { name: t.user }),
  };
  const boxes: Record<string, Box> = {};
  for (const [name, locator] of Object.entries(controls)) {
    await expect(locator, name).toBeVisible();
    boxes[name] = (await locator.boundingBox())!;
  }
  return boxes;
}

for (const language of ['sv', 'en'] as const) {
  const t = texts[language];

  test.describe(`shell at 390 px (${language})`, () => {
    test.use({ viewport: PHONE });

    test('the header fits and the menu is a real button that opens a drawer over the page', async ({ page, axeWatch, signIn }) => {
      await useLanguage(page, language);
      await signIn('admin', '/');
      const heading = page.getByRole('heading', { level: 2, name: t.dashboard });
      await expect(heading).toBeVisible();

      // Every control of the header on one line, inside the screen, none over another.
      const boxes = await headerControls(page, language);
      const names = Object.keys(boxes);
      for (const [index, a] of names.entries()) {
        expect(boxes[a]!.x, `${a} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(boxes[a]!.x + boxes[a]!.width, `${a} ends on screen`).toBeLessThanOrEqual(PHONE.width);
        for (const b of names.slice(index + 1)) expect(overlaps(boxes[a]!, boxes[b]!), `${a} and ${b} overlap`).toBe(false);
      }
      // The progress ring sits on the icons' line, not above it.
      const middle = (box: Box) => box.y + box.height / 2;
      expect(Math.abs(middle(boxes.progress!) - middle(boxes.bell!))).toBeLessThanOrEqual(3);
      await shot(page, `ux-shell-header-390-${language}`);

      // No sidebar beside the page: the content has the whole width.
      const main = page.locator('#main');
      const before = (await main.boundingBox())!;
      expect(before.width).toBe(PHONE.width);

      // Keyboard: Tab to the menu button, Enter opens, Escape closes and gives the focus back.
      const menu = page.getByRole('button', { name: t.menu, exact: true });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const drawer = page.getByRole('dialog');
      const nav = drawer.getByRole('navigation', { name: t.nav });
      await expect(nav).toBeVisible();
      expect(await nav.getAttribute('id')).toBe(await menu.getAttribute('aria-controls'));
      // Over the page, which keeps its width and its words whole ("Översikt", not "Översi / kt").
      expect((await main.boundingBox())!.width).toBe(before.width);
      expect((await heading.boundingBox())!.height).toBeLessThan(60);
      // The drawer has slid in: the picture and the accessibility check see it still.
      await animationsDone(page);
      await shot(page, `ux-shell-menu-open-390-${language}`);
      await checkAccessibility(axeWatch, 'phone menu open');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect(nav).toBeHidden();

      // Choosing an entry opens its page and closes the menu.
      await menu.click();
      await drawer.getByRole('link', { name: t.leads, exact: true }).click();
      await expect(page).toHaveURL(/\/leads$/);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();

      // The backdrop closes it too.
      await menu.click();
      await expect(nav).toBeVisible();
      await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test('a toast appears below the header, never over its controls', async ({ page }) => {
      await useLanguage(page, language);
      await login(page, { email: users.admin.email, password: 'wrong-password-1' });
      const message = language === 'sv' ? 'Kontrollera e-post eller lösenord' : 'Please check email-id or password';
      await expect(toast(page)).toContainText(message);
      // Said once: a title that says what went wrong, and the server's message as its text.
      expect((await toast(page).innerText()).split(message)).toHaveLength(2);
      const header = (await page.locator('header').first().boundingBox())!;
      const box = (await toast(page).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      await shot(page, `ux-shell-toast-390-${language}`);
    });
  });

  test(`the progress of calls is a named, reachable progress bar with its percentage (${language})`, async ({ page, signIn }) => {
    await useLanguage(page, language);
    await signIn('admin', '/');
    const bar = page.getByRole('progressbar', { name: t.progress });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toContainText(language === 'sv' ? 'Hämtat 100 %' : 'Loaded 100 %');
    await bar.focus();
    await expect(page.getByRole('tooltip')).toContainText(language === 'sv' ? 'Hur mycket av det sidan hämtar' : 'How much of what the page is loading');
    // The header's icons are named by their buttons, not announced as "bell", "history", "user".
    for (const icon of ['bell', 'history', 'user']) await expect(page.getByRole('img', { name: icon, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.bell })).toBeVisible();
    const middle = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height / 2;
    };
    expect(Math.abs((await middle(bar)) - (await middle(page.getByRole('button', { name: t.bell }))))).toBeLessThanOrEqual(3);
    await shot(page, `ux-shell-header-1440-${language}`);
  });
}

test('after the login, the page asked for opens, not the start page', async ({ page }) => {
  await page.goto('/leads');
  // The address stays /login; the page asked for travels in the history entry.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-post').fill(users.admin.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(users.admin.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible();
});

test('a partner asked for an admin page after the login lands on their own start page', async ({ page }) => {
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-post').fill(users.partner.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(users.partner.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/partner$/);
});

test('a partner who opens / is taken to /partner without being told off', async ({ page, signIn }) => {
  await signIn('partner', '/');
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Översikt' })).toBeVisible();
  // The guard's warning would come before the redirect; by the time the start page has all its data it is there or never.
  await expect(page.getByTestId('api-progress')).toHaveAttribute('data-percent', '100');
  await expect(page.getByText('Du har inte behörighet')).toHaveCount(0);
});

test('a part of the portal that does not load says so without naming a module, and is reported', async ({ page, signIn }) => {
  await signIn('admin');
  // mf-leads' code does not arrive (its pages were read: the shell knows /leads is its page).
  await page.route(/\/remotes\/mf-leads\/(?!portal-module\.json)/, (route) => route.abort());
  const report = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST');
  await page.goto('/leads');
  const alert = page.getByRole('alert').filter({ hasText: 'Den här delen av portalen kunde inte laddas' });
  await expect(alert).toBeVisible();
  await expect(page.locator('body')).not.toContainText('mf-leads');
  expect((await report).postDataJSON()).toMatchObject({ kind: 'unavailable', module: 'mf-leads', route_id: 'leads', path: '/leads' });
  await shot(page, 'ux-shell-module-unavailable-sv');

  // Back again: "Försök igen" loads it.
  await page.unroute(/\/remotes\/mf-leads\/(?!portal-module\.json)/);
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible();
});

test('the outbox writes dates as the other lists do', async ({ page, signIn }) => {
  // The seed leaves the new partner's set-password mail in the outbox.
  await signIn('admin', '/outbox');
  const created = page.locator('.ant-table-tbody tr.ant-table-row td').first();
  await expect(created).toHaveText(/^\d{1,2} [a-zåäö]+ \d{4} \d{2}:\d{2}$/);
  await expect(created).not.toHaveText(/\d{4}-\d{2}-\d{2}/);
  await shot(page, 'ux-shell-outbox-dates-sv');
});
