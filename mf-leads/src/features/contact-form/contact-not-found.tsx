import { routeUrl } from '@portal/platform';
import { ButtonLink, PageFrame } from '@portal/ui';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ContactNotFoundProps {
  /** The id as it stood in the URL. */
  id: string;
}

/** A contact that does not exist (removed, or a wrong link): said plainly, with the way back to the list. */
export function ContactNotFound({ id }: ContactNotFoundProps) {
  const { t } = useTranslation('leads');
  return (
    <PageFrame title={t('contacts.notFound.title')}>
      <Result
        status="404"
        title={t('contacts.notFound.title')}
        subTitle={t('contacts.notFound.text', { id })}
        extra={
          <ButtonLink to={routeUrl('contacts')} icon={<ArrowLeftOutlined aria-hidden />}>
            {t('contacts.form.back')}
          </ButtonLink>
        }
      />
    </PageFrame>
  );
}
