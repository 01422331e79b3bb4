import type { User } from '@portal/api-client';
import { aUser } from '@portal/platform/testing';
import { describe, expect, it } from 'vitest';
import { decideAccess, homeOf, landingOf } from './decide-access';

const user = (roles: 1 | 2 | 3): User => aUser({ roles });
const now = 1_000_000;
const session = (roles: 1 | 2 | 3 | null, expiry: number | null = now + 1) => ({
  token: roles === null ? null : 'token', user: roles === null ? null : user(roles), expiry, now,
});

describe('decideAccess (SPEC §5)', () => {
  it('sends a visitor without a token to login, silently', () => {
    expect(decideAccess('admin', session(null))).toEqual({ kind: 'redirect', to: '/login', clear: false, remember: true });
    expect(decideAccess('public', session(null))).toEqual({ kind: 'allow' });
  });

  it('removes an expired token with the session-expired alert', () => {
    expect(decideAccess('admin', session(1, now))).toEqual({ kind: 'redirect', to: '/login', clear: true, alert: 'sessionExpired', remember: true });
    expect(decideAccess('partner', session(2, null))).toMatchObject({ clear: true, alert: 'sessionExpired' });
  });

  it('lets only admins into the admin area', () => {
    expect(decideAccess('admin', session(1))).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', session(2))).toEqual({ kind: 'redirect', to: '/partner', clear: false, alert: 'notAuthorized' });
    expect(decideAccess('admin', session(3))).toMatchObject({ kind: 'redirect', to: '/login', clear: true, alert: 'noPortalAccess' });
  });

  it("takes a partner who opens the portal's start page quietly to their own", () => {
    expect(decideAccess('admin', session(2), true)).toEqual({ kind: 'redirect', to: '/partner', clear: false });
    expect(decideAccess('admin', session(1), true)).toEqual({ kind: 'allow' });
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

  it('opens the remembered page after the login only when it is a page of the portal the role may see', () => {
    expect(landingOf(user(1), '/edit-account-4?tab=images#map')).toBe('/edit-account-4?tab=images#map');
    expect(landingOf(user(1), '/partner')).toBe('/partner');
    expect(landingOf(user(2), '/partner-reset-password')).toBe('/partner-reset-password');
    expect(landingOf(user(2), '/leads')).toBe('/partner');
    expect(landingOf(user(1), undefined)).toBe('/');
    for (const outside of ['https://evil.test/', '//evil.test/leads', '/\\evil.test', 'javascript:alert(1)', 'leads', '/login', '/no-such-page']) {
      expect(landingOf(user(1), outside)).toBe('/');
    }
    expect(landingOf(user(3), '/leads')).toBeNull();
  });
});
