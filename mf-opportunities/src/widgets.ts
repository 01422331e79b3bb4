import type { DashboardWidget } from '@portal/platform';
import './i18n';

/** What this module exposes as `./widgets`: cards for the admin dashboard, fetched when it is shown. */
export const widgets: DashboardWidget[] = [
  {
    id: 'mf-opportunities/opportunity-figures',
    area: 'admin',
    order: 10,
    load: () => import('./features/opportunity-dashboard/opportunity-figures-widget').then((m) => ({ default: m.OpportunityFiguresWidget })),
  },
  {
    id: 'mf-opportunities/opportunity-weekly-chart',
    area: 'admin',
    order: 20,
    load: () => import('./features/opportunity-dashboard/weekly-chart-widget').then((m) => ({ default: m.WeeklyChartWidget })),
  },
  {
    id: 'mf-opportunities/my-tasks',
    area: 'admin',
    order: 30,
    load: () => import('./features/my-tasks-widget/my-tasks-widget').then((m) => ({ default: m.MyTasksWidget })),
  },
  {
    id: 'mf-opportunities/ending-holds',
    area: 'admin',
    order: 40,
    load: () => import('./features/ending-holds-widget/ending-holds-widget').then((m) => ({ default: m.EndingHoldsWidget })),
  },
];
