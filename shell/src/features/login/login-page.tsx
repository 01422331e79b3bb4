import { clearSession, isExpired, tokenAtom, userAtom } from '@portal/platform';
import { Card } from '@portal/plain';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { landingOf } from '../../guards/decide-access';
import type { LoginState } from '../../guards/use-area-guard';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';

/**
 * /login, with its forgot-password screen, on the plain parts (@portal/plain: no antd on the
 * page). A valid stored session goes straight home (auto login).
 */
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
    <div className="plain-page" style={{ display: 'flex', justifyContent: 'center', paddingTop: 48 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <section aria-labelledby="login-title">
          <h2 id="login-title" className="plain-title" style={{ marginTop: 0, fontSize: 30 }}>
            {screen === 'login' ? t('login.title') : t('forgot.title')}
          </h2>
          {screen === 'login' ? <LoginForm onForgot={() => setScreen('forgot')} /> : <ForgotPasswordForm onBack={() => setScreen('login')} />}
        </section>
      </Card>
    </div>
  );
}
