import type { User } from '@portal/api-client';
import { matchRoute, type Area } from '@portal/platform';

export interface SessionSnapshot {
  token: string | null;
  user: User | null;
  expiry: number | null;
  now: number;
}

export type AccessDecision =
  | { kind: 'allow'; notice?: 'enteringPartnerPortal' }
  | {
      kind: 'redirect';
      to: string;
      clear: boolean;
      alert?: 'sessionExpired' | 'notAuthorized' | 'noPortalAccess';
      /** The asked-for page is remembered, to be opened after the login (SPEC §4 lands there instead of home). */
      remember?: boolean;
    };

/**
 * SPEC §5 route guards, as a pure function of the stored session. `areaHome` says the page asked
 * for is an area's start page (`/`): a partner who opens the portal's bare address is simply taken
 * to their own start page, as nobody expects to be scolded for typing the site's address.
 */
export function decideAccess(area: Area, { token, user, expiry, now }: SessionSnapshot, areaHome = false): AccessDecision {
  if (area === 'public') return { kind: 'allow' };
  if (!token) return { kind: 'redirect', to: '/login', clear: false, remember: true };
  if (expiry == null || expiry <= now) return { kind: 'redirect', to: '/login', clear: true, alert: 'sessionExpired', remember: true };
  if (!user) return { kind: 'redirect', to: '/login', clear: true, remember: true };

  if (area === 'admin') {
    if (user.roles === 1) return { kind: 'allow' };
    if (user.roles === 2) {
      return areaHome ? { kind: 'redirect', to: '/partner', clear: false } : { kind: 'redirect', to: '/partner', clear: false, alert: 'notAuthorized' };
    }
    return { kind: 'redirect', to: '/login', clear: true, alert: 'noPortalAccess' };
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

/**
 * The page to open after the login: the remembered one when it is a page of this portal (a
 * same-origin path, never another site's address) that the user's role may see, else their home.
 */
export function landingOf(user: User | null, remembered: unknown): string | null {
  const home = homeOf(user);
  if (!home || typeof remembered !== 'string') return home;
  // Only a path: `//evil.test`, `/\evil.test`, `https://…` and `javascript:` are all refused.
  if (!remembered.startsWith('/') || remembered.startsWith('//') || remembered.startsWith('/\\')) return home;
  let url: URL;
  try {
    url = new URL(remembered, 'http://portal.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'http://portal.invalid') return home;
  const match = matchRoute(url.pathname);
  // Public pages (login, send-request) and unknown addresses are no destination after a login.
  if (!match || match.route.area === 'public') return home;
  const decision = decideAccess(match.route.area, { token: 'signed-in', user, expiry: 1, now: 0 });
  // An admin asking for a partner page is let in (SPEC §5), and told so by the guard there.
  if (decision.kind !== 'allow') return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
