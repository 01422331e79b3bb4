// Every portal address the server writes (mails, notifications, activity links) is built here,
// in the route shapes of SPEC §2 that the shell resolves (packages/platform's portal-routes.ts),
// so a link already sent keeps working and no service spells a route by hand.
import type { Config } from './config.js';

export const portalPaths = {
  lead: (id: number) => `/convert-lead-id=${id}`,
  account: (id: number) => `/edit-account-${id}`,
  contact: (id: number) => `/edit-contact-${id}`,
  product: (id: number) => `/edit-product-${id}`,
  task: (id: number) => `/edit-task-${id}`,
  note: (id: number) => `/edit-note-${id}`,
  opportunity: (id: number) => `/edit-opportunity-${id}`,
  resetPassword: (token: string) => `/reset-password&id=${encodeURIComponent(token)}`,
  setPassword: (token: string) => `/set-password&id=${encodeURIComponent(token)}`,
  /** A partner's answer page for one quote (SPEC §2), behind the partner's login. */
  partnerQuote: (quoteId: number) => `/p-editquote&id=${quoteId}`,
  /** The admin's page of one commission. */
  commission: (id: number) => `/edit-commission-${id}`,
  /** A partner's report page of one commission (SPEC §2), behind the partner's login. */
  partnerCommission: (id: number) => `/p-editCommission&id=${id}`,
  /** The admin's page of one quote. */
  quote: (id: number) => `/edit-quotes-${id}`,
  /** An outside venue's answer page (no login). */
  outsideQuote: (token: string) => `/email-editquote&id=${encodeURIComponent(token)}`,
  /** The customer's quote presentation (no login): opportunity, the admin who sent it, the link's token. */
  presentation: (opportunityId: number, adminId: number, token: string) =>
    `/quote-presention-pre&o=${opportunityId}&a=${adminId}&t=${encodeURIComponent(token)}`,
  /** The customer's answer to a preliminary booking (no login). */
  preliminaryBooking: (ids: { opportunityId: number; quoteId: number; customerId: number; bidderId: number; bookingId: number }, token: string) =>
    `/preliminary-booking&o=${ids.opportunityId}&q=${ids.quoteId}&c_id=${ids.customerId}&b_id=${ids.bidderId}&p_id=${ids.bookingId}&t=${encodeURIComponent(token)}`,
} as const;

/** The absolute URL of a portal path, for mails (PUBLIC_URL, or http://localhost:PORT). */
export function portalUrl(config: Pick<Config, 'publicUrl'>, path: string): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${path}`;
}
