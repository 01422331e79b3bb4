import { matchRoute, type RouteId, type RoutePageProps } from '@portal/platform';
import { Spin } from 'antd';
import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAreaGuard } from '../guards/use-area-guard';
import { LayoutForArea, LayoutForSession, loadAreaLayout } from '../layouts/layout-for-area';
import { once } from './once';

/** A shell page's code, fetched when first shown (issue 9: /login loads only the login page). */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType<RoutePageProps>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Pages of modules and Not Found: fetched when first needed, not on /login. */
const loadRemotePage = once(() => import('./remote-page'));
const RemotePage = lazy(async () => ({ default: (await loadRemotePage()).RemotePage }));
const NotFoundPage = page(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

/**
 * Pages that make plain calls only and carry no QueryClient (issue 9): the login page, and the
 * customer's request form (mf-public's send-request), the first page many customers see.
 */
const PLAIN_PAGES: ReadonlySet<RouteId> = new Set<RouteId>(['login', 'sendRequest']);

/**
 * TanStack Query (the QueryClient), for every page but the plain ones (issue 9). Once fetched it stays around every page, the login page too, so that moving
 * between pages never draws the layout anew.
 */
let queriesFetched = false;
const loadQueries = once(() =>
  import('./with-queries').then((module) => {
    queriesFetched = true;
    return module;
  }),
);
const WithQueries = lazy(async () => ({ default: (await loadQueries()).WithQueries }));

function PageLoading() {
  return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
}

function PageQueries({ needed, children }: { needed: boolean; children: ReactNode }) {
  if (!needed && !queriesFetched) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <WithQueries>{children}</WithQueries>
    </Suspense>
  );
}

/** Pages the shell itself owns; every other route's page comes from its module. */
const shellPages: Partial<Record<RouteId, ComponentType<RoutePageProps>>> = {
  dashboard: page(() => import('../features/dashboard/admin-dashboard-page'), 'AdminDashboardPage'),
  profile: page(() => import('../features/profile/profile-page'), 'ProfilePage'),
  adminResetPassword: page(() => import('../features/change-password/change-password-page'), 'ChangePasswordPage'),
  outbox: page(() => import('../features/outbox/outbox-page'), 'OutboxPage'),
  partnerResetPassword: page(() => import('../features/change-password/change-password-page'), 'ChangePasswordPage'),
  login: page(() => import('../features/login/login-page'), 'LoginPage'),
};

/** Resolves the URL to a route, guards its area, lays it out and renders its page. */
export function PortalRoute() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const { t } = useTranslation('common');
  const allowed = useAreaGuard(match?.route.area ?? 'public', match?.id === 'dashboard');
  const title = `${match ? t(`routes.${match.route.title}`) : t('routes.notFound')} · ${t('appName')}`;
  // The route's title first (layout effect); a page may refine it with its own (PageFrame's effect).
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  const needsQueries = !match || !PLAIN_PAGES.has(match.id);
  // What this page will need is fetched side by side now, not one piece after the other as each
  // lazy part is first drawn (the QueryClient, then the layout, then the module's page).
  if (allowed || !match) {
    if (needsQueries) void loadQueries();
    if (match && !shellPages[match.id]) void loadRemotePage();
    if (match && (match.route.area === 'admin' || match.route.area === 'partner')) void loadAreaLayout();
  }

  if (!match) {
    return (
      <PageQueries needed>
        <LayoutForSession>
          <Suspense fallback={<PageLoading />}>
            <NotFoundPage params={{}} />
          </Suspense>
        </LayoutForSession>
      </PageQueries>
    );
  }
  if (!allowed) return null;

  const ShellPage = shellPages[match.id];
  return (
    <PageQueries needed={needsQueries}>
      <LayoutForArea area={match.route.area}>
        <Suspense fallback={<PageLoading />}>
          {ShellPage ? (
            <ShellPage params={match.params} />
          ) : (
            <RemotePage key={pathname} module={match.route.owner} routeId={match.id} params={match.params} />
          )}
        </Suspense>
      </LayoutForArea>
    </PageQueries>
  );
}
