import { portalStore, setLanguage, storeToken, storeUser, userAtom } from '@portal/platform';
import { aUser, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageSync } from './use-language-sync';

function Probe() {
  useLanguageSync(true);
  return null;
}

const admin = aUser();

afterEach(async () => {
  await act(async () => setLanguage('sv'));
});

describe('useLanguageSync', () => {
  it("stores a changed interface language as the user's language, once", async () => {
    storeToken('token-1');
    storeUser(admin);
    const requests = mockApi({ 'POST /profile/language': (request) => json(200, { data: request.body }) });
    renderWithPortal(<Probe />);
    expect(requests).toHaveLength(0);

    await act(async () => setLanguage('en'));
    await waitFor(() => expect(portalStore.get(userAtom)?.language).toBe('en'));
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/profile/language', { language: 'en' }]]);
  });

  it("sends the next user's change even while the previous user's call for the same language hangs", async () => {
    storeToken('token-a');
    storeUser(admin);
    const requests = mockApi({
      'POST /profile/language': (request) =>
        request.headers.get('Authorization') === 'Bearer token-a' ? new Promise<Response>(() => undefined) : json(200, { data: request.body }),
    });
    renderWithPortal(<Probe />);
    await act(async () => setLanguage('en'));
    await waitFor(() => expect(requests).toHaveLength(1));

    // Another user signs in in this tab before the first call has answered.
    await act(async () => {
      storeToken('token-b');
      storeUser(aUser({ id: 2, email: 'bo@demo.test', language: 'sv' }));
    });
    await waitFor(() => expect(portalStore.get(userAtom)?.language).toBe('en'));
    expect(requests).toHaveLength(2);
  });

  it('sends nothing without a signed-in user', async () => {
    storeUser(null);
    const requests = mockApi({});
    renderWithPortal(<Probe />);
    await act(async () => setLanguage('en'));
    expect(requests).toHaveLength(0);
  });
});
