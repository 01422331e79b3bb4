import { ArrowLeftOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** The way back to the quote list, in the page's header and on "not found". */
export function BackToQuotes() {
  const { t } = useTranslation('quotes');
  return (
    <ButtonLink to={routeUrl('quotes')} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('quoteDetail.back')}
    </ButtonLink>
  );
}
