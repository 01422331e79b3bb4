import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes('mf-leads', {
  leads: () => import('./features/lead-list/lead-list-page').then((m) => ({ default: m.LeadListPage })),
  lead: () => import('./features/lead-detail/lead-detail-page').then((m) => ({ default: m.LeadDetailPage })),
});
