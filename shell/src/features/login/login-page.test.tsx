import { PortalProviders, portalStore, setLanguage, tokenAtom, tokenExpiryAtom, userAtom } from '@portal/platform';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { LoginPage } from './login-page';

const partner = {
  id: 2, first_name: 'Petra', last_name: 'Partner', email: 'partner@demo.test', roles: 2, address: null, phone: null,
  mobile_phone: null, company: 'Demo Konferenshotell', language: 'sv', accountDetail: [],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/partner', element: <p>partner home</p> },
      { path: '/', element: <p>admin home</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return router;
}

describe('LoginPage', () => {
  beforeEach(() => {
    portalStore.set(tokenAtom, null);
    portalStore.set(userAtom, null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('requires an email and a password before calling the server', async () => {
    setLanguage('en');
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the token for 12 hours, fetches the user and sends a partner to /partner in Swedish', async () => {
    setLanguage('en');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const body = await request.clone().text();
      if (request.url.endsWith('/api/login')) {
        expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
        expect(body).toBe('email=partner%40demo.test&password=Demo-partner-1');
        return json(200, { data: { token: 'tok', expires_at: new Date().toISOString() } });
      }
      expect(body).toBe('token=tok');
      // The user arrives a moment after the token, as over a real network.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return json(200, { data: partner });
    });
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'partner@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-partner-1');
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(portalStore.get(tokenAtom)).toBe('tok');
    expect(portalStore.get(tokenExpiryAtom)! - before).toBeGreaterThanOrEqual(43_200_000);
    expect(portalStore.get(userAtom)?.company).toBe('Demo Konferenshotell');
    expect(localStorage.getItem('portal.language')).toBe('sv');
  });

  it('forgets an expired session found on arrival', async () => {
    portalStore.set(tokenAtom, 'old');
    portalStore.set(tokenExpiryAtom, Date.now() - 1000);
    renderLogin();
    await waitFor(() => expect(portalStore.get(tokenAtom)).toBeNull());
  });

  it('shows the server message on a failed login and stores nothing', async () => {
    setLanguage('sv');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(401, { message: { en: 'Please check email-id or password', sw: 'Kontrollera e-post eller lösenord' } }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-post'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findAllByText('Kontrollera e-post eller lösenord')).not.toHaveLength(0);
    expect(portalStore.get(tokenAtom)).toBeNull();
  });

  it('switches to the forgot-password screen and puts the server error next to the field', async () => {
    setLanguage('en');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, {
        message: 'Error validation',
        errors: { email: [{ en: 'Email not associated with any account', sw: 'E-postadressen är inte kopplad till något konto' }] },
      }),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findAllByText('Email not associated with any account', { exact: false })).not.toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@demo.test');
  });
});
