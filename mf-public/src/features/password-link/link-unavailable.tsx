import { routeUrl } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Result } from '@portal/ui';

/** An expired or used link: say so, and point to the login page where "forgot password" lives. */
export function LinkUnavailable() {
  const { t } = useTranslation('public');
  return (
    <Result
      status="warning"
      title={t('passwordLink.invalid.title')}
      subTitle={t('passwordLink.invalid.text')}
      extra={
        <ButtonLink type="primary" to={routeUrl('login')}>
          {t('passwordLink.toLogin')}
        </ButtonLink>
      }
    />
  );
}
