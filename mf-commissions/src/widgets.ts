import type { DashboardWidget } from '@portal/platform';
import './i18n';

/** What this module exposes as `./widgets`: the admin dashboard's commission card, fetched when it is shown. */
export const widgets: DashboardWidget[] = [
  {
    id: 'mf-commissions/commission-figures',
    area: 'admin',
    order: 40,
    load: () => import('./features/commission-dashboard/commission-widget').then((m) => ({ default: m.CommissionWidget })),
  },
];
