import type { DashboardWidget } from '@portal/platform';
import './i18n';

/** What this module exposes as `./widgets`: cards for the admin dashboard, fetched when it is shown. */
export const widgets: DashboardWidget[] = [
  {
    id: 'mf-leads/new-leads',
    area: 'admin',
    order: 20,
    load: () => import('./features/new-leads-widget/new-leads-widget').then((m) => ({ default: m.NewLeadsWidget })),
  },
];
