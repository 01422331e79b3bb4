import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the route error page shows: fetched only when a page has crashed (issue 9). */
export function RouteErrorResult() {
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
