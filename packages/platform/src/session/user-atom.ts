import type { User } from '@portal/api-client';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from './storage-keys';

/** The signed-in user as fetched after login (SPEC §3 User), or null. */
export const userAtom = atomWithStorage<User | null>(
  STORAGE_KEYS.user,
  null,
  createJSONStorage<User | null>(() => localStorage),
  { getOnInit: true },
);
userAtom.debugLabel = 'userAtom';
