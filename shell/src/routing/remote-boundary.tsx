import type { RemoteFailure } from '@portal/ui';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import { outdatedModulesAtom } from '../mf/modules-atom';
import { ModuleIncompatibleError, ModuleUnavailableError, refreshRemoteList } from '../mf/remotes';
import { fallbackIfLoaded, loadFallback } from './fallback-chunk';
import { reportClientError } from './report-client-error';

export interface RemoteBoundaryProps {
  module: string;
  /** The route whose page this is; none around a dashboard card. */
  routeId?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The same message in plain HTML, when even the fallback's own code cannot be fetched. */
function PlainFallback({ kind, onRetry }: { kind: RemoteFailure; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-failure={kind} style={{ padding: 48, textAlign: 'center' }}>
      <h2 style={{ fontSize: 24 }}>{t(`remote.${kind}Title`)}</h2>
      <p>{t(`remote.${kind}Text`)}</p>
      <button type="button" onClick={onRetry}>
        {t(`remote.${kind}Retry`)}
      </button>
    </div>
  );
}

/** antd's Result with its pictures: fetched when a module has failed, not with every page (issue 9). */
const RemoteErrorFallback = lazy(() =>
  loadFallback().then(
    (loaded) => ({ default: loaded.RemoteErrorFallback }),
    () => ({ default: PlainFallback }),
  ),
);

/** A module's code that did not arrive (its loader's failure, or a chunk the bundler could not fetch later). */
export function failureOf(error: unknown): RemoteFailure {
  if (error instanceof ModuleIncompatibleError) return 'incompatible';
  if (error instanceof ModuleUnavailableError) return 'unavailable';
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'unavailable';
  return 'crashed';
}

/**
 * Keeps a failing module inside its own area: the header, sidebar and other modules keep working.
 * It tells a module that could not be loaded from a page that crashed, and reports either to the
 * server's log.
 */
export function RemoteBoundary(props: RemoteBoundaryProps) {
  const { pathname } = useLocation();
  const outdated = useAtomValue(outdatedModulesAtom).includes(props.module);
  return <Boundary {...props} pathname={pathname} outdated={outdated} />;
}

class Boundary extends Component<RemoteBoundaryProps & { pathname: string; outdated: boolean }, { failure: RemoteFailure | null }> {
  override state: { failure: RemoteFailure | null } = { failure: null };

  static getDerivedStateFromError(error: unknown): { failure: RemoteFailure } {
    return { failure: failureOf(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`[portal] ${this.props.module} failed`, error, info.componentStack);
    reportClientError({ kind: failureOf(error), error, pathname: this.props.pathname, module: this.props.module, routeId: this.props.routeId });
    // A chunk that is gone may be a release deployed in place: the pointers tell (outdated below).
    if (failureOf(error) === 'unavailable') void refreshRemoteList().catch(() => undefined);
  }

  override render() {
    if (this.state.failure) {
      // This tab runs an older release of the module than the one now pointed at: only a reload helps.
      const outdated = this.props.outdated && this.state.failure !== 'incompatible';
      const Fallback = fallbackIfLoaded() ?? RemoteErrorFallback;
      return (
        <Suspense fallback={null}>
          <Fallback kind={outdated ? 'outdated' : this.state.failure} onRetry={outdated ? () => window.location.reload() : this.props.onRetry} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
