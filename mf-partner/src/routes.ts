import type { RemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes: RemoteRoutes<keyof (typeof import('./pages.json'))['pages']> = {
  partnerDashboard: () =>
    import(/* webpackChunkName: "page-partnerDashboard" */ './features/partner-dashboard/partner-dashboard-page').then((m) => ({ default: m.PartnerDashboardPage })),
  partnerQuotes: () => import(/* webpackChunkName: "page-partnerQuotes" */ './features/partner-quotes/partner-quotes-page').then((m) => ({ default: m.PartnerQuotesPage })),
  partnerEditQuote: () => import(/* webpackChunkName: "page-partnerEditQuote" */ './features/quote-response/edit-quote-page').then((m) => ({ default: m.EditQuotePage })),
  partnerCommissions: () =>
    import(/* webpackChunkName: "page-partnerCommissions" */ './features/partner-commissions/partner-commissions-page').then((m) => ({ default: m.PartnerCommissionsPage })),
  partnerEditCommission: () =>
    import(/* webpackChunkName: "page-partnerEditCommission" */ './features/commission-report/edit-commission-page').then((m) => ({ default: m.EditCommissionPage })),
  outsideCommission: () =>
    import(/* webpackChunkName: "page-outsideCommission" */ './features/commission-report/linked-commission-page').then((m) => ({ default: m.LinkedCommissionPage })),
  partnerAccount: () => import(/* webpackChunkName: "page-partnerAccount" */ './features/venue-account/venue-account-page').then((m) => ({ default: m.VenueAccountPage })),
  partnerProfile: () => import(/* webpackChunkName: "page-partnerProfile" */ './features/venue-profile/venue-profile-page').then((m) => ({ default: m.VenueProfilePage })),
};
