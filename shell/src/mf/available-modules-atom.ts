import { atom } from 'jotai';

/** The modules `/remotes.json` names (deployed and reachable), or null until it was read. */
export const availableModulesAtom = atom<string[] | null>(null);
availableModulesAtom.debugLabel = 'availableModulesAtom';
