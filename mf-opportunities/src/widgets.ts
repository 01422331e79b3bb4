import type { DashboardWidget } from '@portal/platform';
import './i18n';

/** What this module exposes as `./widgets`: cards for the admin dashboard, fetched when it is shown. */
export const widgets: DashboardWidget[] = [
  {
    id: 'mf-opportunities/my-tasks',
    area: 'admin',
    order: 30,
    load: () => import('./features/my-tasks-widget/my-tasks-widget').then((m) => ({ default: m.MyTasksWidget })),
  },
];
