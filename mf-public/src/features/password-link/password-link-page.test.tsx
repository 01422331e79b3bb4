import { queryClient, setLanguage } from '@portal/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { ResetPasswordPage } from './reset-password-page';
import { SetPasswordPage } from './set-password-page';

const TOKEN = 'tok_3f9a1c';
const validLink = (purpose: 'reset' | 'set') => () =>
  json(200, { data: { purpose, email: 'eva@venue.se', expires_at: '2030-01-01T10:00:00Z' } });

function setupUser() {
  // See send-request-page.test.tsx: jsdom's style computation makes the pointer check very slow.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('PasswordLinkPage', () => {
  it('explains an expired or used link without an error toast and points to the login page', async () => {
    setLanguage('sv');
    const requests = mockApi({ [`GET /password-link/${TOKEN}`]: () => json(404, { message: 'Link not found' }) });
    renderWithPortal(<ResetPasswordPage params={{ token: TOKEN }} />, `/reset-password&id=${TOKEN}`);

    expect(await screen.findByText('Länken har gått ut eller har redan använts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till inloggningen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Nytt lösenord')).not.toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('says how long to wait when the API holds back links from this network (429), then checks the link again', async () => {
    setLanguage('sv');
    let calls = 0;
    mockApi({
      [`GET /password-link/${TOKEN}`]: () => {
        calls += 1;
        if (calls > 1) return validLink('reset')();
        const throttled = json(429, { message: { en: 'Too many links that do not work', sw: 'För många länkar som inte fungerar' } });
        throttled.headers.set('Retry-After', '45');
        return throttled;
      },
    });
    renderWithPortal(<ResetPasswordPage params={{ token: TOKEN }} />, `/reset-password&id=${TOKEN}`);
    expect(await screen.findByText('För många försök med länkar')).toBeInTheDocument();
    expect(screen.getByText('Vänta 1 minut och försök sedan igen.')).toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
    await setupUser().click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByLabelText('Nytt lösenord')).toBeInTheDocument();
  });

  it('checks the password rules in the browser, then saves it and offers the login', async () => {
    setLanguage('en');
    const requests = mockApi({
      [`GET /password-link/${TOKEN}`]: validLink('reset'),
      'POST /reset-password': () => json(200, { message: { en: 'Your password has been reset.', sw: 'Ditt lösenord är återställt.' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<ResetPasswordPage params={{ token: TOKEN }} />, `/reset-password&id=${TOKEN}`);

    expect(await screen.findByText('For the account eva@venue.se.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short1');
    await user.type(screen.getByLabelText('Repeat the password'), 'short2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password must have at least 8 characters.')).toBeInTheDocument();
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'longenough');
    expect(await screen.findByText('The password must contain at least one digit.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Sommar2030');
    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'Sommar2030');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/reset-password',
      body: { token: TOKEN, password: 'Sommar2030', password_confirmation: 'Sommar2030' },
    });
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sets a first password through /set-password and shows the server’s field error in Swedish', async () => {
    setLanguage('sv');
    const requests = mockApi({
      [`GET /password-link/${TOKEN}`]: validLink('set'),
      'POST /set-password': () =>
        json(422, {
          message: 'Error validation',
          errors: { password: [{ en: 'This password is too common.', sw: 'Lösenordet är för vanligt.' }] },
        }),
    });
    const user = setupUser();
    renderWithPortal(<SetPasswordPage params={{ token: TOKEN }} />, `/set-password&id=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Välj ditt lösenord' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nytt lösenord'), 'Password1');
    await user.type(screen.getByLabelText('Upprepa lösenordet'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    const message = await screen.findByText('Lösenordet är för vanligt.');
    expect(message.closest('.plain-field')).toContainElement(screen.getByLabelText('Nytt lösenord'));
    expect(screen.getByLabelText('Nytt lösenord')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nytt lösenord')).toHaveValue('Password1');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/set-password', body: { token: TOKEN } });
  });

  it('treats a link made for the other purpose, or one that stops working on saving, as unavailable', async () => {
    setLanguage('en');
    mockApi({ [`GET /password-link/${TOKEN}`]: validLink('set') });
    const first = renderWithPortal(<ResetPasswordPage params={{ token: TOKEN }} />, `/reset-password&id=${TOKEN}`);
    expect(await screen.findByText('This link has expired or has already been used')).toBeInTheDocument();
    first.unmount();
    queryClient.clear();

    mockApi({
      [`GET /password-link/${TOKEN}`]: validLink('reset'),
      'POST /reset-password': () => json(404, { message: { en: 'The link has expired.', sw: 'Länken har gått ut.' } }),
    });
    const user = setupUser();
    renderWithPortal(<ResetPasswordPage params={{ token: TOKEN }} />, `/reset-password&id=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'Sommar2030');
    await user.type(screen.getByLabelText('Repeat the password'), 'Sommar2030');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('This link has expired or has already been used')).toBeInTheDocument());
  });
});
