import { clearSession, portalStore, setLanguage, storeToken, storeUser } from '@portal/platform';
import { aUser, json, matchMediaAt, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { modulesAtom, readyModules } from '../mf/modules-atom';
import { AreaLayout } from './area-layout';

const partner = aUser({ id: 2, roles: 2, first_name: 'Petra', email: 'partner@demo.test', company: 'Demo Konferenshotell' });

function setScreen(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaAt(wide ? 1440 : 390));
}

function renderLayout() {
  return renderWithPortal(
    <AreaLayout area="partner" home="/partner">
      <h2>Sidans innehåll</h2>
    </AreaLayout>,
    '/partner-reset-password',
  );
}

beforeEach(() => {
  // The sidebar fetches its entries' pages ahead (prefetch-entries.test.tsx): not here, where a read of
  // the module pointers left over by another file of this worker would come back mid-test.
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }));
  storeToken('token-p');
  storeUser(partner);
  // The partner's menu entries are mf-partner's pages: shown while /remotes.json names it.
  portalStore.set(modulesAtom, readyModules(['mf-partner']));
  mockApi({ 'POST /get-user': () => json(200, { data: partner }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  portalStore.set(modulesAtom, null);
  setLanguage('sv');
});

describe('AreaLayout on a narrow screen', { timeout: 40_000 }, () => {
  it.each([
    ['sv', 'Meny', 'Huvudmeny', 'Översikt', 'Stäng menyn'],
    ['en', 'Menu', 'Main menu', 'Dashboard', 'Close the menu'],
  ] as const)('opens the menu from a real button as a drawer over the page, and closes it again (%s)', async (language, button, nav, entry, close) => {
    setLanguage(language);
    setScreen(false);
    const { router } = renderLayout();
    const menuButton = screen.getByRole('button', { name: button });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const controls = menuButton.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(controls)).not.toBeNull();
    // No sidebar squeezes the page beside the content.
    expect(document.querySelector('.ant-layout-sider')).toBeNull();

    // By keyboard: Enter opens, Escape closes and gives the focus back to the button.
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: nav })).toBe(document.getElementById(controls));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(menuButton).toHaveFocus());

    // Choosing an entry opens its page and closes the menu.
    await userEvent.click(menuButton);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: entry }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner'));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));

    // The drawer's own close button is named in the interface language.
    await userEvent.click(menuButton);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: close }));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('AreaLayout on a wide screen', { timeout: 40_000 }, () => {
  it('keeps the sidebar and has no menu button', () => {
    setScreen(true);
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Meny' })).toBeNull();
    expect(document.querySelector('.ant-layout-sider')).not.toBeNull();
  });
});
