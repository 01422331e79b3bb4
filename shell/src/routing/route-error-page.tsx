import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Last resort when rendering a page throws outside a module's own boundary. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('error.title')}
      subTitle={t('error.text')}
      extra={<Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
    />
  );
}
