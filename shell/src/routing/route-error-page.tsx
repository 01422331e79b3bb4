import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { reportClientError } from './report-client-error';

/** The same message in plain HTML, when even the error page's own code cannot be fetched. */
function PlainRouteError() {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h1 style={{ fontSize: 24 }}>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

const RouteErrorResult = lazy(() =>
  import('./route-error-result').then(
    (loaded) => ({ default: loaded.RouteErrorResult }),
    () => ({ default: PlainRouteError }),
  ),
);

/** Last resort when rendering a page throws outside a module's own boundary; the failure goes to the server's log. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    reportClientError({ kind: 'crashed', error, pathname, module: 'shell' });
    // Once per error, not again when the address changes under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return (
    <Suspense fallback={null}>
      <RouteErrorResult />
    </Suspense>
  );
}
