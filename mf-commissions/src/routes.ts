import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  commissions: () => import(/* webpackChunkName: "page-commissions" */ './features/commission-list/commission-list-page').then((m) => ({ default: m.CommissionListPage })),
  editCommission: () => import(/* webpackChunkName: "page-editCommission" */ './features/commission-detail/commission-detail-page').then((m) => ({ default: m.CommissionDetailPage })),
});
