import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  declarationProblems,
  fetchWithin,
  portalStore,
  registerPages,
  unregisterPages,
  type DashboardWidget,
  type PageLoader,
  type PagesFile,
  type RouteId,
} from '@portal/platform';
import { unmetRequirements } from './contract';
import { modulesAtom, outdatedModulesAtom, pointersUnknownAtom, type ModuleState } from './modules-atom';

/** Module Federation names cannot hold dashes; the portal's module names do. */
const federationName = (module: string) => module.replace(/-/g, '_');

/** What a module's build writes beside its manifest (packages/platform/mf/portal-module-plugin.mjs). */
export interface ModuleDeclaration extends PagesFile {
  module: string;
  version: string;
  /** The id of the build: another build pointed at means another release. */
  build: string;
  /** Singleton → the version range the module was built against. */
  requires: Record<string, string>;
}

const MODULE_FILE = 'portal-module.json';
const NAME = /^mf-[a-z0-9][a-z0-9-]*$/;
// The last good pointers and declarations, for a server that does not answer (the pages of a module
// that cannot be reached are still known, so its addresses show its fallback, not Not Found).
const LAST_POINTERS = 'portal.remotes';
const lastDeclaration = (module: string) => `portal.module.${module}`;

function remember(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: nothing is remembered, the portal works on.
  }
}

function recall<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** `/remotes.json` checked: module name → manifest URL, or null when it is not that. */
export function pointersOf(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([name, entry]) => NAME.test(name) && typeof entry === 'string') ? (value as Record<string, string>) : null;
}

/** A module's declaration checked: null when it is not one (or another module's). */
export function declarationOf(module: string, value: unknown): ModuleDeclaration | null {
  const declaration = value as ModuleDeclaration | null;
  if (typeof declaration !== 'object' || declaration === null || declaration.module !== module) return null;
  if (typeof declaration.build !== 'string' || typeof declaration.requires !== 'object' || declaration.requires === null) return null;
  const problems = declarationProblems(declaration);
  if (problems.length > 0) {
    console.warn(`[portal] ${module} declares its pages wrongly: ${problems.join('; ')}`);
    return null;
  }
  return declaration;
}

async function readJson(url: string): Promise<unknown> {
  const response = await fetchWithin(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The pointers as read now, else the last good ones; null when neither is known. */
async function readPointers(): Promise<Record<string, string> | null> {
  try {
    const pointers = pointersOf(await readJson('/remotes.json'));
    if (!pointers) throw new Error('/remotes.json is not a map of module names to manifests');
    remember(LAST_POINTERS, pointers);
    return pointers;
  } catch (error) {
    console.warn('[portal] the module pointers could not be read; the last good ones are used', error);
    return pointersOf(recall(LAST_POINTERS));
  }
}

/**
 * What the server put in the page (issue 25): the pointers it answers at /remotes.json and the
 * declarations of the modules it serves itself, so the first read fetches neither. Taken once: a
 * retry or a later check reads them anew from the server.
 */
export interface InlinedModules {
  pointers: Record<string, string>;
  declarations: Record<string, unknown>;
}

export function takeInlinedModules(): InlinedModules | null {
  const element = document.getElementById('portal-modules');
  if (!element) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as Partial<InlinedModules> | null;
    const pointers = pointersOf(value?.pointers);
    const declarations = value?.declarations;
    if (!pointers || typeof declarations !== 'object' || declarations === null || Array.isArray(declarations)) return null;
    return { pointers, declarations };
  } catch {
    return null;
  }
}

async function readModule(name: string, entry: string, inlined?: unknown): Promise<ModuleState> {
  try {
    const url = new URL(MODULE_FILE, new URL(entry, window.location.href)).href;
    const declaration = declarationOf(name, inlined ?? (await readJson(url)));
    if (!declaration) throw new Error(`${url} is no declaration of ${name}`);
    remember(lastDeclaration(name), declaration);
    const unmet = unmetRequirements(declaration.requires);
    if (unmet.length > 0) console.warn(`[portal] ${name} ${declaration.version} needs what this portal does not provide: ${unmet.join(', ')}`);
    return { name, entry, build: declaration.build, version: declaration.version, pages: declaration, status: unmet.length > 0 ? 'incompatible' : 'ready', unmet };
  } catch (error) {
    console.warn(`[portal] ${name} could not be read`, error);
    const known = declarationOf(name, recall(lastDeclaration(name)));
    return { name, entry, build: null, version: null, pages: known, status: 'unavailable', unmet: [] };
  }
}

/** The modules whose code this tab runs: the pointer and build they came from. */
const running = new Map<string, { entry: string; build: string | null }>();

/**
 * Registers what was read: each module's pages (the router and the menus are composed from them),
 * and with the federation runtime each module that is ready, unless this tab already runs its code:
 * a module runs once per page, so a newer release of it is offered as a reload instead.
 */
function apply(states: Record<string, ModuleState>, pointersUnknown = false): void {
  const before = portalStore.get(modulesAtom) ?? {};
  for (const name of Object.keys(before)) if (!states[name]) unregisterPages(name);
  const fresh: { name: string; entry: string }[] = [];
  for (const state of Object.values(states)) {
    if (state.pages) registerPages(state.name, state.pages);
    else unregisterPages(state.name);
    if (state.status === 'ready' && !running.has(state.name)) fresh.push({ name: federationName(state.name), entry: state.entry });
  }
  registerRemotes(fresh, { force: true });
  // Pointers unknown say nothing of a newer release.
  const outdated = [...running].filter(([name, loaded]) => {
    if (pointersUnknown) return false;
    const now = states[name];
    return !now || now.entry !== loaded.entry || (now.build !== null && now.build !== loaded.build);
  });
  portalStore.set(
    outdatedModulesAtom,
    outdated.map(([name]) => name),
  );
  portalStore.set(pointersUnknownAtom, pointersUnknown);
  portalStore.set(modulesAtom, states);
}

let reading: Promise<Record<string, ModuleState>> | undefined;

async function readAll(inlined: InlinedModules | null = null): Promise<Record<string, ModuleState>> {
  if (inlined) remember(LAST_POINTERS, inlined.pointers);
  const pointers = inlined?.pointers ?? (await readPointers());
  const states = await Promise.all(Object.entries(pointers ?? {}).map(([name, entry]) => readModule(name, entry, inlined?.declarations[name])));
  const byName = Object.fromEntries(states.map((state) => [state.name, state]));
  apply(byName, pointers === null);
  return byName;
}

/**
 * Reads `/remotes.json` (module name → manifest URL) and each module's declaration beside its
 * manifest, within 5 s each, and registers them; the first time, what the server inlined in the
 * page stands for them (a module it does not serve itself is still fetched). Nothing of a module's
 * code is fetched until a page needs it.
 */
export function loadRemoteList(): Promise<Record<string, ModuleState>> {
  reading ??= readAll(takeInlinedModules());
  return reading;
}

/** Reads the pointers and declarations again (a retry, a tab shown again): a release or a rollback shows. */
export function refreshRemoteList(): Promise<Record<string, ModuleState>> {
  const next = readAll();
  reading = next;
  return next;
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

/** A module that needs what this shell does not provide (a newer platform, another React): refused before its code is fetched. */
export class ModuleIncompatibleError extends Error {
  constructor(
    readonly module: string,
    readonly unmet: string[],
  ) {
    super(`Module ${module} needs ${unmet.join(', ')}`);
    this.name = 'ModuleIncompatibleError';
  }
}

/** Runs a step of loading a module's code; any failure of it is the module being unavailable, not a crash. */
export async function loadingOf<T>(module: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw error instanceof ModuleUnavailableError || error instanceof ModuleIncompatibleError
      ? error
      : new ModuleUnavailableError(module, { cause: error });
  }
}

async function loadExposed<T>(module: string, exposed: string): Promise<T> {
  const state = (await loadRemoteList())[module];
  if (!state || state.status === 'unavailable') throw new ModuleUnavailableError(module);
  if (state.status === 'incompatible') throw new ModuleIncompatibleError(module, state.unmet);
  const loaded = await loadingOf(module, () => loadRemote<T>(`${federationName(module)}/${exposed}`));
  if (!loaded) throw new ModuleUnavailableError(module);
  if (!running.has(module)) running.set(module, { entry: state.entry, build: state.build });
  return loaded;
}

/** Whether this tab runs an older release of the module than the one pointed at now. */
export function runsOutdated(module: string): boolean {
  return portalStore.get(outdatedModulesAtom).includes(module);
}

/** The page of a route owned by a module, or null when the module does not provide it. */
export async function loadRemotePage(module: string, id: RouteId): Promise<PageLoader | null> {
  const { routes } = await loadExposed<{ routes: Partial<Record<RouteId, PageLoader>> }>(module, 'routes');
  return routes[id] ?? null;
}

export async function loadRemoteWidgets(module: string): Promise<DashboardWidget[]> {
  const { widgets } = await loadExposed<{ widgets: DashboardWidget[] }>(module, 'widgets');
  return widgets;
}

/** Whether the pointers and declarations were asked for already (fetching ahead never starts a read of its own). */
export function remoteListRequested(): boolean {
  return reading !== undefined;
}
