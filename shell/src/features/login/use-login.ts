import { formBody, pickMessage, problemOf, QUIET_HEADER } from '@portal/api-client';
import { api, clearSession, currentLanguage, notify, setLanguage, storeToken, storeUser } from '@portal/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { landingOf } from '../../guards/decide-access';
import type { LoginState } from '../../guards/use-area-guard';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', [QUIET_HEADER]: '1' };

/**
 * SPEC §4 login flow: token with a 12 h expiry, then the user, then each role's landing, or the
 * page a guard sent the user here from, when their role may see it.
 */
export function useLogin() {
  const navigate = useNavigate();
  const remembered = (useLocation().state as LoginState | null)?.from;
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState(false);

  async function login(email: string, password: string): Promise<void> {
    setPending(true);
    try {
      const { data, error, response } = await api.POST('/login', { body: { email, password }, bodySerializer: formBody, headers: FORM });
      if (!data) {
        const problem = problemOf(error, response);
        const text = pickMessage(problem.message, currentLanguage());
        if (problem.kind === 'rate-limited') {
          // The API's own 429 says how long to wait, in the reader's language; only a bare one
          // (from a proxy) gets the wait from Retry-After added.
          const ownWords = typeof problem.message === 'object';
          const wait = !ownWords && problem.retryAfter ? t('login.retryIn', { minutes: Math.ceil(problem.retryAfter / 60) }) : '';
          notify.error([text || t('login.tooMany'), wait].filter(Boolean).join(' '), t('login.failed'));
        } else {
          notify.error(text, t('login.failed'));
        }
        return;
      }
      // The failures of earlier tries (a wrong password, too many attempts) no longer hold.
      notify.clear();
      storeToken(data.data.token);
      const user = await api.POST('/get-user', { body: { token: data.data.token }, bodySerializer: formBody, headers: FORM });
      if (!user.data) {
        clearSession();
        notify.error(t('login.userFailed'), t('login.failed'));
        return;
      }
      const profile = user.data.data;
      if (profile.roles === 1) {
        storeUser(profile);
        navigate(landingOf(profile, remembered) ?? '/', { replace: true });
      } else if (profile.roles === 2) {
        storeUser(profile);
        setLanguage('sv');
        navigate(landingOf(profile, remembered) ?? '/partner', { replace: true });
      } else {
        // Customers act through public links only; their token is given back at once.
        await api.POST('/logout', { body: { token: data.data.token }, bodySerializer: formBody, headers: FORM }).catch(() => undefined);
        clearSession();
        notify.info(t('login.customerCannotLogin'));
        navigate('/partner', { replace: true });
      }
    } catch {
      // No answer at all: the server is not working; nothing half-stored may remain.
      clearSession();
      notify.error(t('login.serverDown'), t('common:errors.serverError'));
    } finally {
      setPending(false);
    }
  }

  return { login, pending };
}
