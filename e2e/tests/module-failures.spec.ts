// Issue 24's failure cases, played on the real build with `page.route`: what a user sees when a
// module's manifest, declaration or the pointer file never answers or is wrong, when a module is
// incompatible, throws and is rolled back, is deployed in place under an open tab, or declares a
// new page. Each fallback is translated, shows within the 5 s and recovers by its button.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './helpers';

test.use({ signedInAs: 'admin' });

/** The fetch deadline of pointers, declarations and manifests (FETCH_DEADLINE_MS), and what the page may add to it. */
const DEADLINE_MS = 5_000;
const MARGIN_MS = 2_000;

const texts = {
  unavailable: 'Den här delen av portalen kunde inte laddas',
  crashed: 'Något gick fel på den här sidan',
  incompatible: 'Den här delen av portalen kan inte visas just nu',
  incompatibleEn: 'This part of the portal cannot be shown right now',
  outdated: 'En ny version av den här delen av portalen finns',
  notice: 'En ny version av portalen finns.',
};

/** A request that is never answered: the route stays pending until the page gives up on it. */
function neverAnswer(): void {}

/** Answers with the real file, changed by `edit`. */
function edited(edit: (body: Record<string, unknown>) => void) {
  return async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    edit(body);
    await route.fulfill({ response, json: body });
  };
}

/** Opens /leads (this tab now runs mf-leads), then mf-leads is released anew: its declaration names another build. */
async function openLeadsThenReleaseAnew(page: Page): Promise<void> {
  await page.goto('/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  await page.route(
    '**/remotes/mf-leads/portal-module.json',
    edited((declaration) => {
      declaration.build = `${String(declaration.build)}-next`;
    }),
  );
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Huvudmeny' });
}

/** Waits for `text` and says how long it took since `started`. */
async function shownWithin(page: Page, text: string, started: number, what: string): Promise<number> {
  await expect(page.getByText(text)).toBeVisible({ timeout: DEADLINE_MS + 3 * MARGIN_MS });
  const elapsed = Date.now() - started;
  console.log(`[module-releases] ${what}: shown after ${elapsed} ms`);
  return elapsed;
}

/**
 * The server puts the pointers and the declarations of the modules it serves into the page (issue
 * 25), so a first load fetches neither; a module on another origin (a CDN), a retry and the
 * freshness check still read them over the network. These cases play that network: each page is
 * served without what the server inlined (and the preloads it derived from them), so the shell
 * reads /remotes.json and every declaration as it does for a module served elsewhere.
 */
async function withoutInlinedModules(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|remotes|releases|static)\//.test(url.pathname) && !/\.(js|css|json|svg|map)$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      // The preloads go too: the server derived them from the declarations these cases change on their way.
      const body = (await response.text()).replace(/<script type="application\/json" id="portal-modules">.*?<\/script>|<link rel="preload"[^>]*>/gs, '');
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length', 'etag'].includes(name)));
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the fallbacks are the same at every width; ux-shell checks the layout');
  await withoutInlinedModules(page);
});

test('a manifest that never answers: the fallback within 5 s, the rest works, retry loads the module', async ({ page }) => {
  await page.route('**/remotes/mf-leads/mf-manifest.json', neverAnswer);
  const started = Date.now();
  await page.goto('/leads');
  expect(await shownWithin(page, texts.unavailable, started, 'mf-leads manifest never answers')).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  await shot(page, 'module-manifest-never-answers');
  // The header and the sidebar are the shell's: they work.
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Provision', exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible({ timeout: DEADLINE_MS + MARGIN_MS });
  await page.unroute('**/remotes/mf-leads/mf-manifest.json');
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
});

test('/remotes.json that never answers: the shell pages within 5 s, /leads unavailable until a retry', async ({ page }) => {
  await page.route('**/remotes.json', neverAnswer);
  let started = Date.now();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Översikt', level: 2 })).toBeVisible();
  // The dashboard's cards come from the modules: without pointers there are none, but the page is drawn.
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  started = Date.now();
  await page.goto('/leads');
  expect(await shownWithin(page, texts.unavailable, started, '/remotes.json never answers')).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  await shot(page, 'module-pointers-never-answer');
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
});

test('a module built before the contract (no declaration beside its manifest) is refused with the fallback, its menu entries hidden', async ({ page }) => {
  // As a module released before issue 24 is: its folder has no portal-module.json.
  await page.route('**/remotes/mf-leads/portal-module.json', (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
  await page.goto('/leads');
  await expect(page.getByText(texts.unavailable)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Leads', exact: true })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Affärsmöjligheter' })).toBeVisible();
  await page.unroute('**/remotes/mf-leads/portal-module.json');
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
});

test('a malformed /remotes.json after a good visit: the last good pointers are used', async ({ page }) => {
  await page.goto('/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  let served = 0;
  await page.route('**/remotes.json', (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{ "mf-leads": ' });
  });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  expect(served).toBeGreaterThan(0);
  await sidebar(page).getByRole('link', { name: 'Provision', exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
});

test('an incompatible module is refused before its code is fetched, in Swedish and English', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let platformKey = '';
  await page.route(
    '**/remotes/mf-commissions/portal-module.json',
    edited((declaration) => {
      const requires = declaration.requires as Record<string, string>;
      platformKey = Object.keys(requires).find((key) => key === '@portal/platform') ?? Object.keys(requires).find((key) => key.startsWith('@portal/platform'))!;
      requires[platformKey] = '^99.0.0';
    }),
  );
  await page.goto('/commission');
  await expect(page.getByText(texts.incompatible)).toBeVisible();
  expect(platformKey).toMatch(/^@portal\/platform/);
  await shot(page, 'module-incompatible');
  await expect(sidebar(page).getByRole('link', { name: 'Provision', exact: true })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Översikt', exact: true }).click();
  await expect(page.getByText('Mina uppgifter').first()).toBeVisible();
  await expect(page.getByText('Nya leads').first()).toBeVisible();
  await page.goBack();
  await page.getByTitle('English').click();
  await expect(page.getByText(texts.incompatibleEn)).toBeVisible();
  await shot(page, 'module-incompatible-en');
  await page.getByTitle('Svenska').click();
  await expect(page.getByText(texts.incompatible)).toBeVisible();
  const commissionsCode = requested.filter((path) => path.startsWith('/remotes/mf-commissions/') && !path.endsWith('/portal-module.json'));
  expect(commissionsCode).toEqual([]);
});

test('a module that throws, then is rolled back: "Ladda om sidan" reloads the page and the rolled-back release shows', async ({ page }) => {
  // The list answers rows the page cannot draw: its code throws while rendering.
  const broken = (route: Route) => route.fulfill({ json: { data: { data: [null], current_page: 1, per_page: 25, total: 1 } } });
  await page.route('**/api/leads?*', broken);
  await page.goto('/leads');
  await expect(page.getByText(texts.crashed)).toBeVisible();
  await shot(page, 'module-crashed');
  // The team rolls back: the pointer names another release of mf-leads, and the list is drawable again.
  await page.route(
    '**/remotes.json',
    edited((pointers) => {
      pointers['mf-leads'] = '/remotes/mf-leads/mf-manifest.json?release=rolled-back';
    }),
  );
  await page.unroute('**/api/leads?*', broken);
  const rolledBack = page.waitForRequest('**/remotes/mf-leads/mf-manifest.json?release=rolled-back');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Ladda om sidan' }).click();
  await reloaded;
  await rolledBack;
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  await expect(page.getByText(texts.crashed)).toHaveCount(0);
});

test('a deploy in place under an open tab: an unvisited page offers a reload, and so does the notice', async ({ page }) => {
  await openLeadsThenReleaseAnew(page);
  // Released in the same place: its old chunks are gone.
  await page.route('**/remotes/mf-leads/static/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await sidebar(page).getByRole('link', { name: 'Regioner och orter', exact: true }).click();
  await expect(page.getByText(texts.outdated)).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: texts.notice });
  await expect(notice).toBeVisible();
  await shot(page, 'module-outdated');
  await page.unroute('**/remotes/mf-leads/static/**');
  await page.unroute('**/remotes/mf-leads/portal-module.json');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('main').getByRole('button', { name: 'Ladda om sidan' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Regioner och orter', level: 2 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a release seen on the next page after a minute: the tab offers a reload', async ({ page }) => {
  // The tab reads the pointers and declarations again at most once a minute: the minute passes on Playwright's clock.
  await page.clock.install();
  await openLeadsThenReleaseAnew(page);
  const notice = page.getByRole('status').filter({ hasText: texts.notice });
  await sidebar(page).getByRole('link', { name: 'Översikt', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Översikt', level: 2 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward('01:01');
  await sidebar(page).getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(notice).toBeVisible();
  // The page this tab runs still works; the notice's button reloads into the new release.
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  await shot(page, 'module-update-notice');
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Ladda om sidan' }).click();
  await reloaded;
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test.describe('signed out', () => {
  test.use({ signedInAs: undefined });

  test("while the modules' declarations are read, the request form stays plain (no TanStack Query, issue 9)", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/send-request');
    await expect(page.locator('form')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/queries\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  });
});
