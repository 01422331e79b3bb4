import { init } from '@module-federation/enhanced/runtime';
import { portalStore, unregisterPages } from '@portal/platform';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { modulesAtom, pointersUnknownAtom } from './modules-atom';
import { refreshRemoteList } from './remotes';


const declaration = {
  module: 'mf-leads',
  version: '0.1.0',
  build: 'b1',
  requires: {},
  pages: { leads: { path: '/leads', area: 'admin', title: { sv: 'Leads', en: 'Leads' } } },
};

/** The server: `/remotes.json` answers `pointers` (a text, as sent), each declaration the one above. */
function serve(pointers: string): void {
  vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname;
    if (path === '/remotes.json') return new Response(pointers, { status: 200 });
    if (path === '/remotes/mf-leads/portal-module.json') return Response.json(declaration);
    return new Response('', { status: 404 });
  });
}

// The federation runtime the shell's build creates; modules are only registered here, never fetched.
beforeAll(() => {
  init({ name: 'shell', remotes: [] });
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  // Other test files of this project share the store.
  portalStore.set(pointersUnknownAtom, false);
  portalStore.set(modulesAtom, null);
  unregisterPages('mf-leads');
});

describe('the module pointers', () => {
  it('are unknown when /remotes.json is malformed and no good one was read before', async () => {
    serve('{ "mf-leads": ');
    await refreshRemoteList();
    expect(portalStore.get(pointersUnknownAtom)).toBe(true);
    expect(portalStore.get(modulesAtom)).toEqual({});
  });

  it('are the last good ones when /remotes.json turns malformed', async () => {
    serve(JSON.stringify({ 'mf-leads': '/remotes/mf-leads/mf-manifest.json' }));
    await refreshRemoteList();
    serve('{ "mf-leads": ');
    await refreshRemoteList();
    expect(portalStore.get(pointersUnknownAtom)).toBe(false);
    expect(portalStore.get(modulesAtom)?.['mf-leads']).toMatchObject({ status: 'ready', build: 'b1', entry: '/remotes/mf-leads/mf-manifest.json' });
  });
});
