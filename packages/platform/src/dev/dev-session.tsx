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

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
let signingIn: Promise<void> | null = null;

/** One sign-in at a time, however often React mounts the component (StrictMode mounts twice). */
function signIn(email: string, password: string): Promise<void> {
  signingIn ??= (async () => {
    const { data, error } = await api.POST('/login', { body: { email, password }, bodySerializer: formBody, headers: FORM });
    if (!data) throw new Error(JSON.stringify(error ?? 'no answer'));
    storeToken(data.data.token);
    const user = await api.POST('/get-user', { body: { token: data.data.token }, bodySerializer: formBody, headers: FORM });
    storeUser(user.data?.data ?? null);
  })().finally(() => {
    signingIn = null;
  });
  return signingIn;
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
    signIn(email, password).catch((error: unknown) => setFailed(String(error instanceof Error ? error.message : error)));
  }, [token, email, password]);

  if (failed) return <Alert type="error" title={`Dev sign-in as ${email} failed: ${failed}`} />;
  if (!token) return <Spin fullscreen />;
  return <>{children}</>;
}
