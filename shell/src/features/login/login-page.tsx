import { clearSession, isExpired, tokenAtom, userAtom } from '@portal/platform';
import { Card, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { landingOf } from '../../guards/decide-access';
import type { LoginState } from '../../guards/use-area-guard';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

/** /login, with its forgot-password screen. A valid stored session goes straight home (auto login). */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const remembered = (useLocation().state as LoginState | null)?.from;
  const [screen, setScreen] = useState<'login' | 'forgot'>('login');
  const home = token && !isExpired() ? landingOf(user, remembered) : null;
  // A session found on arrival that cannot be resumed (expired, or no user) is forgotten before
  // anyone types. Only on arrival: while signing in, the token is stored before the user is.
  const [staleOnArrival] = useState(() => Boolean(token) && !home);
  useEffect(() => {
    if (staleOnArrival) clearSession();
  }, [staleOnArrival]);
  if (home) return <Navigate to={home} replace />;

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 48 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {screen === 'login' ? t('login.title') : t('forgot.title')}
        </Typography.Title>
        {screen === 'login' ? <LoginForm onForgot={() => setScreen('forgot')} /> : <ForgotPasswordForm onBack={() => setScreen('login')} />}
      </Card>
    </div>
  );
}
