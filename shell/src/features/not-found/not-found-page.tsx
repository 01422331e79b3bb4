import { ButtonLink } from '@portal/ui';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Any path outside SPEC §2. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <ButtonLink to="/" type="primary">
          {t('notFound.home')}
        </ButtonLink>
      }
    />
  );
}
