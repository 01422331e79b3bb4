import { atom } from 'jotai';
import type { ModuleDeclaration } from './remotes';

/** What the shell knows of a module `/remotes.json` names (issue 24). */
export interface ModuleState {
  name: string;
  /** Its manifest's URL, as pointed at. */
  entry: string;
  /** The build and version of its declaration; null when it could not be read. */
  build: string | null;
  version: string | null;
  /** Its pages: as read now, or as read last time when it cannot be reached now; null when never read. */
  pages: ModuleDeclaration | null;
  /**
   * ready: its pages are shown and its code is fetched when needed; incompatible: it needs what
   * this shell does not provide (`unmet`), so its pages show a fallback; unavailable: its
   * declaration could not be read (down, slow, malformed), so its pages show a fallback with a retry.
   */
  status: 'ready' | 'incompatible' | 'unavailable';
  unmet: string[];
}

/** Every module `/remotes.json` names, or null until it and their declarations were read. */
export const modulesAtom = atom<Record<string, ModuleState> | null>(null);
modulesAtom.debugLabel = 'modulesAtom';

/** The modules that are ready (named, read, their contract met), or null until they were read: the menus show their entries. */
export const availableModulesAtom = atom((get) => {
  const modules = get(modulesAtom);
  return modules ? Object.values(modules).filter((module) => module.status === 'ready').map((module) => module.name) : null;
});

/** Modules as the shell knows them once read and ready, for tests: `portalStore.set(modulesAtom, readyModules(['mf-partner']))`. */
export function readyModules(names: string[]): Record<string, ModuleState> {
  return Object.fromEntries(
    names.map((name) => [name, { name, entry: `/remotes/${name}/mf-manifest.json`, build: null, version: null, pages: null, status: 'ready', unmet: [] }]),
  );
}

/** The modules this tab runs an older release of than the one pointed at now: a reload is offered. */
export const outdatedModulesAtom = atom<string[]>([]);
outdatedModulesAtom.debugLabel = 'outdatedModulesAtom';

/**
 * True while `/remotes.json` could not be read and no good copy of it is remembered: which modules
 * exist is unknown, so an address no page matches may be a module's page (its fallback shows, with
 * a retry, not Not Found).
 */
export const pointersUnknownAtom = atom(false);
pointersUnknownAtom.debugLabel = 'pointersUnknownAtom';
