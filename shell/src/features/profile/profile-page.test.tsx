import { setLanguage } from '@portal/platform';
import { aUser, json, mockApi, renderWithPortal, type RecordedRequest } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { ProfilePage } from './profile-page';

const anna = aUser();
const saved = { en: 'Profile updated', sw: 'Profilen har sparats' };

function answerProfile() {
  return mockApi({
    'GET /profile': () => json(200, { data: anna }),
    'POST /profile': (request: RecordedRequest) => json(200, { data: { ...anna, ...(request.body as object) }, message: saved }),
  });
}

// userEvent types letter by letter into antd's inputs: on a busy machine a test takes several seconds.
describe('ProfilePage: unsaved changes', { timeout: 30_000 }, () => {
  beforeEach(() => setLanguage('sv'));

  it('asks before leaving with a changed name; Stay keeps the page and what was typed', async () => {
    answerProfile();
    const { router } = renderWithPortal(<ProfilePage />, '/profile');
    await userEvent.type(await screen.findByLabelText('Förnamn'), 'lena');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Lämna utan att spara?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Annalena');
  });

  it('does not ask after a save: the saved values are the new unchanged; a later change asks again', async () => {
    const requests = answerProfile();
    const { router } = renderWithPortal(<ProfilePage />, '/profile');
    await userEvent.type(await screen.findByLabelText('Förnamn'), 'lena');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Profilen har sparats')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ first_name: 'Annalena' });

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The test's one route shows the page at every address: a change after the save asks again.
    await userEvent.type(screen.getByLabelText('Efternamn'), 's');
    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('dialog', { name: 'Lämna utan att spara?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
