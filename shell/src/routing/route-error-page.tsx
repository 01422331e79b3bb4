import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type Location } from 'react-router';
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
export function RouteErrorPage({ error }: { error: unknown }) {
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

interface BoundaryState {
  error: unknown;
  /** The location the error happened at: another one (a navigation) draws the page again. */
  location: Location;
  failed: boolean;
}

class Boundary extends Component<{ location: Location; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    // As the data router's route boundary did: any navigation tries the page again.
    if (props.location !== state.location) return { error: undefined, failed: false, location: props.location };
    return null;
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The route's error boundary (the data router's `errorElement` before issue 9): a page that throws
 * while rendering shows the route error page in its place, until the next navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
