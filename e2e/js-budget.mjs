// Measures the JavaScript a route transfers (issue 9): every script response of one tab, its
// compressed size as Chromium's network layer counts it (CDP `encodedDataLength`), and which source
// modules each script carries (from its source map), so a second copy of anything is found.
// Shared by e2e/tests/budgets.spec.ts (the budget check of `pnpm test`) and scripts/bench.mjs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractProvided } from '../packages/platform/mf/shared.mjs';

/** @type {import('./js-budget.d.mts').BudgetTable} */
export const budgetTable = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

export const demoUsers = {
  admin: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  partner: { email: 'partner@demo.test', password: 'Demo-partner-1' },
};

/** A short name of a row: `/leads (admin, after /)`. */
export function routeLabel(route) {
  const how = [route.as, route.link && `the customer's mailed ${route.link} link`, route.login && 'signed in through /login', route.from && `after ${route.from}`].filter(Boolean).join(', ');
  return `${route.path} (${how})`;
}

/** Signs in through the API and stores the session before the page's first script runs. */
export async function storeSession(context, baseURL, who) {
  const user = demoUsers[who];
  const body = new URLSearchParams({ email: user.email, password: user.password });
  const login = await (await fetch(`${baseURL}/api/login`, { method: 'POST', body })).json();
  const bearer = login.data.token;
  const profile = await (await fetch(`${baseURL}/api/get-user`, { method: 'POST', body: new URLSearchParams({ token: bearer }) })).json();
  await context.addInitScript(
    ([token, stored]) => {
      localStorage.setItem('portal.token', JSON.stringify(token));
      localStorage.setItem('portal.expiry', String(Date.now() + 43_200_000));
      localStorage.setItem('portal.user', JSON.stringify(stored));
    },
    [bearer, profile.data],
  );
}

/** Signs in through the API: the bearer token of a demo user. */
async function bearerOf(baseURL, who) {
  const user = demoUsers[who];
  const login = await (await fetch(`${baseURL}/api/login`, { method: 'POST', body: new URLSearchParams({ email: user.email, password: user.password }) })).json();
  return login.data.token;
}

/**
 * A row whose page needs a real customer's link (`"link": "presentation"`): the demo's opportunity
 * with quotes ticked for the customer is presented through the API, as an admin does, and the path
 * of the link in the mail it sends is the page to measure. Each call sends a new presentation (the
 * previous link is revoked), so a measurement never depends on an earlier one.
 */
export async function linkPath(baseURL, kind) {
  if (kind !== 'presentation') throw new Error(`budgets.json: unknown link kind ${kind}`);
  const bearer = await bearerOf(baseURL, 'admin');
  const call = async (method, path) => {
    const response = await fetch(`${baseURL}/api${path}`, { method, headers: { authorization: `Bearer ${bearer}` } });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const opportunities = await call('GET', '/opportunities?search=Hamnlogistik&per_page=50');
  for (const opportunity of opportunities.data) {
    const bidders = await call('GET', `/bidders?opportunity_id=${opportunity.id}&per_page=50`);
    if (!(Array.isArray(bidders) ? bidders : bidders.data ?? []).some((bidder) => bidder.present_to_customer)) continue;
    await call('POST', `/opportunity/${opportunity.id}/presentation`);
    const mails = await call('GET', '/outbox?per_page=10');
    const newest = mails.data.find((mail) => mail.template === 'quote-presentation');
    const mail = newest && (await call('GET', `/outbox/${newest.id}`));
    const path = mail && /\/quote-presention-pre&[^\s"<)]+/.exec(mail.text)?.[0];
    if (path) return path.replace(/&amp;/g, '&');
    throw new Error('budgets.json: the presentation mail carries no link');
  }
  throw new Error('budgets.json: no demo opportunity with quotes ticked for the customer');
}

/** Records every script response of `page` from now on: url and encoded (transferred) bytes. */
export async function recordScripts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map();
  const done = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') pending.set(event.requestId, { url: event.response.url, fromCache: event.response.fromDiskCache || event.response.fromPrefetchCache });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = pending.get(event.requestId);
    if (script) {
      pending.delete(event.requestId);
      done.push({ url: script.url, bytes: event.encodedDataLength, fromCache: Boolean(script.fromCache) });
    }
  });
  return {
    /** Scripts finished so far; `since` drops those before a mark. */
    scripts: (since = 0) => done.slice(since),
    mark: () => done.length,
    detach: () => cdp.detach().catch(() => undefined),
  };
}

/** Something still loading: a page's or a table's spinner, a dashboard card's skeleton. */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active';

/**
 * Waits until the page is shown in full: nothing loading on screen and no request for a while.
 * (Quiet network alone is not enough: a slow CPU evaluating a big script leaves the network quiet
 * before the module's page is even asked for.)
 */
export async function settle(page) {
  for (let round = 0; round < 20; round++) {
    await page.waitForLoadState('networkidle');
    await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 30_000, polling: 100 });
    await page.waitForTimeout(500);
    if (!(await page.evaluate((selector) => Boolean(document.querySelector(selector)), LOADING))) return;
  }
}

/** In-app navigation (the router's own history), as a click on a link does: nothing is reloaded. */
export async function navigateInApp(page, path) {
  await page.evaluate((to) => {
    const index = (window.history.state && window.history.state.idx) ?? 0;
    window.history.pushState({ usr: null, key: `budget${index + 1}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname === new URL(path, 'http://x').pathname);
}

/**
 * Opens one row of the table in `page` (a new context: empty cache) and returns every script the
 * tab transferred and those the row counts.
 */
export async function measureRoute(page, baseURL, route) {
  if (route.as !== 'visitor' && !route.login) await storeSession(page.context(), baseURL, route.as);
  const path = route.link ? await linkPath(baseURL, route.link) : route.path;
  const recorder = await recordScripts(page);
  try {
    let mark = 0;
    if (route.login) {
      await page.goto(`${baseURL}/login`);
      const user = demoUsers[route.as];
      await page.getByLabel(/^(E-post|Email)$/).fill(user.email);
      await page.getByLabel(/^(Lösenord|Password)$/).fill(user.password);
      await page.getByRole('button', { name: /^(Logga in|Log in)$/ }).click();
      await page.waitForURL((url) => url.pathname === route.path);
      await settle(page);
    } else if (route.from) {
      await page.goto(baseURL + route.from);
      await settle(page);
      mark = recorder.mark();
      await navigateInApp(page, route.path);
      await settle(page);
    } else {
      await page.goto(baseURL + path);
      await settle(page);
    }
    const all = recorder.scripts();
    const counted = all.slice(mark);
    const bytes = counted.reduce((sum, script) => sum + script.bytes, 0);
    return { all, counted, bytes, kib: bytes / 1024, files: counted.length };
  } finally {
    await recorder.detach();
  }
}

/** The module a source-map entry names, the same for every build: `antd/es/button/index.js`, `packages/ui/src/x.tsx`, `mf-leads:src/y.tsx`. */
export function moduleKey(source) {
  const path = decodeURIComponent(source.replace(/^webpack:\/\/[^/]*\//, '')).replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) return path.slice(inPackage + 'node_modules/'.length);
  const workspace = /(?:^|\/)(packages\/[^/]+\/.+)$/.exec(path);
  if (workspace) return workspace[1];
  return null;
}

/** Package name of a module key: `antd`, `@ant-design/icons`, `packages/ui`. */
export function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') || key.startsWith('packages/') ? parts.slice(0, 2).join('/') : parts[0];
}

const sourceCache = new Map();

/** The modules a script carries, read from its source map (`<url>.map`, served beside it). */
export async function modulesOf(url) {
  if (!sourceCache.has(url)) {
    sourceCache.set(
      url,
      (async () => {
        const response = await fetch(`${url.replace(/[?#].*$/, '')}.map`);
        if (!response.ok) return [];
        const map = await response.json();
        const keys = new Set();
        for (const source of map.sources ?? []) {
          const key = moduleKey(source);
          if (key) keys.add(key);
        }
        return [...keys];
      })(),
    );
  }
  return sourceCache.get(url);
}

/**
 * The singletons of the contract (packages/platform/mf/shared.mjs `contractProvided`), as source-map
 * module keys: whole packages (`react/`, `packages/platform/`) and antd's context and global-state
 * files (`antd/es/config-provider/context.js`). One copy each, wherever it comes from.
 */
const singletons = (() => {
  const packages = new Set(['scheduler', '@tanstack/query-core', 'packages/platform', 'packages/api-client']);
  const files = new Set();
  for (const key of Object.keys(contractProvided(fileURLToPath(new URL('../shell', import.meta.url))))) {
    if (key.startsWith('@portal/')) continue;
    if (/^(antd|@ant-design\/icons)\/es\//.test(key)) files.add(key);
    else packages.add(key);
  }
  return { packages, files };
})();

/** Whether a module key is (part of) a singleton: a second copy of it is always a fault. */
export function isSingleton(key) {
  if (singletons.packages.has(packageOf(key))) return true;
  const file = key.replace(/\.js$/, '');
  return singletons.files.has(file) || singletons.files.has(file.replace(/\/index$/, ''));
}

/** A module's own script (its container, pages, and its copy of a leaf part the shell lacks). */
const isModuleScript = (url) => new URL(url).pathname.startsWith('/remotes/');

/**
 * Every module found in more than one script of the tab: a second copy. The per-container
 * federation bundler runtime (budgets.json `sharedRuntime`) is allowed once per container. Leaf
 * code travels with its module (issue 24): a module's own copy of an antd component, an icon, a
 * `@portal/ui` file or a helper they bring, beside the shell's, is no fault; a second copy of a
 * singleton (React, the platform, antd's config context …) always is, and so is any module twice
 * among the shell's own scripts.
 */
export async function findDuplicates(scripts) {
  const allowed = budgetTable.sharedRuntime?.modules ?? [];
  const where = new Map();
  const urls = [...new Set(scripts.map((script) => script.url))];
  for (const url of urls) {
    for (const key of await modulesOf(url)) {
      if (allowed.some((prefix) => key.startsWith(prefix))) continue;
      if (!where.has(key)) where.set(key, []);
      where.get(key).push(url);
    }
  }
  const twice = [...where].filter(([key, files]) => files.length > 1 && (isSingleton(key) || !files.some(isModuleScript)));
  // One line per package and set of files, not one per module.
  const byPackage = new Map();
  for (const [key, files] of twice) {
    const id = `${packageOf(key)} in ${files.map(shortUrl).join(' and ')}`;
    byPackage.set(id, (byPackage.get(id) ?? 0) + 1);
  }
  return [...byPackage].map(([id, modules]) => `${id} (${modules} module${modules === 1 ? '' : 's'})`);
}

/** The same script fetched twice in one tab. */
export function refetched(scripts) {
  const seen = new Map();
  for (const { url } of scripts) seen.set(url, (seen.get(url) ?? 0) + 1);
  return [...seen].filter(([, times]) => times > 1).map(([url, times]) => `${shortUrl(url)} ×${times}`);
}

export function shortUrl(url) {
  return new URL(url).pathname;
}

/** The biggest scripts, for a failure message: `/static/2324.c0.js 371.2 KiB`. */
export function biggest(scripts, count = 8) {
  return [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((script) => `${shortUrl(script.url)} ${(script.bytes / 1024).toFixed(1)} KiB`);
}
