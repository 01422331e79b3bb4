import { formBody } from '@portal/api-client';
import { api, clearSession, getToken } from '@portal/platform';
import { useCallback } from 'react';

/** SPEC §4: logout revokes the token, clears the stored token and user and reloads at /login. */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    const token = getToken();
    if (token) {
      await api
        .POST('/logout', { body: { token }, bodySerializer: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
        .catch(() => undefined);
    }
    clearSession();
    window.location.assign('/login');
  }, []);
}
