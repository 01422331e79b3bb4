import type { User } from '@portal/api-client';
import { portalStore } from './store';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from './storage-keys';
import { tokenAtom } from './token-atom';
import { tokenExpiryAtom } from './token-expiry-atom';
import { userAtom } from './user-atom';

export type Role = 1 | 2 | 3;
export const ROLE = { admin: 1, partner: 2, customer: 3 } as const;

/** Stores a fresh token with its expiry 12 hours ahead (SPEC §4 step 1). */
export function storeToken(token: string, now = Date.now()): void {
  portalStore.set(tokenAtom, token);
  portalStore.set(tokenExpiryAtom, now + TOKEN_LIFETIME_MS);
}

export function storeUser(user: User | null): void {
  portalStore.set(userAtom, user);
}

/** Forgets the stored token and user (logout, expiry, lost session). */
export function clearSession(): void {
  portalStore.set(tokenAtom, null);
  portalStore.set(tokenExpiryAtom, null);
  portalStore.set(userAtom, null);
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.expiry);
  localStorage.removeItem(STORAGE_KEYS.user);
}

export function getToken(): string | null {
  return portalStore.get(tokenAtom);
}

export function isExpired(now = Date.now()): boolean {
  const expiry = portalStore.get(tokenExpiryAtom);
  return expiry == null || expiry <= now;
}
