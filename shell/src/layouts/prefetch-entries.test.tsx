import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavEntry } from './navigation';
import { usePrefetchEntries as usePrefetch, type PrefetchRemotes } from './prefetch-entries';

const fetched: string[] = [];
const loadRemotePage = vi.fn(async (owner: string, route: string) => {
  if (owner === 'mf-broken') throw new Error('module down');
  return async () => {
    fetched.push(`${owner}:${route}`);
    return { default: () => null };
  };
});
let listRequested = true;
// The module loader is passed in, not mocked: the shell's test files share one module cache.
const remotes = { loadRemotePage: (owner: string, route: string) => loadRemotePage(owner, route), remoteListRequested: () => listRequested } as PrefetchRemotes;
const usePrefetchEntries = (entries: NavEntry[], current: Parameters<typeof usePrefetch>[1]) => usePrefetch(entries, current, remotes);

const entry = (owner: string, route: string): NavEntry => ({ owner, route: route as NavEntry['route'], label: { sv: route, en: route }, pages: [] });
const entries = [entry('shell', 'home'), entry('mf-leads', 'leads'), entry('mf-broken', 'broken'), entry('mf-leads', 'accounts'), entry('mf-quotes', 'quotes')];

/** Lets the idle waits (a timer under jsdom) and the fetches behind them run. */
async function idle(times = 1) {
  for (let i = 0; i < times; i++) await vi.advanceTimersByTimeAsync(250);
}

beforeEach(() => {
  vi.useFakeTimers();
  fetched.length = 0;
  listRequested = true;
  loadRemotePage.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePrefetchEntries', () => {
  it("fetches the current page first, then the other modules' entries one idle moment each, past one that fails", async () => {
    renderHook(() => usePrefetchEntries(entries, { owner: 'mf-leads', route: 'leads' as NavEntry['route'] }));
    await vi.advanceTimersByTimeAsync(0);
    // Only the current page until the browser is idle.
    expect(fetched).toEqual(['mf-leads:leads']);
    await idle();
    expect(fetched).toEqual(['mf-leads:leads']);
    expect(loadRemotePage).toHaveBeenLastCalledWith('mf-broken', 'broken');
    await idle();
    expect(fetched).toEqual(['mf-leads:leads', 'mf-leads:accounts']);
    await idle(3);
    // The shell's own entry is the shell's; the current page is not fetched twice.
    expect(fetched).toEqual(['mf-leads:leads', 'mf-leads:accounts', 'mf-quotes:quotes']);
    expect(loadRemotePage.mock.calls.map(([owner]) => owner)).not.toContain('shell');
  });

  it('stops when the menu goes away', async () => {
    const { unmount } = renderHook(() => usePrefetchEntries(entries, undefined));
    await idle();
    expect(fetched).toEqual(['mf-leads:leads']);
    unmount();
    await idle(5);
    expect(fetched).toEqual(['mf-leads:leads']);
  });

  it('fetches nothing ahead when the visitor saves data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    renderHook(() => usePrefetchEntries(entries, { owner: 'mf-leads', route: 'leads' as NavEntry['route'] }));
    await idle(5);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it("never reads the modules' pointers itself", async () => {
    listRequested = false;
    renderHook(() => usePrefetchEntries(entries, { owner: 'mf-leads', route: 'leads' as NavEntry['route'] }));
    await idle(6);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('starts again for a new page, not for the same entries drawn again', async () => {
    const { rerender } = renderHook(({ list }) => usePrefetchEntries(list, undefined), { initialProps: { list: entries.slice(0, 2) } });
    await idle(3);
    expect(fetched).toEqual(['mf-leads:leads']);
    rerender({ list: entries.slice(0, 2).map((e) => ({ ...e })) });
    await idle(3);
    expect(loadRemotePage).toHaveBeenCalledTimes(1);
  });

  it("waits until the page's main content is drawn: a heading in #main, nothing loading", async () => {
    document.body.innerHTML = '<main id="main"><div aria-busy="true"></div></main>';
    try {
      renderHook(() => usePrefetchEntries(entries, { owner: 'mf-leads', route: 'leads' as NavEntry['route'] }));
      await idle(4);
      expect(fetched).toEqual(['mf-leads:leads']);
      document.body.innerHTML = '<main id="main"><h2>Leads</h2></main>';
      await idle(3);
      expect(fetched).toEqual(['mf-leads:leads', 'mf-leads:accounts']);
    } finally {
      document.body.innerHTML = '';
    }
  });
});
