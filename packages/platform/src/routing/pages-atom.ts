import { atom } from 'jotai';
import type { PortalPage } from './pages';

/** Every page the portal knows: the shell's and those of the modules registered so far (`registerPages`). */
export const pagesAtom = atom<PortalPage[]>([]);
pagesAtom.debugLabel = 'pagesAtom';
