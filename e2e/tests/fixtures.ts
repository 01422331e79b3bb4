// Every spec imports `test` and `expect` from here. The page fixture runs axe-core on each page a test
// visits (each path once per language and width per run) and fails the test on a serious or critical
// WCAG 2.1 A/AA violation. `signedInAs` starts a test signed in (a session shared by the run's
// tests), `signIn` changes who is signed in during a walk.
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { login, users } from './helpers';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** How long a page must stay on one path before it is checked (its data loaded, its animations over). */
const SETTLE_MS = 900;
const SERIOUS = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Pages checked in this worker's run: the same page is not checked again by the next test. */
const checked = new Set<string>();

class AxeWatch {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  readonly found: { page: string; violations: Violation[] }[] = [];

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.queue(), SETTLE_MS);
    });
  }

  /** Checks the page that is open now, unless this path was checked already. */
  queue(state = ''): Promise<void> {
    this.running = this.running.then(() => this.check(state)).catch(() => undefined);
    return this.running;
  }

  async finish(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.page.isClosed()) await this.queue();
    await this.running;
  }

  private async key(): Promise<string | undefined> {
    const url = new URL(this.page.url());
    if (url.protocol === 'about:') return undefined;
    const lang = await this.page.evaluate(() => document.documentElement.lang);
    const width = this.page.viewportSize()?.width ?? 1280;
    // Records of one kind share a page: /edit-account-11 and /edit-account-12 are checked once.
    return `${url.pathname.replace(/\d+/g, ':n')} [${lang || '?'}, ${width < 600 ? 'phone' : 'wide'}]`;
  }

  private async run(): Promise<Violation[]> {
    return this.page.evaluate(async (source) => {
      const w = window as unknown as { axe?: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } };
      if (!w.axe) new Function(source)();
      const result = await w.axe!.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'minor',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
      }));
    }, axeSource);
  }

  private async check(state: string): Promise<void> {
    if (this.page.isClosed()) return;
    const key = `${await this.key()}${state ? ` (${state})` : ''}`;
    if (key.startsWith('undefined') || checked.has(key)) return;
    const first = (await this.run()).filter((v) => SERIOUS.has(v.impact));
    let stable = first;
    if (first.length > 0) {
      // A fade or a slide caught half-way is not a defect: only what is still there a second later counts.
      await this.page.waitForTimeout(1000);
      if (`${await this.key()}${state ? ` (${state})` : ''}` !== key) return;
      const again = new Set((await this.run()).map((v) => v.id));
      stable = first.filter((v) => again.has(v.id));
    }
    checked.add(key);
    if (stable.length > 0) this.found.push({ page: key, violations: stable });
  }
}

function describe(found: AxeWatch['found']): string {
  return found
    .map(({ page, violations }) =>
      [`${page}:`, ...violations.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`)].join('\n'),
    )
    .join('\n');
}

/** The demo users whose sessions the tests share. */
export type Role = 'admin' | 'partner' | 'partner2';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What the portal keeps of a session (packages/platform/src/session/storage-keys.ts), all in localStorage. */
const SESSION_KEYS = ['portal.token', 'portal.expiry', 'portal.user'];
/** A blank page of the portal's address (the browser never asks the server for it), to change sessions on. */
const SWITCHING = '/e2e-switching-user';
const SWITCHING_PAGE = '<!doctype html><html lang="en"><head><title>Switching user</title></head><body><main></main></body></html>';
const LANDING: Record<Role, RegExp> = { admin: /\/$/, partner: /\/partner$/, partner2: /\/partner$/ };

/**
 * One signed-in session per role for the worker's tests: logged in through the login form once,
 * what the portal stored kept (only the session's keys: not the language, not a draft) and handed
 * to each test that starts signed in. A session a test ended (a changed password revokes the user's
 * other tokens) is noticed before it is handed out, and the role logs in again.
 */
class Sessions {
  private readonly states = new Map<Role, StorageState>();

  constructor(
    private readonly browser: Browser,
    private readonly request: APIRequestContext,
    private readonly baseURL: string,
  ) {}

  async state(role: Role): Promise<StorageState> {
    const kept = this.states.get(role);
    if (kept && (await this.live(kept))) return kept;
    const fresh = await this.logIn(role);
    this.states.set(role, fresh);
    return fresh;
  }

  /** The session's own keys as the portal wrote them, for the page's localStorage. */
  async items(role: Role): Promise<{ name: string; value: string }[]> {
    return (await this.state(role)).origins.flatMap((origin) => origin.localStorage);
  }

  private async live(state: StorageState): Promise<boolean> {
    const stored = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'portal.token');
    if (!stored) return false;
    const response = await this.request.post(`${this.baseURL}/api/get-user`, { headers: { authorization: `Bearer ${JSON.parse(stored.value) as string}` } });
    return response.ok();
  }

  private async logIn(role: Role): Promise<StorageState> {
    const context = await this.browser.newContext({ baseURL: this.baseURL, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
    try {
      const page = await context.newPage();
      await login(page, users[role]);
      await expect(page).toHaveURL(LANDING[role]);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.user'))).not.toBeNull();
      const { origins } = await context.storageState();
      return {
        cookies: [],
        origins: origins.map(({ origin, localStorage }) => ({ origin, localStorage: localStorage.filter((item) => SESSION_KEYS.includes(item.name)) })),
      };
    } finally {
      await context.close();
    }
  }
}

export const test = base.extend<
  {
    axeWatch: AxeWatch;
    /** Starts the test signed in as this demo user (no login form); unset: signed out. */
    signedInAs: Role | undefined;
    /** Signs this demo user in (the run's shared session), in place of whoever is, and opens `path` if given. */
    signIn: (role: Role, path?: string) => Promise<void>;
  },
  { sessions: Sessions }
>({
  sessions: [
    async ({ browser, playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext();
      await use(new Sessions(browser, request, baseURL));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, sessions }, use) => {
    await use(signedInAs ? await sessions.state(signedInAs) : undefined);
  },
  signIn: async ({ page, sessions }, use) => {
    await use(async (role, path) => {
      const items = await sessions.items(role);
      // The session is swapped on a page of the portal's address where none of its code runs: a
      // portal page still open could write the user it holds back over the new one.
      await page.route(SWITCHING, (route) => route.fulfill({ contentType: 'text/html', body: SWITCHING_PAGE }));
      await page.goto(SWITCHING);
      await page.evaluate(
        ({ keys, items }) => {
          for (const key of keys) localStorage.removeItem(key);
          for (const { name, value } of items) localStorage.setItem(name, value);
        },
        { keys: SESSION_KEYS, items },
      );
      await page.unroute(SWITCHING);
      if (path !== undefined) await page.goto(path);
    });
  },
  // Automatic: every test's page is watched without the test asking for it.
  axeWatch: [
    async ({ page }, use, testInfo: TestInfo) => {
      const watch = new AxeWatch(page);
      await use(watch);
      await watch.finish();
      if (watch.found.length > 0) {
        await testInfo.attach('axe-violations', { body: describe(watch.found), contentType: 'text/plain' });
        expect(watch.found, `accessibility violations (axe-core, serious or critical):\n${describe(watch.found)}`).toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };

/** Checks what is open now (a dialog, a drawer) as its own page, besides the check after each navigation. */
export async function checkAccessibility(watch: AxeWatch, state: string): Promise<void> {
  await watch.queue(state);
}
