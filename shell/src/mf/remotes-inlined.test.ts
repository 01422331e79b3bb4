import { describe, expect, it, vi } from 'vitest';

// `loadRemoteList` reads what the server inlined once per page: the test takes fresh instances of
// the shell's and the platform's modules (the shell's tests share one page, `isolate: false`).

const declarationOf = (module: string, path: string, build: string) => ({
  module,
  version: '0.1.0',
  build,
  requires: {},
  pages: { [module === 'mf-leads' ? 'leads' : 'ratings']: { path, area: 'admin', title: { sv: 'X', en: 'X' } } },
});

const pointers = { 'mf-leads': '/remotes/mf-leads/mf-manifest.json', 'mf-ratings': 'https://cdn.example.com/mf-ratings/1/mf-manifest.json' };

describe('what the server inlined in the page (issue 25)', () => {
  it('stands for /remotes.json and the declarations it holds on the first read; a module it does not hold is fetched; a later read asks the server', async () => {
    vi.resetModules();
    const { init } = await import('@module-federation/enhanced/runtime');
    const { matchRoute, portalStore } = await import('@portal/platform');
    const { modulesAtom } = await import('./modules-atom');
    const { loadRemoteList, refreshRemoteList } = await import('./remotes');
    init({ name: 'shell', remotes: [] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'portal-modules';
    script.textContent = JSON.stringify({ pointers, declarations: { 'mf-leads': declarationOf('mf-leads', '/leads', 'inlined') } });
    document.head.append(script);
    const fetched: string[] = [];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      fetched.push(url.href.replace(window.location.origin, ''));
      if (url.pathname === '/remotes.json') return Response.json(pointers);
      if (url.href === 'https://cdn.example.com/mf-ratings/1/portal-module.json') return Response.json(declarationOf('mf-ratings', '/ratings', 'cdn'));
      if (url.pathname === '/remotes/mf-leads/portal-module.json') return Response.json(declarationOf('mf-leads', '/leads', 'fetched'));
      return new Response('', { status: 404 });
    });

    const modules = await loadRemoteList();
    expect(fetched).toEqual(['https://cdn.example.com/mf-ratings/1/portal-module.json']);
    expect(modules['mf-leads']).toMatchObject({ status: 'ready', build: 'inlined' });
    expect(modules['mf-ratings']).toMatchObject({ status: 'ready', build: 'cdn' });
    expect(matchRoute('/leads')?.route.owner).toBe('mf-leads');
    expect(document.getElementById('portal-modules')).toBeNull();
    // Remembered as the last good pointers, for a server that does not answer later.
    expect(JSON.parse(localStorage.getItem('portal.remotes') ?? 'null')).toEqual(pointers);

    fetched.length = 0;
    await refreshRemoteList();
    expect(fetched).toEqual(['/remotes.json', '/remotes/mf-leads/portal-module.json', 'https://cdn.example.com/mf-ratings/1/portal-module.json']);
    expect(portalStore.get(modulesAtom)?.['mf-leads']).toMatchObject({ build: 'fetched' });
    fetchMock.mockRestore();
    localStorage.clear();
  });
});
