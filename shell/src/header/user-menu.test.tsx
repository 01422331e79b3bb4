import { clearSession, portalStore, setLanguage, storeUser } from '@portal/platform';
import { aUser, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { modulesAtom, readyModules } from '../mf/modules-atom';
import { UserMenu } from './user-menu';

const partner = aUser({ id: 2, roles: 2, first_name: 'Petra', email: 'partner@demo.test', company: 'Demo Konferenshotell' });

function setup() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

async function openMenu(name: string) {
  const user = setup();
  await user.click(screen.getByRole('button', { name }));
  await screen.findByRole('menu');
  return user;
}

const entries = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

afterEach(() => {
  clearSession();
  portalStore.set(modulesAtom, null);
  setLanguage('sv');
});

describe('UserMenu', () => {
  it.each([
    ['sv', 'Användarmeny för Petra', ['Anläggningsprofil', 'Konto', 'Byt lösenord', 'Logga ut']],
    ['en', 'User menu of Petra', ['Venue profile', 'Account', 'Change password', 'Log out']],
  ] as const)("gives a partner its venue's profile and account once mf-partner is deployed (%s)", async (language, button, expected) => {
    setLanguage(language);
    storeUser(partner);
    portalStore.set(modulesAtom, readyModules(['mf-partner']));
    const { router } = renderWithPortal(<UserMenu area="partner" />, '/partner');

    const user = await openMenu(button);
    expect(entries()).toEqual(expected);
    await user.click(screen.getByRole('menuitem', { name: expected[0] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-profile'));

    await openMenu(button);
    await user.click(screen.getByRole('menuitem', { name: expected[1] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/p-account'));
  });

  it('leaves them out while /remotes.json does not name mf-partner (no entry leads to a missing page)', async () => {
    storeUser(partner);
    portalStore.set(modulesAtom, readyModules(['mf-leads']));
    renderWithPortal(<UserMenu area="partner" />, '/partner');
    await openMenu('Användarmeny för Petra');
    expect(entries()).toEqual(['Byt lösenord', 'Logga ut']);
  });

  it('leaves them out for an admin, in the partner area (no venue of its own) as in the admin area', async () => {
    storeUser(aUser());
    portalStore.set(modulesAtom, readyModules(['mf-partner']));
    const view = renderWithPortal(<UserMenu area="partner" />, '/partner');
    await openMenu('Användarmeny för Anna');
    expect(entries()).toEqual(['Byt lösenord', 'Logga ut']);
    view.unmount();

    renderWithPortal(<UserMenu area="admin" />, '/');
    await openMenu('Användarmeny för Anna');
    expect(entries()).toEqual(['Profil', 'Byt lösenord', 'Logga ut']);
  });
});
