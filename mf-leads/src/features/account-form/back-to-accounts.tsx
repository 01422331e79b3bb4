import { ArrowLeftOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** The way back to the account list, from the add and edit pages. */
export function BackToAccounts() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.form' });
  return (
    <ButtonLink to={routeUrl('accounts')} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('back')}
    </ButtonLink>
  );
}
