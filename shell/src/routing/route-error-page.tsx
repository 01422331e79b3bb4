import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { reportClientError } from './report-client-error';

/** Last resort when rendering a page throws outside a module's own boundary; the failure goes to the server's log. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    reportClientError({ kind: 'crashed', error, pathname, module: 'shell' });
    // Once per error, not again when the address changes under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return (
    <Result
      status="error"
      title={t('error.title')}
      subTitle={t('error.text')}
      extra={<Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
    />
  );
}
