import { atom } from 'jotai';

/** How often each module failed to load in this page, by module name. */
export const remoteFailuresAtom = atom<Record<string, number>>({});
remoteFailuresAtom.debugLabel = 'remoteFailuresAtom';
