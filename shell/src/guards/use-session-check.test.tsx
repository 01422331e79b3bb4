import { portalStore, setLanguage, storeToken, storeUser, userAtom } from '@portal/platform';
import { aUser, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageSync } from '../header/use-language-sync';
import { useSessionCheck } from './use-session-check';

function AreaHooks() {
  useLanguageSync(useSessionCheck());
  return null;
}

const admin = aUser();

afterEach(async () => {
  await act(async () => setLanguage('sv'));
});

describe('useSessionCheck', () => {
  it.each(['sv', 'en'] as const)('takes the fresh user once, so a language stored a moment later is not undone (copy in %s)', async (copy) => {
    // The server still has English from an earlier visit; this tab works in Swedish.
    storeToken('token-1');
    storeUser({ ...admin, phone: 'old', language: copy });
    await act(async () => setLanguage('sv'));
    const requests = mockApi({
      'POST /get-user': () => json(200, { data: { ...admin, language: 'en', phone: '08-123' } }),
      'POST /profile/language': (request) => json(200, { data: request.body }),
    });
    const first = renderWithPortal(<AreaHooks />);
    // The layout mounts again while the language call is on its way (another route).
    first.unmount();
    renderWithPortal(<AreaHooks />);

    await waitFor(() => expect(portalStore.get(userAtom)?.phone).toBe('08-123'));
    await waitFor(() => expect(portalStore.get(userAtom)?.language).toBe('sv'));
    // Give a tug of war the time to show itself: it would post again and again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(requests.filter((r) => r.path === '/profile/language').map((r) => r.body)).toEqual([{ language: 'sv' }]);
    expect(portalStore.get(userAtom)?.language).toBe('sv');
  });

  it('lets the language be stored when the check itself fails', async () => {
    storeToken('token-1');
    storeUser(admin);
    const requests = mockApi({
      'POST /get-user': () => json(500, { message: 'Server error' }),
      'POST /profile/language': (request) => json(200, { data: request.body }),
    });
    renderWithPortal(<AreaHooks />);
    await waitFor(() => expect(requests.filter((r) => r.path === '/get-user').length).toBeGreaterThan(0));
    await act(async () => setLanguage('en'));
    await waitFor(() => expect(portalStore.get(userAtom)?.language).toBe('en'));
    expect(requests.filter((r) => r.path === '/profile/language').map((r) => r.body)).toEqual([{ language: 'en' }]);
  });

  it('ends a session whose stored email is not the fresh one', async () => {
    storeToken('token-1');
    storeUser({ ...admin, email: 'someone.else@demo.test' });
    mockApi({ 'POST /get-user': () => json(200, { data: admin }) });
    renderWithPortal(<AreaHooks />);
    await waitFor(() => expect(portalStore.get(userAtom)).toBeNull());
  });
});
