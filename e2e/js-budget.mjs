// Measures the JavaScript a route transfers (issue 9): every script response of one tab, its
// compressed size as Chromium's network layer counts it (CDP `encodedDataLength`), and which source
// modules each script carries (from its source map), so a second copy of anything is found.
// Counted are the scripts needed before the page's main content is drawn (issue 25): those whose
// request started before the first frame in which `#main` shows a visible heading and nothing in it
// is still loading (`watchMainContent`), not what is prefetched afterwards on idle.
// Shared by e2e/budgets/budgets.spec.ts (the budget check of `pnpm test`), scripts/bench.mjs and
// scripts/bench-paint.mjs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAIN_CONTENT_HEADING, MAIN_CONTENT_LOADING } from '../packages/platform/mf/main-content.mjs';
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
 * The path of a page that needs a real link, made through the API as the staff or a venue would:
 * - `presentation` (budgets.json `"link": "presentation"`): the demo's opportunity with quotes
 *   ticked for the customer is presented, as an admin does, and the mailed link is the page. Each
 *   call sends a new presentation (the previous link is revoked), so no measurement depends on an
 *   earlier one.
 * - `preliminary-booking`: the demo's preliminary booking waiting for the venue (Skärgårdsbanken's,
 *   asked of Demo Konferenshotell) is held for two weeks more, as the venue does (an admin may
 *   answer for it), and the link mailed to the customer is the page (each call reissues it).
 * - `set-password`: the link the seed mailed to the new demo partner (good until used): read from the
 *   outbox table through `query` (SQL on the server's database; the API shows password links with
 *   their token left out).
 */
export async function linkPath(baseURL, kind, { query } = {}) {
  const bearer = await bearerOf(baseURL, 'admin');
  const call = async (method, path, body) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const listOf = (answer) => (Array.isArray(answer) ? answer : (answer.data ?? []));
  const mailedPath = async (template, pattern) => {
    for (let page = 1; page <= 20; page++) {
      const mails = listOf(await call('GET', `/outbox?per_page=100&page=${page}`));
      const newest = mails.find((mail) => mail.template === template);
      if (newest) {
        const path = pattern.exec((await call('GET', `/outbox/${newest.id}`)).text)?.[0];
        if (path) return path.replace(/&amp;/g, '&');
        throw new Error(`linkPath: the ${template} mail carries no link`);
      }
      if (mails.length < 100) break;
    }
    throw new Error(`linkPath: no ${template} mail in the outbox`);
  };
  if (kind === 'presentation') {
    const opportunities = await call('GET', '/opportunities?search=Hamnlogistik&per_page=50');
    for (const opportunity of opportunities.data) {
      const bidders = await call('GET', `/bidders?opportunity_id=${opportunity.id}&per_page=50`);
      if (!listOf(bidders).some((bidder) => bidder.present_to_customer)) continue;
      await call('POST', `/opportunity/${opportunity.id}/presentation`);
      return mailedPath('quote-presentation', /\/quote-presention-pre&[^\s"<)]+/);
    }
    throw new Error('linkPath: no demo opportunity with quotes ticked for the customer');
  }
  if (kind === 'preliminary-booking') {
    const opportunities = await call('GET', '/opportunities?search=Sk%C3%A4rg%C3%A5rdsbanken&per_page=50');
    for (const opportunity of opportunities.data) {
      const bidders = listOf(await call('GET', `/bidders?opportunity_id=${opportunity.id}&per_page=50`));
      const asked = bidders.find((bidder) => bidder.preliminary_booking_id && ['requested', 'held'].includes(bidder.preliminary_booking?.status ?? 'requested'));
      if (!asked) continue;
      const holdUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      await call('POST', `/preliminary-booking/${asked.preliminary_booking_id}/answer`, { response: 'hold', hold_until: holdUntil });
      return mailedPath('preliminary-booking-held', /\/preliminary-booking&[^\s"<)]+/);
    }
    throw new Error('linkPath: no demo preliminary booking waiting for the venue');
  }
  if (kind === 'set-password') {
    if (!query) throw new Error('linkPath: a set-password link is read from the database (query)');
    const [mail] = await query(`SELECT text FROM outbox WHERE template = 'set-password' ORDER BY id DESC LIMIT 1`);
    const path = /\/set-password&[^\s"<)]+/.exec(mail?.text ?? '')?.[0];
    if (!path || path.includes('…')) throw new Error('linkPath: no set-password link in the outbox');
    return path;
  }
  throw new Error(`linkPath: unknown link kind ${kind}`);
}

/**
 * Records every script response of `page` from now on: url and encoded (transferred) bytes. On a
 * CDP session of its own, or on `session` (one that also emulates the network, scripts/bench-paint.mjs).
 */
export async function recordScripts(page, session) {
  const cdp = session ?? (await page.context().newCDPSession(page));
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
    detach: () => (session ? Promise.resolve() : cdp.detach().catch(() => undefined)),
  };
}

/**
 * What "the page's main content is drawn" means, the same in the byte check, the bench and the
 * shell's fetching ahead (the selectors: packages/platform/mf/main-content.mjs): the first
 * animation frame in which `#main` (the layouts' content; `main` or the body if a page has none)
 * holds a visible heading with text, and nothing in it is still loading.
 * After `expectNewContent` (before an in-app navigation or a sign-in) the headings shown then no
 * longer count: it takes a new heading, or (a page that keeps its heading, `/opportunity?view=board`)
 * a new address and a change of `#main`'s elements after it.
 */
const MAIN_CONTENT_WATCH = ({ LOADING, HEADING }) => {
  performance.setResourceTimingBufferSize(5000);
  const STALE = 'data-portal-shown-before';
  const state = { drawnAt: null, since: 0, address: null, changed: false, observer: null };
  const root = () => document.getElementById('main') ?? document.querySelector('main') ?? document.body;
  const shows = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && element.textContent.trim() !== '';
  };
  const frame = () => {
    const main = root();
    if (state.drawnAt === null && main && !main.querySelector(LOADING)) {
      const headings = [...main.querySelectorAll(HEADING)].filter(shows);
      if (headings.some((heading) => !heading.hasAttribute(STALE)) || (state.changed && headings.length > 0)) state.drawnAt = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  Object.defineProperty(window, '__portalMainContent', {
    value: {
      state,
      expectNewContent() {
        for (const heading of document.querySelectorAll(HEADING)) heading.setAttribute(STALE, '');
        state.drawnAt = null;
        state.since = performance.now();
        state.address = location.href;
        state.changed = false;
        state.observer?.disconnect();
        state.observer = new MutationObserver((mutations) => {
          const main = root();
          if (location.href !== state.address && mutations.some((m) => m.type === 'childList' && main.contains(m.target))) state.changed = true;
        });
        state.observer.observe(document.body, { subtree: true, childList: true });
      },
    },
  });
};

/** Installs the main-content watch in `page` (before its first navigation). */
export async function watchMainContent(page) {
  await page.addInitScript(MAIN_CONTENT_WATCH, { LOADING: MAIN_CONTENT_LOADING, HEADING: MAIN_CONTENT_HEADING });
}

/** From now on, main content counts as drawn only once the page has changed (before an in-app navigation or a sign-in). */
export async function expectNewContent(page) {
  await page.evaluate(() => window.__portalMainContent.expectNewContent());
}

/** The page time (ms since its navigation started) at which main content was drawn, waiting for it. */
export async function mainContentDrawn(page, timeout = 60_000) {
  try {
    await page.waitForFunction(() => window.__portalMainContent?.state.drawnAt != null, undefined, { timeout, polling: 100 });
  } catch (error) {
    throw new Error(`${page.url()}: the main content (a visible heading in #main, nothing loading) was not drawn within ${timeout} ms`, { cause: error });
  }
  return page.evaluate(() => ({ drawnAt: window.__portalMainContent.state.drawnAt, since: window.__portalMainContent.state.since }));
}

/** When each script's request started (ms since the navigation started), by URL, from the page's resource timing. */
export async function scriptStarts(page) {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => [entry.name, entry.startTime]),
  );
  const starts = new Map();
  for (const [url, start] of entries) if (!starts.has(url)) starts.set(url, start);
  return starts;
}

/**
 * The scripts of `scripts` whose request started in [from, until) of the page's time. A script the
 * page's resource timing does not know (none so far) counts: better counted than missed.
 */
export function startedBetween(scripts, starts, from, until) {
  return scripts.filter((script) => {
    const start = starts.get(script.url);
    return start === undefined || (start >= from && start < until);
  });
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
  await watchMainContent(page);
  const recorder = await recordScripts(page);
  try {
    let drawn;
    if (route.login) {
      // The login page's scripts count too: from the start until the landing page's content is drawn.
      await page.goto(`${baseURL}/login`);
      const user = demoUsers[route.as];
      await page.getByLabel(/^(E-post|Email)$/).fill(user.email);
      await page.getByLabel(/^(Lösenord|Password)$/).fill(user.password);
      await expectNewContent(page);
      await page.getByRole('button', { name: /^(Logga in|Log in)$/ }).click();
      await page.waitForURL((url) => url.pathname === route.path);
      drawn = { ...(await mainContentDrawn(page)), since: 0 };
      await settle(page);
    } else if (route.from) {
      await page.goto(baseURL + route.from);
      await settle(page);
      await expectNewContent(page);
      await navigateInApp(page, route.path);
      drawn = await mainContentDrawn(page);
      await settle(page);
    } else {
      await page.goto(baseURL + path);
      drawn = await mainContentDrawn(page);
      await settle(page);
    }
    const all = recorder.scripts();
    const starts = await scriptStarts(page);
    const counted = startedBetween(all, starts, drawn.since, drawn.drawnAt);
    const bytes = counted.reduce((sum, script) => sum + script.bytes, 0);
    const allBytes = startedBetween(all, starts, drawn.since, Number.POSITIVE_INFINITY).reduce((sum, script) => sum + script.bytes, 0);
    return { all, counted, bytes, kib: bytes / 1024, files: counted.length, drawnAt: drawn.drawnAt, since: drawn.since, allKib: allBytes / 1024 };
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
