import type { User } from '@portal/api-client';
import type { Area } from '@portal/platform';

export interface SessionSnapshot {
  token: string | null;
  user: User | null;
  expiry: number | null;
  now: number;
}

export type AccessDecision =
  | { kind: 'allow'; notice?: 'enteringPartnerPortal' }
  | { kind: 'redirect'; to: string; clear: boolean; alert?: 'sessionExpired' | 'notAuthorized' | 'noPortalAccess' };

/** SPEC §5 route guards, as a pure function of the stored session. */
export function decideAccess(area: Area, { token, user, expiry, now }: SessionSnapshot): AccessDecision {
  if (area === 'public') return { kind: 'allow' };
  if (!token) return { kind: 'redirect', to: '/login', clear: false };
  if (expiry == null || expiry <= now) return { kind: 'redirect', to: '/login', clear: true, alert: 'sessionExpired' };
  if (!user) return { kind: 'redirect', to: '/login', clear: true };

  if (area === 'admin') {
    return user.roles === 1 ? { kind: 'allow' } : { kind: 'redirect', to: '/login', clear: false, alert: 'notAuthorized' };
  }
  if (user.roles === 2) return { kind: 'allow' };
  if (user.roles === 1) return { kind: 'allow', notice: 'enteringPartnerPortal' };
  return { kind: 'redirect', to: '/login', clear: true, alert: 'noPortalAccess' };
}

/** Where a signed-in user belongs (SPEC §4: admins at `/`, partners at `/partner`). */
export function homeOf(user: User | null): string | null {
  if (user?.roles === 1) return '/';
  if (user?.roles === 2) return '/partner';
  return null;
}
