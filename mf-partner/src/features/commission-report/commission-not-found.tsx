import { ArrowLeftOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink, PageFrame } from '@portal/ui';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PARTNER_COMMISSION_NS } from './texts';

/** antd's Result with its 404 picture: its own chunk, fetched only when a commission is not there. */
export function CommissionNotFound() {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  return (
    <PageFrame title={t('notFound.title')}>
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.text')}
        extra={
          <ButtonLink to={routeUrl('partnerCommissions')} icon={<ArrowLeftOutlined aria-hidden />}>
            {t('back')}
          </ButtonLink>
        }
      />
    </PageFrame>
  );
}
