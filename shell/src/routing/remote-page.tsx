import type { RouteId, RoutePageProps } from '@portal/platform';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../layouts/page-loading';
import { modulesAtom, pointersUnknownAtom } from '../mf/modules-atom';
import { loadingOf, loadRemotePage, refreshRemoteList, runsOutdated } from '../mf/remotes';
import { fallbackIfLoaded, fetchFallbackWhenSlow, loadFallback } from './fallback-chunk';
import { RemoteBoundary } from './remote-boundary';
import { reportClientError } from './report-client-error';

export interface RemotePageProps {
  module: string;
  routeId: RouteId;
  params: Record<string, string>;
}

/** A route its module does not provide: the Not Found page (fetched only then: antd's Result and its pictures, issue 9). */
async function notProvided(): Promise<{ default: ComponentType<RoutePageProps> }> {
  const { NotFoundPage } = await import('../features/not-found/not-found-page');
  return { default: () => <NotFoundPage /> };
}

/**
 * A retry reads the module pointers and declarations again first: a module that was down, slow or
 * rolled back is taken as it is pointed at now. When this tab already runs the module's code (it
 * threw), a newer release needs the page reloaded.
 */
async function retryModule(module: string, again: () => void): Promise<void> {
  await refreshRemoteList().catch(() => undefined);
  if (runsOutdated(module)) window.location.reload();
  else again();
}

/** A page of a module, fetched when first visited; a module that fails shows a fallback with a retry. */
export function RemotePage({ module, routeId, params }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType<RoutePageProps> }> => {
        const stop = fetchFallbackWhenSlow();
        try {
          const loader = await loadRemotePage(module, routeId);
          // Fetching the page's own chunk is still loading the module; only what the page does once shown is a crash.
          return await (loader ? loadingOf(module, loader) : notProvided());
        } finally {
          stop();
        }
      }),
    // A retry needs a fresh lazy component: React caches a rejected one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, routeId, attempt],
  );
  return (
    <RemoteBoundary key={attempt} module={module} routeId={routeId} onRetry={() => void retryModule(module, () => setAttempt((n) => n + 1))}>
      <Suspense fallback={<PageLoading />}>
        <Page params={params} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** antd's Result with its pictures: fetched only when shown (issue 9). */
const Fallback = lazy(async () => ({ default: (await loadFallback()).RemoteErrorFallback }));

/**
 * An address no declared page matches while a module's declaration, or `/remotes.json` itself, could
 * not be read (down, slow, malformed) and no good copy is remembered: it may be that module's page, so the "could not be loaded" fallback with a retry
 * shows instead of Not Found. The retry reads the declarations again; a page found then is drawn.
 */
export function UnreadableModules() {
  const { pathname } = useLocation();
  const modules = useAtomValue(modulesAtom);
  const pointersUnknown = useAtomValue(pointersUnknownAtom);
  const unread = Object.values(modules ?? {})
    .filter((module) => module.status === 'unavailable' && !module.pages)
    .map((module) => module.name);
  if (pointersUnknown) unread.unshift('/remotes.json');
  const key = unread.join(',');
  useEffect(() => {
    reportClientError({ kind: 'unavailable', error: new Error(`could not read the pages of ${key}`), pathname, module: unread[0] });
    // Once per address and set of unread modules.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, key]);
  const Shown = fallbackIfLoaded() ?? Fallback;
  return (
    <Suspense fallback={null}>
      <Shown kind="unavailable" onRetry={() => void refreshRemoteList().catch(() => undefined)} />
    </Suspense>
  );
}
