import { api, clearSession, notify, storeUser, tokenAtom, userAtom } from '@portal/platform';
import { formBody } from '@portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Confirms the stored session with the server once per page load (SPEC §4 auto login, §5): the
 * fetched user must have the stored email, and a partner the stored company. A lost token is
 * handled by the API middleware (cleared, back to login).
 */
export function useSessionCheck(): void {
  const token = useAtomValue(tokenAtom);
  const stored = useAtomValue(userAtom);
  const navigate = useNavigate();
  const { t } = useTranslation('shell');

  const { data: fresh } = useQuery({
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
    if (!fresh || !stored) return;
    const sameEmail = fresh.email.toLowerCase() === stored.email.toLowerCase();
    const sameCompany = fresh.roles !== 2 || fresh.company === stored.company;
    if (!sameEmail || !sameCompany) {
      clearSession();
      notify.warning(t('guard.sessionMismatch'));
      navigate('/login', { replace: true });
      return;
    }
    if (JSON.stringify(fresh) !== JSON.stringify(stored)) storeUser(fresh);
  }, [fresh, stored, navigate, t]);
}
