import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { ChangePasswordPage } from './change-password-page';

// userEvent types letter by letter into antd's inputs: on a busy machine a test takes several seconds.
describe('ChangePasswordPage: unsaved changes', { timeout: 30_000 }, () => {
  it('asks before leaving with a password typed; Leave goes', async () => {
    setLanguage('en');
    const { router } = renderWithPortal(<ChangePasswordPage />, '/admin-reset-password');
    await userEvent.type(screen.getByLabelText('Current password'), 'Demo-admin-1');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/admin-reset-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('does not ask once the password is changed and the fields are empty again', async () => {
    setLanguage('sv');
    mockApi({ 'POST /change-password': () => json(200, { message: { en: 'Password changed', sw: 'Lösenordet har bytts' } }) });
    const { router } = renderWithPortal(<ChangePasswordPage />, '/admin-reset-password');
    await userEvent.type(screen.getByLabelText('Nuvarande lösenord'), 'Demo-admin-1');
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'Nytt-losen-2');
    await userEvent.type(screen.getByLabelText('Bekräfta nytt lösenord'), 'Nytt-losen-2');
    await userEvent.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    expect(await screen.findByText('Lösenordet har bytts')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveValue('');

    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Lämna utan att spara?' })).not.toBeInTheDocument();
  });
});
