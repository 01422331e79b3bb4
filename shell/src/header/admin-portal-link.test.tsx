import { clearSession, setLanguage, storeUser } from '@portal/platform';
import { aUser, renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { AdminPortalLink } from './admin-portal-link';

afterEach(() => {
  clearSession();
  setLanguage('sv');
});

describe('AdminPortalLink', () => {
  it.each([
    ['sv', 'Till adminportalen'],
    ['en', 'To the admin portal'],
  ] as const)('takes an admin in the partner portal back to the admin portal (%s)', (language, name) => {
    setLanguage(language);
    storeUser(aUser({ id: 1, roles: 1, first_name: 'Anna' }));
    renderWithPortal(<AdminPortalLink />, '/p-quotes');
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/');
  });

  it('shows a partner nothing: a partner has no admin portal', () => {
    storeUser(aUser({ id: 2, roles: 2, first_name: 'Petra' }));
    renderWithPortal(<AdminPortalLink />, '/p-quotes');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
