import { ArrowLeftOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** The way back to the commission list, in the page's header and on "not found". */
export function BackToCommissions() {
  const { t } = useTranslation('commissions');
  return (
    <ButtonLink to={routeUrl('commissions')} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('detail.back')}
    </ButtonLink>
  );
}
