import { createPortalMemoryRouter, PortalProviders, PortalRouter, portalStore, setLanguage, tokenAtom, tokenExpiryAtom, userAtom } from '@portal/platform';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
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

const admin = { ...partner, id: 1, first_name: 'Anna', email: 'admin@demo.test', roles: 1, company: null };

function renderLogin(from?: string) {
  // A guard sends a signed-out visitor here with the page asked for in the history state.
  const router = createPortalMemoryRouter({ initialEntries: [from ? { pathname: '/login', state: { from } } : '/login'] });
  render(
    <PortalProviders>
      <PortalRouter router={router}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/partner" element={<p>partner home</p>} />
          <Route path="/leads" element={<p>leads</p>} />
          <Route path="/" element={<p>admin home</p>} />
        </Routes>
      </PortalRouter>
    </PortalProviders>,
  );
  return router;
}

// userEvent types letter by letter into antd's inputs: on a busy machine a test takes several seconds.
describe('LoginPage', { timeout: 20_000 }, () => {
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
    expect(await screen.findAllByText('Fill in this field.')).toHaveLength(2);
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

  it("takes a failed try's toast away once the right password goes through", async () => {
    setLanguage('en');
    // An hour later: the same failure shown by a test before would otherwise be held back as a repeat.
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 7_200_000);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const body = await request.clone().text();
      if (request.url.endsWith('/api/login')) {
        return body.endsWith('wrong')
          ? json(401, { message: { en: 'Please check email-id or password', sw: 'Kontrollera e-post eller lösenord' } })
          : json(200, { data: { token: 'tok', expires_at: new Date().toISOString() } });
      }
      return json(200, { data: admin });
    });
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.querySelector('.portal-toast')?.textContent).toContain('Please check email-id or password'));

    // The right password at once (typing letter by letter would outlast the toast's 5 s).
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-admin-1' } });
    expect(document.querySelector('.portal-toast')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Gone, or on its way out (jsdom keeps antd's leave motion; the e2e walk sees it gone), well
    // before its 5 s are up.
    await waitFor(() => expect(document.querySelector('.portal-toast:not(.ant-notification-fade-leave)')).toBeNull(), { timeout: 1_500 });
  });

  it.each([
    ['sv', 'E-post', 'Lösenord', 'Logga in', 'Inloggningen misslyckades', 'Kontrollera e-post eller lösenord'],
    ['en', 'Email', 'Password', 'Log in', 'Login failed', 'Please check email-id or password'],
  ] as const)('says why a login failed once, not as both title and text (%s)', async (language, email, password, submit, title, text) => {
    setLanguage(language);
    // An hour later: the same failure shown by the test before would otherwise be held back as a repeat.
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 3_600_000);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(401, { message: { en: 'Please check email-id or password', sw: 'Kontrollera e-post eller lösenord' } }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(email), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(password), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const toast = await waitFor(() => {
      const found = document.querySelector('.portal-toast:last-of-type');
      expect(found?.textContent).toContain(text);
      return found!;
    });
    expect(toast.textContent?.split(text)).toHaveLength(2);
    expect(toast.textContent).toContain(title);
  });

  it.each([
    ['sv', 'E-post', 'Lösenord', 'Logga in', 'För många misslyckade försök. Försök igen om 2 minuter'],
    ['en', 'Email', 'Password', 'Log in', 'Too many failed attempts. Try again in 2 minutes'],
  ] as const)("shows the API's 429 in the reader's language, with the wait said once (%s)", async (language, email, password, submit, text) => {
    setLanguage(language);
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 7_200_000);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      new Response(
        JSON.stringify({
          message: { en: 'Too many failed attempts. Try again in 2 minutes', sw: 'För många misslyckade försök. Försök igen om 2 minuter' },
        }),
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '119' } },
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(email), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(password), 'Demo-admin-1');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const toast = await waitFor(() => {
      const found = document.querySelector('.portal-toast:last-of-type');
      expect(found?.textContent).toContain(text);
      return found!;
    });
    expect(toast.textContent?.match(language === 'sv' ? /Försök igen/g : /Try again/g)).toHaveLength(1);
    expect(portalStore.get(tokenAtom)).toBeNull();
  });

  it('adds the wait from Retry-After to a 429 without a message of the API (a proxy)', async () => {
    setLanguage('en');
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + 10_800_000);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 429, headers: { 'Retry-After': '300' } }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo-admin-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.querySelector('.portal-toast:last-of-type')?.textContent).toContain('Too many login attempts. Try again in 5 min.'));
  });

  it.each([
    ['an admin', admin, '/leads?search=Varberg', '/leads', '?search=Varberg'],
    ['a partner, not to an admin page', partner, '/leads', '/partner', ''],
    ['an admin, never to another site', admin, '//evil.test/leads', '/', ''],
    ['an admin, never to a public page', admin, '/login', '/', ''],
  ] as const)('opens the page asked for before the login: %s', async (_who, user, from, pathname, search) => {
    setLanguage('sv');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      (input as Request).url.endsWith('/api/login')
        ? json(200, { data: { token: 'tok', expires_at: new Date().toISOString() } })
        : json(200, { data: user }),
    );
    const router = renderLogin(from);
    await userEvent.type(screen.getByLabelText('E-post'), user.email);
    await userEvent.type(screen.getByLabelText('Lösenord'), 'Demo-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
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
    // The forgot-password screen's code is fetched when asked for.
    await userEvent.type(await screen.findByLabelText('Email'), 'nobody@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findAllByText('Email not associated with any account', { exact: false })).not.toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@demo.test');
  });

  it.each([
    ['sv', 'Glömt lösenordet?', 'E-post', 'Skicka länk', 'E-postadressen är inte kopplad till något konto'],
    ['en', 'Forgot your password?', 'Email', 'Send link', 'Email not associated with any account'],
  ] as const)('says an unknown address once, under the field, not again in a toast (%s)', async (language, forgot, email, send, text) => {
    setLanguage(language);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(422, {
        message: 'Error validation',
        errors: { email: [{ en: 'Email not associated with any account', sw: 'E-postadressen är inte kopplad till något konto' }] },
      }),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: forgot }));
    await userEvent.type(await screen.findByLabelText(email), 'nobody@demo.test');
    await userEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Give a toast the time it would need to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(text, { exact: false })).toHaveLength(1);
    expect(document.querySelector('.portal-toast')).toBeNull();
  });

  it('still shows a failure that is about no field, as a toast', async () => {
    setLanguage('en');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(500, { message: 'Server error' }));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    // The forgot-password screen's code is fetched when asked for.
    await userEvent.type(await screen.findByLabelText('Email'), 'anna@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(document.querySelector('.portal-toast-error')).not.toBeNull());
  });
});
