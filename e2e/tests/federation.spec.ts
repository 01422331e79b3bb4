import { expect, test } from './fixtures';
import { modulesOf, recordScripts } from '../js-budget.mjs';

test.describe('Module Federation', () => {
  test("/login fetches no module's code, and not even the modules' pointers and declarations: the server put them in the page", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // No manifest, entry or chunk, and no /remotes.json or portal-module.json (issue 25): read from the page.
    expect(requested.filter((path) => path.startsWith('/remotes/') || path === '/remotes.json')).toEqual([]);
    // Read all the same: the pointers are remembered as the last good ones, and a module's page is known.
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.remotes') ?? '{}') as Record<string, string>);
    expect(remembered['mf-public']).toMatch(/\/mf-manifest\.json$/);
    await page.getByRole('link', { name: 'Konferensportalen' }).click();
    await expect(page.getByRole('heading', { name: 'Skicka förfrågan' }).or(page.locator('#send-request-title'))).toBeVisible();
  });

  test("a module's page: the server preloads its manifest, entry and routes with the shell's bootstrap, each fetched once", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto('/send-request');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-public/mf-manifest.json">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-public/remoteEntry.js">');
    expect(html).toMatch(/<link rel="preload" as="script" href="\/static\/bootstrap\.[0-9a-f]+\.js">/);
    await expect(page.locator('#send-request-title')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const file of ['/remotes/mf-public/mf-manifest.json', '/remotes/mf-public/remoteEntry.js']) expect(requested.filter((path) => path === file), file).toHaveLength(1);
  });

  test('the page holds exactly one copy of each shared library', async ({ page, signIn }) => {
    await signIn('admin');
    const recorder = await recordScripts(page);
    await page.goto('/leads');
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; from: string }>>>;
      const shares = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__.__SHARE__;
      // The same provider shows under every instance that uses it; a second copy has another origin or version.
      const versions: Record<string, Set<string>> = {};
      for (const scopes of Object.values(shares)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, byVersion] of Object.entries(packages)) {
            for (const [version, share] of Object.entries(byVersion)) {
              if (share.loaded || share.loading) (versions[name] ??= new Set()).add(`${version} from ${share.from}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(versions).map(([name, set]) => [name, [...set]]));
    });
    // antd, its icons and @portal/ui are shared per file (issue 9), the platform as its entry points (issue 24).
    for (const name of ['react', 'react-dom', 'jotai', 'i18next', 'antd/es/config-provider', 'antd/es/table', 'antd/es/config-provider/context', '@portal/platform/core']) {
      expect(loaded[name], name).toHaveLength(1);
    }
    for (const [name, providers] of Object.entries(loaded)) expect(providers, name).toHaveLength(1);
    // A module's own copy of an antd component or a platform file would carry its own copy of what
    // that file imports relatively (antd's config context, the platform's atoms): the shell provides
    // them all, so no script of a module holds any.
    const ownCopies: string[] = [];
    for (const script of recorder.scripts().filter((s) => new URL(s.url).pathname.startsWith('/remotes/'))) {
      for (const key of await modulesOf(script.url)) {
        if (/^(antd\/|@ant-design\/|@rc-component\/|packages\/(ui|platform)\/src\/)/.test(key)) ownCopies.push(`${key} in ${new URL(script.url).pathname}`);
      }
    }
    await recorder.detach();
    expect(ownCopies).toEqual([]);
  });
});
