// Issue 24: a module ships alone. What `releases/prepare.mjs` built (the previous release, and a
// release of mf-commissions with a new page) is deployed the way an operator does it: by editing
// the server's pointer file (REMOTES_FILE), then reloading.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestOf } from '../../scripts/release.mjs';
import { readPointers, writePointers } from '../remotes-file.mjs';
import { expect, test, type Page } from './fixtures';
import { shot } from './helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
interface Prepared {
  base: string;
  previousShell: string;
  previousModules: Record<string, string>;
  ratingsRelease: string;
  shellDigest: string;
}
const prepared = (): Prepared => JSON.parse(readFileSync(join(root, '.skew/prepared.json'), 'utf8')) as Prepared;
const portOf = (baseURL: string | undefined) => new URL(baseURL ?? '').port;

/** Edits the pointer file for the test and puts it back after, whatever happens. */
async function withPointers(baseURL: string | undefined, change: (pointers: Record<string, string>) => Record<string, string>, walk: () => Promise<void>) {
  const port = portOf(baseURL);
  const before = readPointers(port);
  writePointers(port, change({ ...before }));
  try {
    await walk();
  } finally {
    writePointers(port, before);
  }
}

type Visitor = 'admin' | 'partner' | 'visitor';
/** Today's pages with a menu entry, and the public ones without parameters, by who opens them: every module's lists, dashboards and the request form. */
function smokePages(): { path: string; as: Visitor; owner: string }[] {
  const found: { path: string; as: Visitor; owner: string }[] = [];
  for (const module of readdirSync(root).filter((entry) => /^mf-[a-z0-9-]+$/.test(entry)).sort()) {
    const { pages } = JSON.parse(readFileSync(join(root, module, 'src/pages.json'), 'utf8')) as { pages: Record<string, { path: string; area: string; menu?: object }> };
    for (const page of Object.values(pages)) {
      if (page.path.includes(':') || (!page.menu && page.area !== 'public')) continue;
      found.push({ path: page.path, as: page.area === 'admin' ? 'admin' : page.area === 'partner' ? 'partner' : 'visitor', owner: module });
    }
  }
  return found;
}

/**
 * Opens every smoke page as its visitor, moving inside the portal as a user does (the first page of
 * each visitor is loaded, the next ones reached without a reload): each draws its heading or form,
 * with no fallback, no Not Found, no uncaught error.
 */
async function smoke(page: Page, signIn: (role: 'admin' | 'partner') => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const pages = smokePages();
  // What the page drew last is marked: the next page's heading is a new element (each page is a component of its own).
  const drawn = page.locator('main :is(h1, h2, form):not([data-smoke-seen])').first();
  for (const as of ['admin', 'partner', 'visitor'] as const) {
    if (as !== 'visitor') await signIn(as);
    else await page.evaluate(() => localStorage.clear());
    let first = true;
    for (const { path, owner } of pages.filter((entry) => entry.as === as)) {
      if (first) await page.goto(path);
      else await page.evaluate((to) => (window.history.pushState(null, '', to), window.dispatchEvent(new PopStateEvent('popstate'))), path);
      first = false;
      await expect(drawn, `${path} (${owner})`).toBeVisible({ timeout: 20_000 });
      if ((await page.locator('[data-failure]').count()) > 0) problems.push(`${path} (${owner}): ${await page.locator('[data-failure]').first().innerText()}`);
      if ((await page.getByText('Sidan hittades inte').count()) > 0) problems.push(`${path} (${owner}): Not Found`);
      await page.evaluate(() => document.querySelectorAll('main h1, main h2, main form').forEach((element) => element.setAttribute('data-smoke-seen', '')));
    }
  }
  return problems;
}

test.describe('a module ships alone (issue 24)', () => {

  test('a release of mf-commissions with a new page and a new antd component is live after a reload, with the shell untouched, and rolled back by one edit', async ({ page, signIn, baseURL }) => {
    const { ratingsRelease, shellDigest } = prepared();
    await signIn('admin');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(menu.getByRole('link', { name: 'Provision' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Betyg' })).toHaveCount(0);
    const shellScripts = async () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/static/')).sort());
    const before = await shellScripts();

    await withPointers(baseURL, (pointers) => ({ ...pointers, 'mf-commissions': ratingsRelease }), async () => {
      await page.reload();
      await expect(menu.getByRole('link', { name: 'Betyg' })).toBeVisible();
      // Its menu entry where it declared it: after Provision (50), before Uppgifter (60).
      const entries = await menu.getByRole('link').allInnerTexts();
      expect(entries.slice(entries.indexOf('Provision'), entries.indexOf('Provision') + 3)).toEqual(['Provision', 'Betyg', 'Uppgifter']);
      await menu.getByRole('link', { name: 'Betyg' }).click();
      await expect(page).toHaveURL(/\/ratings$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Betyg' })).toBeVisible();
      await expect(page).toHaveTitle('Betyg · Konferensportalen');
      // antd's Rate, which the shell does not provide, came with the module; it reads the shell's theme and locale.
      const stars = page.getByRole('main').getByRole('radio');
      await expect(stars).toHaveCount(5);
      await stars.nth(4).click();
      await expect(page.getByTestId('stars')).toHaveText('5');
      // One antd context, the shell's: the module's Rate draws with the portal's theme (its CSS variables' scope class).
      const contexts = await page.evaluate(() => {
        type Shares = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
        const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Shares } }).__FEDERATION__.__SHARE__;
        const name = 'antd/es/config-provider/context';
        return [...new Set(Object.values(scopes).flatMap((scope) => Object.values(scope).flatMap((packages) => Object.values(packages[name] ?? {}).filter((s) => s.loaded).map((s) => s.from))))];
      });
      expect(contexts).toEqual(['shell']);
      const themeScope = async (selector: string) => /css-var-\S+/.exec((await page.locator(selector).first().getAttribute('class')) ?? '')?.[0];
      expect(await themeScope('main .ant-rate')).toBeTruthy();
      expect(await themeScope('main .ant-rate')).toBe(await themeScope('header .ant-btn'));
      // The module's release, not the shell, served the component's code.
      const fromRelease = await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith('/releases/mf-commissions/') && entry.name.endsWith('.js')),
      );
      expect(fromRelease).toBe(true);
      await shot(page, 'release-new-page-ratings');
      // The module's other pages work on, and the shell's files are the ones it had.
      await menu.getByRole('link', { name: 'Provision' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Provision' })).toBeVisible();
      const entry = (paths: string[]) => paths.filter((path) => /^\/static\/app\./.test(path));
      expect(entry(await shellScripts())).toEqual(entry(before));
      expect(digestOf(join(root, 'shell/dist'))).toBe(shellDigest);
    });

    // Rolled back: the pointer file as it was.
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Provision' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Betyg' })).toHaveCount(0);
    await page.goto('/ratings');
    await expect(page.getByText('Sidan hittades inte', { exact: true })).toBeVisible();
  });

  test("the previous release's modules work in today's shell", async ({ page, signIn, baseURL }) => {
    const { previousModules, base } = prepared();
    expect(Object.keys(previousModules).length).toBeGreaterThan(0);
    await withPointers(baseURL, (pointers) => ({ ...pointers, ...previousModules }), async () => {
      const problems = await smoke(page, signIn);
      expect(problems, `modules of ${base.slice(0, 12)} in today's shell`).toEqual([]);
    });
  });

  test("today's modules work in the previous release's shell", async ({ page, signIn }) => {
    const { previousShell, base } = prepared();
    // The previous shell served at / in place of today's (index.html for every page, its own scripts); the API and the modules are today's.
    await page.route(
      (url) => !/^\/(api|remotes|releases)\//.test(url.pathname) && !['/remotes.json', '/e2e-switching-user'].includes(url.pathname),
      async (route) => {
        const path = new URL(route.request().url()).pathname;
        const file = route.request().resourceType() === 'document' ? 'index.html' : path.slice(1);
        try {
          await route.fulfill({ path: join(previousShell, file) });
        } catch {
          await route.fulfill({ status: 404, body: '' });
        }
      },
    );
    const problems = await smoke(page, signIn);
    expect(problems, `today's modules in the shell of ${base.slice(0, 12)}`).toEqual([]);
  });
});
