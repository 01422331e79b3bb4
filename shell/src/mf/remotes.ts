import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DashboardWidget, ModuleName, PageLoader, RouteId } from '@portal/platform';
import { portalStore } from '@portal/platform';
import { availableModulesAtom } from './available-modules-atom';

/** Module Federation names cannot hold dashes; the portal's module names do. */
const federationName = (module: string) => module.replace(/-/g, '_');

let listing: Promise<Record<string, string>> | undefined;

/**
 * Reads `/remotes.json` (module name → manifest URL) and registers each module with the
 * federation runtime. Nothing of a module is fetched until a page needs it.
 */
export function loadRemoteList(): Promise<Record<string, string>> {
  listing ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response): Promise<Record<string, string>> => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json();
    })
    .catch((): Record<string, string> => {
      // Not cached: the next page or a retry asks again.
      listing = undefined;
      return {};
    })
    .then((entries) => {
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name: federationName(name), entry })));
      portalStore.set(availableModulesAtom, Object.keys(entries));
      return entries;
    });
  return listing;
}

/** A module's code could not be fetched or started: whatever the federation runtime or the network threw is its cause. */
export class ModuleUnavailableError extends Error {
  constructor(
    readonly module: string,
    options?: { cause?: unknown },
  ) {
    super(`Module ${module} is not available`, options);
    this.name = 'ModuleUnavailableError';
  }
}

/** Runs a step of loading a module's code; any failure of it is the module being unavailable, not a crash. */
export async function loadingOf<T>(module: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw error instanceof ModuleUnavailableError ? error : new ModuleUnavailableError(module, { cause: error });
  }
}

async function loadExposed<T>(module: ModuleName, exposed: string): Promise<T> {
  const entries = await loadRemoteList();
  if (!entries[module]) throw new ModuleUnavailableError(module);
  const loaded = await loadingOf(module, () => loadRemote<T>(`${federationName(module)}/${exposed}`));
  if (!loaded) throw new ModuleUnavailableError(module);
  return loaded;
}

/** The page of a route owned by a module, or null when the module does not provide it. */
export async function loadRemotePage(module: ModuleName, id: RouteId): Promise<PageLoader | null> {
  const { routes } = await loadExposed<{ routes: Partial<Record<RouteId, PageLoader>> }>(module, 'routes');
  return routes[id] ?? null;
}

export async function loadRemoteWidgets(module: ModuleName): Promise<DashboardWidget[]> {
  const { widgets } = await loadExposed<{ widgets: DashboardWidget[] }>(module, 'widgets');
  return widgets;
}
