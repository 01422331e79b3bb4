import { api, clearSession, notify, portalStore, storeUser, tokenAtom, userAtom } from '@portal/platform';
import { formBody } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Fetched users already applied: the layout may mount again (another route), the query answers from its cache. */
const appliedUsers = new WeakSet<object>();

/**
 * Confirms the stored session with the server once per page load (SPEC §4 auto login, §5): the
 * fetched user must have the stored email, and a partner the stored company. A lost token is
 * handled by the API middleware (cleared, back to login).
 *
 * The fetched user is applied once, when it first arrives. Comparing it again on every later change of
 * the stored user would undo those changes (a language switch stored on the server a moment later)
 * and start a tug of war with the hook that made them.
 *
 * Returns true once the check has settled: the fetched user is in the store (from then on the
 * stored user is what the server has; the language sync waits for it rather than racing it), or
 * the check failed and the stored user is all there is.
 */
export function useSessionCheck(): boolean {
  const token = useAtomValue(tokenAtom);
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const [applied, setApplied] = useState<unknown>(null);

  const { data: fresh, isError, isSuccess } = useQuery({
    queryKey: ['session-check', token],
    enabled: Boolean(token),
    staleTime: Infinity,
    queryFn: async () => {
      const { data } = await api.POST('/get-user', {
        body: { token: token ?? '' },
        bodySerializer: formBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      return data?.data ?? null;
    },
  });

  useEffect(() => {
    const stored = portalStore.get(userAtom);
    if (!fresh || !stored) return;
    if (appliedUsers.has(fresh)) {
      setApplied(fresh);
      return;
    }
    const sameEmail = fresh.email.toLowerCase() === stored.email.toLowerCase();
    const sameCompany = fresh.roles !== 2 || fresh.company === stored.company;
    if (!sameEmail || !sameCompany) {
      clearSession();
      notify.warning(t('guard.sessionMismatch'));
      navigate('/login', { replace: true });
      return;
    }
    if (JSON.stringify(fresh) !== JSON.stringify(stored)) storeUser(fresh);
    appliedUsers.add(fresh);
    setApplied(fresh);
  }, [fresh, navigate, t]);

  // No user in the answer (a failed call the middleware has shown) settles it as well.
  return isError || (isSuccess && (fresh === null || applied === fresh));
}
