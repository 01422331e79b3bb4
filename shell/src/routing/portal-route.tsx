import { matchRoute, type RouteId, type RoutePageProps } from '@portal/platform';
import { useLayoutEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AdminDashboardPage } from '../features/dashboard/admin-dashboard-page';
import { PartnerDashboardPage } from '../features/dashboard/partner-dashboard-page';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { LoginPage } from '../features/login/login-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { OutboxPage } from '../features/outbox/outbox-page';
import { ProfilePage } from '../features/profile/profile-page';
import { useAreaGuard } from '../guards/use-area-guard';
import { LayoutForArea, LayoutForSession } from '../layouts/layout-for-area';
import { RemotePage } from './remote-page';

/** Pages the shell itself owns; every other route's page comes from its module. */
const shellPages: Partial<Record<RouteId, ComponentType<RoutePageProps>>> = {
  dashboard: AdminDashboardPage,
  profile: ProfilePage,
  adminResetPassword: ChangePasswordPage,
  outbox: OutboxPage,
  partnerDashboard: PartnerDashboardPage,
  partnerResetPassword: ChangePasswordPage,
  login: LoginPage,
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

  if (!match) {
    return (
      <LayoutForSession>
        <NotFoundPage />
      </LayoutForSession>
    );
  }
  if (!allowed) return null;

  const ShellPage = shellPages[match.id];
  return (
    <LayoutForArea area={match.route.area}>
      {ShellPage ? (
        <ShellPage params={match.params} />
      ) : (
        <RemotePage key={pathname} module={match.route.owner} routeId={match.id} params={match.params} />
      )}
    </LayoutForArea>
  );
}
