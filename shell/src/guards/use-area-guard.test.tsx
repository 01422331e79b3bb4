import { clearSession, createPortalMemoryRouter, PortalProviders, PortalRouter, setLanguage, storeToken, storeUser, type Area } from '@portal/platform';
import { aUser } from '@portal/platform/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { useAreaGuard, type LoginState } from './use-area-guard';

function Guarded({ area, home = false }: { area: Area; home?: boolean }) {
  return useAreaGuard(area, home) ? <p>the page</p> : null;
}

function LoginProbe() {
  const state = useLocation().state as LoginState | null;
  return <p>login, then {state?.from ?? 'home'}</p>;
}

function renderAt(url: string) {
  const router = createPortalMemoryRouter({ initialEntries: [url] });
  render(
    <PortalProviders>
      <PortalRouter router={router}>
        <Routes>
          <Route path="/" element={<Guarded area="admin" home />} />
          <Route path="/leads" element={<Guarded area="admin" />} />
          <Route path="/partner" element={<p>partner home</p>} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </PortalRouter>
    </PortalProviders>,
  );
  return router;
}

const toastText = () => [...document.querySelectorAll('.portal-toast')].map((toast) => toast.textContent).join(' ');

afterEach(() => {
  clearSession();
  setLanguage('sv');
});

describe('useAreaGuard', () => {
  it('sends a signed-out visitor to the login with the page asked for remembered', async () => {
    clearSession();
    const router = renderAt('/leads?search=Varberg');
    expect(await screen.findByText('login, then /leads?search=Varberg')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['sv', 'en'] as const)("takes a partner who opens / to /partner without a word (%s)", async (language) => {
    setLanguage(language);
    storeToken('token-p');
    storeUser(aUser({ id: 2, roles: 2, email: 'partner@demo.test', company: 'Demo Konferenshotell' }));
    const router = renderAt('/');
    expect(await screen.findByText('partner home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('.portal-toast')).toBeNull();
  });

  it.each([
    ['sv', 'Du har inte behörighet att se den sidan.'],
    ['en', 'You are not authorized to see that page.'],
  ] as const)('tells a partner who opens an admin page that it is not theirs, and takes them home (%s)', async (language, text) => {
    setLanguage(language);
    storeToken('token-p');
    storeUser(aUser({ id: 2, roles: 2, email: 'partner@demo.test', company: 'Demo Konferenshotell' }));
    const router = renderAt('/leads');
    expect(await screen.findByText('partner home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner');
    await waitFor(() => expect(toastText()).toContain(text));
  });
});
