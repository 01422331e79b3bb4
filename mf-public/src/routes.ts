import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its public pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  sendRequest: () => import(/* webpackChunkName: "page-sendRequest" */ './features/send-request/send-request-page').then((m) => ({ default: m.SendRequestPage })),
  resetPassword: () => import(/* webpackChunkName: "page-resetPassword" */ './features/password-link/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  setPassword: () => import(/* webpackChunkName: "page-setPassword" */ './features/password-link/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
  outsideQuote: () => import(/* webpackChunkName: "page-outsideQuote" */ './features/outside-quote/outside-quote-page').then((m) => ({ default: m.OutsideQuotePage })),
  presentation: () => import(/* webpackChunkName: "page-presentation" */ './features/presentation/presentation-page').then((m) => ({ default: m.PresentationPage })),
  presentationPreview: () => import(/* webpackChunkName: "page-presentationPreview" */ './features/presentation/presentation-preview-page').then((m) => ({ default: m.PresentationPreviewPage })),
  preliminaryBooking: () => import(/* webpackChunkName: "page-preliminaryBooking" */ './features/preliminary-booking/preliminary-booking-page').then((m) => ({ default: m.PreliminaryBookingPage })),
  customerRequest: () => import(/* webpackChunkName: "page-customerRequest" */ './features/customer-request/customer-request-page').then((m) => ({ default: m.CustomerRequestPage })),
  legacyPreliminaryBooking: () => import(/* webpackChunkName: "page-legacyPreliminaryBooking" */ './features/preliminary-booking/legacy-link-page').then((m) => ({ default: m.LegacyPreliminaryBookingPage })),
});
