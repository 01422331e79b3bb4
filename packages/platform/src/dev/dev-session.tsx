import { formBody } from '@portal/api-client';
import { Alert, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../api/api';
import { storeToken, storeUser } from '../session/session';
import { tokenAtom } from '../session/token-atom';

export interface DevSessionProps {
  email: string;
  password: string;
  children: ReactNode;
}

/**
 * For running one module alone (`pnpm --filter mf-leads dev`): signs in with a demo account
 * against the API the dev server proxies to, so the module's pages work as inside the portal.
 */
export function DevSession({ email, password, children }: DevSessionProps) {
  const token = useAtomValue(tokenAtom);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (token) return;
    void (async () => {
      const { data, error } = await api.POST('/login', {
        body: { email, password },
        bodySerializer: formBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      if (!data) return setFailed(JSON.stringify(error ?? 'no answer'));
      storeToken(data.data.token);
      const user = await api.POST('/get-user', {
        body: { token: data.data.token },
        bodySerializer: formBody,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      storeUser(user.data?.data ?? null);
    })();
  }, [token, email, password]);

  if (failed) return <Alert type="error" title={`Dev sign-in as ${email} failed: ${failed}`} />;
  if (!token) return <Spin fullscreen />;
  return <>{children}</>;
}
