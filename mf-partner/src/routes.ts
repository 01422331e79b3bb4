import type { RemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes: RemoteRoutes<keyof (typeof import('./pages.json'))['pages']> = {
  partnerDashboard: () =>
    import('./features/partner-dashboard/partner-dashboard-page').then((m) => ({ default: m.PartnerDashboardPage })),
  partnerQuotes: () => import('./features/partner-quotes/partner-quotes-page').then((m) => ({ default: m.PartnerQuotesPage })),
  partnerEditQuote: () => import('./features/quote-response/edit-quote-page').then((m) => ({ default: m.EditQuotePage })),
  partnerCommissions: () =>
    import('./features/partner-commissions/partner-commissions-page').then((m) => ({ default: m.PartnerCommissionsPage })),
  partnerEditCommission: () =>
    import('./features/commission-report/edit-commission-page').then((m) => ({ default: m.EditCommissionPage })),
  partnerAccount: () => import('./features/venue-account/venue-account-page').then((m) => ({ default: m.VenueAccountPage })),
  partnerProfile: () => import('./features/venue-profile/venue-profile-page').then((m) => ({ default: m.VenueProfilePage })),
};
