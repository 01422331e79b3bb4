import { routeUrl } from '@portal/platform';
import { ButtonLink, Result } from '@portal/plain';
import { useTranslation } from 'react-i18next';

/** An expired or used link: say so, and point to the login page where "forgot password" lives. */
export function LinkUnavailable() {
  const { t } = useTranslation('public');
  return (
    <Result
      status="warning"
      title={t('passwordLink.invalid.title')}
      subTitle={t('passwordLink.invalid.text')}
      extra={
        <ButtonLink variant="primary" to={routeUrl('login')}>
          {t('passwordLink.toLogin')}
        </ButtonLink>
      }
    />
  );
}
