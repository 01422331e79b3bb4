import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from './storage-keys';

/** When the stored token expires, in ms since the epoch. */
export const tokenExpiryAtom = atomWithStorage<number | null>(
  STORAGE_KEYS.expiry,
  null,
  createJSONStorage<number | null>(() => localStorage),
  { getOnInit: true },
);
tokenExpiryAtom.debugLabel = 'tokenExpiryAtom';
