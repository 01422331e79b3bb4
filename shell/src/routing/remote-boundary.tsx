import { RemoteErrorFallback, type RemoteFailure } from '@portal/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ModuleUnavailableError } from '../mf/remotes';
import { reportClientError } from './report-client-error';

export interface RemoteBoundaryProps {
  module: string;
  /** The route whose page this is; none around a dashboard card. */
  routeId?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A module's code that did not arrive (its loader's failure, or a chunk the bundler could not fetch later). */
export function failureOf(error: unknown): RemoteFailure {
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
  return <Boundary {...props} pathname={pathname} />;
}

class Boundary extends Component<RemoteBoundaryProps & { pathname: string }, { failure: RemoteFailure | null }> {
  override state: { failure: RemoteFailure | null } = { failure: null };

  static getDerivedStateFromError(error: unknown): { failure: RemoteFailure } {
    return { failure: failureOf(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`[portal] ${this.props.module} failed`, error, info.componentStack);
    reportClientError({ kind: failureOf(error), error, pathname: this.props.pathname, module: this.props.module, routeId: this.props.routeId });
  }

  override render() {
    if (this.state.failure) return <RemoteErrorFallback kind={this.state.failure} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
