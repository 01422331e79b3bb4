import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its public pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  sendRequest: () => import('./features/send-request/send-request-page').then((m) => ({ default: m.SendRequestPage })),
  resetPassword: () => import('./features/password-link/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  setPassword: () => import('./features/password-link/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
  outsideQuote: () => import('./features/outside-quote/outside-quote-page').then((m) => ({ default: m.OutsideQuotePage })),
  presentation: () => import('./features/presentation/presentation-page').then((m) => ({ default: m.PresentationPage })),
  presentationPreview: () => import('./features/presentation/presentation-preview-page').then((m) => ({ default: m.PresentationPreviewPage })),
  preliminaryBooking: () => import('./features/preliminary-booking/preliminary-booking-page').then((m) => ({ default: m.PreliminaryBookingPage })),
});
