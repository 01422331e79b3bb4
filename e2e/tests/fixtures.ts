// Every spec imports `test` and `expect` from here. The page fixture runs axe-core on each page a test
// visits (each path once per language and width per run) and fails the test on a serious or critical
// WCAG 2.1 A/AA violation.
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

export const test = base.extend<{ axeWatch: AxeWatch }>({
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
