import { clearSession, isExpired, tokenAtom, userAtom } from '@portal/platform';
import { theme } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { landingOf } from '../../guards/decide-access';
import type { LoginState } from '../../guards/use-area-guard';
import { loadForgotPasswordForm, LoginForm } from './login-form';

/** The forgot-password screen: fetched when asked for (or pointed at), not with the login page. */
const ForgotPasswordForm = lazy(async () => ({ default: (await loadForgotPasswordForm()).ForgotPasswordForm }));

/** /login, with its forgot-password screen. A valid stored session goes straight home (auto login). */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const { token: look } = theme.useToken();
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
      {/* Drawn as antd's Card and level-2 Title look, from the theme's tokens: the Card and
          Typography components would bring tabs, menus and tooltips to the lightest page (issue 9). */}
      <section
        style={{
          width: 400,
          maxWidth: '100%',
          boxSizing: 'border-box',
          padding: look.paddingLG,
          background: look.colorBgContainer,
          border: `${look.lineWidth}px ${look.lineType} ${look.colorBorderSecondary}`,
          borderRadius: look.borderRadiusLG,
        }}
      >
        <h2
          style={{
            marginTop: 0,
            marginBottom: '0.5em',
            color: look.colorTextHeading,
            fontSize: look.fontSizeHeading2,
            lineHeight: look.lineHeightHeading2,
            fontWeight: look.fontWeightStrong,
          }}
        >
          {screen === 'login' ? t('login.title') : t('forgot.title')}
        </h2>
        {screen === 'login' ? (
          <LoginForm onForgot={() => setScreen('forgot')} />
        ) : (
          <Suspense fallback={null}>
            <ForgotPasswordForm onBack={() => setScreen('login')} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
