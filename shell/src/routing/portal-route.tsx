import { loadAntdProviders, matchRoute, pagesAtom, WithAntd, type RouteId, type RoutePageProps } from '@portal/platform';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { modulesAtom, pointersUnknownAtom } from '../mf/modules-atom';
import { useAreaGuard } from '../guards/use-area-guard';
import { LayoutForArea, LayoutForSession, loadAreaLayout, useSessionArea } from '../layouts/layout-for-area';
import { PageLoading } from '../layouts/page-loading';
import { fetchFallbackWhenSlow } from './fallback-chunk';
import { once } from './once';
import shellPagesFile from './pages.json';
import { UpdateNotice, useFreshModules } from './update-notice';

/** A shell page's code, fetched when first shown (issue 9: /login loads only the login page). */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType<RoutePageProps>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Pages of modules and Not Found: fetched when first needed, not on /login. */
const loadRemotePage = once(() => import(/* webpackChunkName: "remote-page" */ './remote-page'));
const RemotePage = lazy(async () => ({ default: (await loadRemotePage()).RemotePage }));
const NotFoundPage = page(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
/** An address no page matches while a module could not be read: it may be that module's page. */
const UnreadablePage = lazy(async () => ({ default: (await loadRemotePage()).UnreadableModules }));

/**
 * TanStack Query (the QueryClient), for every page but the plain ones (issue 9). Once fetched it stays around every page, the login page too, so that moving
 * between pages never draws the layout anew.
 */
let queriesFetched = false;
const loadQueries = once(() =>
  import(/* webpackChunkName: "with-queries" */ './with-queries').then((module) => {
    queriesFetched = true;
    return module;
  }),
);
const WithQueries = lazy(async () => ({ default: (await loadQueries()).WithQueries }));

/**
 * antd's providers (theme, locale, validation messages, the App root) around every page that is
 * not plain (issue 25), fetched with it. Once a page needed them they stay around every page, a
 * plain one too, so that moving between pages never draws the layout anew.
 */
let antdUsed = false;

function PageAntd({ needed, children }: { needed: boolean; children: ReactNode }) {
  if (!needed && !antdUsed) return children;
  antdUsed = true;
  return <WithAntd fallback={<PageLoading />}>{children}</WithAntd>;
}

function PageQueries({ needed, children }: { needed: boolean; children: ReactNode }) {
  if (!needed && !queriesFetched) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <WithQueries>{children}</WithQueries>
    </Suspense>
  );
}

/** Pages the shell itself owns (declared in `pages.json`); every other route's page comes from its module. */
const shellPages: Record<keyof typeof shellPagesFile.pages, ComponentType<RoutePageProps>> = {
  dashboard: page(() => import(/* webpackChunkName: "page-dashboard" */ '../features/dashboard/admin-dashboard-page'), 'AdminDashboardPage'),
  profile: page(() => import(/* webpackChunkName: "page-profile" */ '../features/profile/profile-page'), 'ProfilePage'),
  adminResetPassword: page(() => import('../features/change-password/change-password-page'), 'ChangePasswordPage'),
  outbox: page(() => import(/* webpackChunkName: "page-outbox" */ '../features/outbox/outbox-page'), 'OutboxPage'),
  partnerResetPassword: page(() => import('../features/change-password/change-password-page'), 'ChangePasswordPage'),
  login: page(() => import(/* webpackChunkName: "page-login" */ '../features/login/login-page'), 'LoginPage'),
};

/** Resolves the URL to a route, guards its area, lays it out and renders its page. */
export function PortalRoute() {
  const { pathname } = useLocation();
  const pages = useAtomValue(pagesAtom);
  const modules = useAtomValue(modulesAtom);
  const pointersUnknown = useAtomValue(pointersUnknownAtom);
  const match = matchRoute(pathname, pages);
  const sessionArea = useSessionArea();
  useFreshModules(pathname);
  // Until the modules' declarations were read (up to 5 s when one does not answer), a wait that
  // lasts fetches their fallback ahead.
  const waiting = modules === null;
  useEffect(() => (waiting ? fetchFallbackWhenSlow() : undefined), [waiting]);
  const { t } = useTranslation('common');
  const allowed = useAreaGuard(match?.route.area ?? 'public', match?.id === 'dashboard');
  const title = match ? `${t(`routes.${match.id}`)} · ${t('appName')}` : modules ? `${t('routes.notFound')} · ${t('appName')}` : t('appName');
  // The route's title first (layout effect); a page may refine it with its own (PageFrame's effect).
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  // Before the modules were read no page matches. A signed-in user's page is most likely a module's
  // page in their area: its pieces are fetched meanwhile, so a declaration that does not answer costs
  // its 5 s and little more. A visitor's may be a plain one (the request form, issue 9): nothing yet.
  const waitingSignedIn = !match && waiting && sessionArea !== 'public';
  // A page that makes plain calls only says so in its declaration (`plainCalls`: the login page, the customer's request form).
  const needsQueries = match ? !match.route.plainCalls : !waiting || waitingSignedIn;
  // A plain page (the customer's pages) is drawn without antd; so is the spinner while a visitor's page is not known yet.
  const needsAntd = match ? !match.route.plain : !waiting || waitingSignedIn;
  // What this page will need is fetched side by side now, not one piece after the other as each
  // lazy part is first drawn (the QueryClient, then the layout, then the module's page).
  if (allowed || !match) {
    if (needsQueries) void loadQueries();
    if (needsAntd) void loadAntdProviders();
    if ((match && match.route.owner !== 'shell') || waitingSignedIn) void loadRemotePage();
    if ((match && (match.route.area === 'admin' || match.route.area === 'partner')) || waitingSignedIn) void loadAreaLayout();
  }

  if (!match) {
    // The modules' pages are known once their declarations were read: until then, a spinner.
    if (!modules) return <PageLoading />;
    const unreadable = pointersUnknown || Object.values(modules).some((module) => module.status === 'unavailable' && !module.pages);
    return (
      <PageAntd needed>
        <PageQueries needed>
          <LayoutForSession>
            <Suspense fallback={<PageLoading />}>{unreadable ? <UnreadablePage /> : <NotFoundPage params={{}} />}</Suspense>
          </LayoutForSession>
        </PageQueries>
      </PageAntd>
    );
  }
  if (!allowed) return null;

  const ShellPage = match.route.owner === 'shell' ? (shellPages as Record<RouteId, ComponentType<RoutePageProps>>)[match.id] : undefined;
  return (
    <PageAntd needed={needsAntd}>
      <PageQueries needed={needsQueries}>
        <UpdateNotice />
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
    </PageAntd>
  );
}
