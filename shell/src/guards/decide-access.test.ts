import type { User } from '@portal/api-client';
import { aUser } from '@portal/platform/testing';
import { describe, expect, it } from 'vitest';
import { decideAccess, homeOf } from './decide-access';

const user = (roles: 1 | 2 | 3): User => aUser({ roles });
const now = 1_000_000;
const session = (roles: 1 | 2 | 3 | null, expiry: number | null = now + 1) => ({
  token: roles === null ? null : 'token', user: roles === null ? null : user(roles), expiry, now,
});

describe('decideAccess (SPEC §5)', () => {
  it('sends a visitor without a token to login, silently', () => {
    expect(decideAccess('admin', session(null))).toEqual({ kind: 'redirect', to: '/login', clear: false });
    expect(decideAccess('public', session(null))).toEqual({ kind: 'allow' });
  });

  it('removes an expired token with the session-expired alert', () => {
    expect(decideAccess('admin', session(1, now))).toEqual({ kind: 'redirect', to: '/login', clear: true, alert: 'sessionExpired' });
    expect(decideAccess('partner', session(2, null))).toMatchObject({ clear: true, alert: 'sessionExpired' });
  });

  it('lets only admins into the admin area', () => {
    expect(decideAccess('admin', session(1))).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', session(2))).toEqual({ kind: 'redirect', to: '/login', clear: false, alert: 'notAuthorized' });
  });

  it('lets partners in, tells admins they enter the partner portal, refuses customers', () => {
    expect(decideAccess('partner', session(2))).toEqual({ kind: 'allow' });
    expect(decideAccess('partner', session(1))).toEqual({ kind: 'allow', notice: 'enteringPartnerPortal' });
    expect(decideAccess('partner', session(3))).toEqual({ kind: 'redirect', to: '/login', clear: true, alert: 'noPortalAccess' });
  });

  it('knows where each role lands', () => {
    expect(homeOf(user(1))).toBe('/');
    expect(homeOf(user(2))).toBe('/partner');
    expect(homeOf(user(3))).toBeNull();
  });
});
