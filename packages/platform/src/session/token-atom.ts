import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from './storage-keys';

/** The stored session token, or null when signed out. */
export const tokenAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.token,
  null,
  createJSONStorage<string | null>(() => localStorage),
  { getOnInit: true },
);
tokenAtom.debugLabel = 'tokenAtom';
