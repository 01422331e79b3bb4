import type { RouteId } from '@portal/platform';
import { MAIN_CONTENT_HEADING, MAIN_CONTENT_LOADING } from '@portal/platform/mf/main-content';
import { useEffect } from 'react';
import { loadRemotePage, remoteListRequested } from '../mf/remotes';
import type { NavEntry } from './navigation';

/** How long a prefetch waits for the browser to be idle before it goes anyway (ms). */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` when the main thread is idle (or after a timeout); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Whether the page's main content is drawn: `#main` shows a heading and nothing in it is loading
 * (the one definition, @portal/platform/mf/main-content). What is fetched ahead waits for it, so it
 * never competes with the page's own data and scripts (the byte check counts what comes before
 * this moment: e2e/js-budget.mjs watchMainContent).
 */
function pageDrawn(): boolean {
  const main = document.getElementById('main');
  if (!main) return true;
  if (main.querySelector(MAIN_CONTENT_LOADING)) return false;
  return main.querySelector(MAIN_CONTENT_HEADING) !== null;
}

/** Whether the visitor asked to save data, or is on a very slow connection: nothing is fetched ahead then. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/**
 * A module's page: its chunk fetched (and its code run), as a visit does. Only once the tab asked
 * for the modules' pointers: fetching ahead must not read them afresh (and change what the tab knows).
 */
async function fetchPage(owner: string, route: RouteId, remotes: PrefetchRemotes): Promise<void> {
  if (!remotes.remoteListRequested()) return;
  const loader = await remotes.loadRemotePage(owner, route);
  await loader?.();
}

/** How a page is fetched: the shell's module loader (a test passes its own). */
export interface PrefetchRemotes {
  loadRemotePage: (owner: string, route: RouteId) => ReturnType<typeof loadRemotePage>;
  remoteListRequested: () => boolean;
}

const shellRemotes: PrefetchRemotes = { loadRemotePage, remoteListRequested };

/**
 * Fetches the pages of the menu's other entries ahead, so that going to one of them (a list) draws
 * it without waiting for its scripts (issue 25: ≤ 500 ms to a list in the app). It starts once the
 * current page's own scripts are in, its main content is drawn and the browser is idle, one page at a time, each on its own
 * idle moment, and never on a connection that saves data. A page that cannot be fetched now is
 * left to its visit, which shows its own fallback if it still fails.
 */
export function usePrefetchEntries(entries: NavEntry[], current: { owner: string; route: RouteId } | undefined, remotes: PrefetchRemotes = shellRemotes): void {
  const key = entries.map((entry) => `${entry.owner}:${entry.route}`).join(',');
  const currentKey = current ? `${current.owner}:${current.route}` : '';
  useEffect(() => {
    if (savesData()) return undefined;
    let cancelled = false;
    let cancelIdle = () => {};
    const queue = entries.filter((entry) => entry.owner !== 'shell' && !(current && entry.route === current.route));
    let waits = 0;
    const next = () => {
      if (cancelled || queue.length === 0) return;
      cancelIdle = whenIdle(() => {
        if (cancelled) return;
        // Not before the page is drawn, looked at every 200 ms (for at most 15 s: a page that never
        // settles is not waited for forever).
        if (!pageDrawn() && waits++ < 75) {
          const timer = window.setTimeout(next, 200);
          cancelIdle = () => window.clearTimeout(timer);
          return;
        }
        const entry = queue.shift();
        if (!entry) return;
        void fetchPage(entry.owner, entry.route, remotes)
          .catch(() => undefined)
          .then(next);
      });
    };
    // The current page first: what is fetched ahead never competes with it.
    const ownPage = current && current.owner !== 'shell' ? fetchPage(current.owner, current.route, remotes) : Promise.resolve();
    void ownPage.catch(() => undefined).then(next);
    return () => {
      cancelled = true;
      cancelIdle();
    };
    // The entries and the current page by their keys: a new array of the same entries is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, currentKey]);
}
