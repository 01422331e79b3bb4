import type { ModuleName, RouteId, RoutePageProps } from '@portal/platform';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadingOf, loadRemotePage } from '../mf/remotes';
import { RemoteBoundary } from './remote-boundary';

export interface RemotePageProps {
  module: ModuleName;
  routeId: RouteId;
  params: Record<string, string>;
}

/** A route its module does not provide: the Not Found page (fetched only then: antd's Result and its pictures, issue 9). */
async function notProvided(): Promise<{ default: ComponentType<RoutePageProps> }> {
  const { NotFoundPage } = await import('../features/not-found/not-found-page');
  return { default: () => <NotFoundPage /> };
}

/** A page of a module, fetched when first visited; a module that fails shows a fallback with a retry. */
export function RemotePage({ module, routeId, params }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType<RoutePageProps> }> => {
        const loader = await loadRemotePage(module, routeId);
        // Fetching the page's own chunk is still loading the module; only what the page does once shown is a crash.
        return loader ? loadingOf(module, loader) : notProvided();
      }),
    // A retry needs a fresh lazy component: React caches a rejected one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, routeId, attempt],
  );
  return (
    <RemoteBoundary key={attempt} module={module} routeId={routeId} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
        <Page params={params} />
      </Suspense>
    </RemoteBoundary>
  );
}
