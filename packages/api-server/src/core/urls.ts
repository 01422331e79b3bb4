// Every portal address the server writes (mails, notifications, activity links) is built here,
// in the route shapes of SPEC §2 that the shell resolves (packages/platform's portal-routes.ts),
// so a link already sent keeps working and no service spells a route by hand.
import type { Config } from './config.js';

/**
 * The mailed shapes that carry a capability in their URL (a link's token, a password token): the
 * route and the `&key=` holding the token. `portalPaths` builds them from this list and the logger
 * redacts by it (core/logging.ts `redactUrl`), so a new shape is redacted the day it is added.
 */
export const tokenRoutes = {
  resetPassword: { route: '/reset-password', key: 'id' },
  setPassword: { route: '/set-password', key: 'id' },
  outsideQuote: { route: '/email-editquote', key: 'id' },
  outsideCommission: { route: '/email-editCommission', key: 'id' },
  presentation: { route: '/quote-presention-pre', key: 't' },
  preliminaryBooking: { route: '/preliminary-booking', key: 't' },
  customerRequest: { route: '/my-request', key: 'id' },
} as const satisfies Record<string, { route: `/${string}`; key: string }>;

type TokenRoute = (typeof tokenRoutes)[keyof typeof tokenRoutes];

/** `/route&k=v&…&key=token`, the SPEC §2 shape of a token link: ids first, the token last. */
function tokenPath(shape: TokenRoute, ids: Record<string, number>, token: string): string {
  const fields = [...Object.entries(ids).map(([name, value]) => `${name}=${value}`), `${shape.key}=${encodeURIComponent(token)}`];
  return `${shape.route}&${fields.join('&')}`;
}

export const portalPaths = {
  lead: (id: number) => `/convert-lead-id=${id}`,
  account: (id: number) => `/edit-account-${id}`,
  contact: (id: number) => `/edit-contact-${id}`,
  product: (id: number) => `/edit-product-${id}`,
  task: (id: number) => `/edit-task-${id}`,
  note: (id: number) => `/edit-note-${id}`,
  opportunity: (id: number) => `/edit-opportunity-${id}`,
  resetPassword: (token: string) => tokenPath(tokenRoutes.resetPassword, {}, token),
  setPassword: (token: string) => tokenPath(tokenRoutes.setPassword, {}, token),
  /** A partner's answer page for one quote (SPEC §2), behind the partner's login. */
  partnerQuote: (quoteId: number) => `/p-editquote&id=${quoteId}`,
  /** The admin's page of one commission. */
  commission: (id: number) => `/edit-commission-${id}`,
  /** A partner's report page of one commission (SPEC §2), behind the partner's login. */
  partnerCommission: (id: number) => `/p-editCommission&id=${id}`,
  /** The admin's page of one quote. */
  quote: (id: number) => `/edit-quotes-${id}`,
  /** An outside venue's answer page (no login). */
  outsideQuote: (token: string) => tokenPath(tokenRoutes.outsideQuote, {}, token),
  /** An outside venue's commission report page (no login). */
  outsideCommission: (token: string) => tokenPath(tokenRoutes.outsideCommission, {}, token),
  /** The customer's quote presentation (no login): opportunity, the admin who sent it, the link's token. */
  presentation: (opportunityId: number, adminId: number, token: string) => tokenPath(tokenRoutes.presentation, { o: opportunityId, a: adminId }, token),
  /** The customer's answer to a preliminary booking (no login). */
  preliminaryBooking: (ids: { opportunityId: number; quoteId: number; customerId: number; bidderId: number; bookingId: number }, token: string) =>
    tokenPath(tokenRoutes.preliminaryBooking, { o: ids.opportunityId, q: ids.quoteId, c_id: ids.customerId, b_id: ids.bidderId, p_id: ids.bookingId }, token),
  /** The customer's request page (no login): where the request stands, questions, "none suits". */
  customerRequest: (token: string) => tokenPath(tokenRoutes.customerRequest, {}, token),
} as const;

// A path that takes text takes a token (record paths take numeric ids): it must be built from a
// shape in `tokenRoutes`, or its token would reach the logs. This fails the typecheck otherwise.
type TextTakingPaths = {
  [K in keyof typeof portalPaths]: (typeof portalPaths)[K] extends (...args: infer A) => string ? (string extends A[number] ? K : never) : never;
}[keyof typeof portalPaths];
type Assert<T extends true> = T;
export type EveryTokenPathIsATokenRoute = Assert<[TextTakingPaths] extends [keyof typeof tokenRoutes] ? ([keyof typeof tokenRoutes] extends [TextTakingPaths] ? true : false) : false>;

/** The absolute URL of a portal path, for mails (PUBLIC_URL, or http://localhost:PORT). */
export function portalUrl(config: Pick<Config, 'publicUrl'>, path: string): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${path}`;
}
