// The customer's one link to their request (`customer_request`), put in every mail to the
// customer. Its subject is the lead when the request came from the public form (the opportunity
// made from it is found by its lead_id), otherwise the opportunity. Each mail carries a link of
// its own (a token cannot be read back to mail it again); they all open the same page, expire
// with the request and are revoked together (core/links `revokeLinks` of the subject).
import { sql } from 'drizzle-orm';
import type { Config } from '../../core/config.js';
import type { Db, Tx } from '../../core/db/client.js';
import { addDays, todayIn } from '../../core/dates.js';
import { issueLink, type LinkSubject } from '../../core/links/links.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import { opportunities } from '../opportunities/schema.js';

/** The link works this many days after the event's last day, and at least this long from now. */
export const CUSTOMER_REQUEST_LINK_DAYS = 90;

export interface CustomerRequestRef {
  leadId: number | null;
  opportunityId: number | null;
  /** The event's last day (YYYY-MM-DD), if known. */
  endDate: string | null;
}

export function requestLinkSubject(ref: Pick<CustomerRequestRef, 'leadId' | 'opportunityId'>): LinkSubject {
  if (ref.leadId !== null) return { subjectType: 'lead', subjectId: ref.leadId };
  if (ref.opportunityId !== null) return { subjectType: 'opportunity', subjectId: ref.opportunityId };
  throw new TypeError('a customer request needs a lead or an opportunity');
}

/** When a new request link expires: 90 days after the event, and never sooner than 90 days from today. */
export function requestLinkExpiry(endDate: string | null, today: string = todayIn()): Date {
  const fromToday = addDays(today, CUSTOMER_REQUEST_LINK_DAYS);
  const fromEvent = endDate ? addDays(endDate, CUSTOMER_REQUEST_LINK_DAYS) : fromToday;
  return new Date(Date.parse(`${fromEvent > fromToday ? fromEvent : fromToday}T23:59:59Z`));
}

/** A new link to the request page, in the transaction that writes the mail: its absolute URL. */
export async function customerRequestUrl(
  tx: Tx,
  config: Pick<Config, 'publicUrl'>,
  ref: CustomerRequestRef,
  createdBy: number | null = null,
): Promise<string> {
  const { token } = await issueLink(tx.db, {
    purpose: 'customer_request',
    ...requestLinkSubject(ref),
    expiresAt: requestLinkExpiry(ref.endDate),
    createdBy,
  });
  return portalUrl(config, portalPaths.customerRequest(token));
}

/** The request behind an opportunity: its lead (if made from one) and its last day. */
export async function requestOfOpportunity(db: Db, opportunityId: number): Promise<CustomerRequestRef> {
  const [row] = await db
    .select({ leadId: opportunities.leadId, endDate: opportunities.endDate })
    .from(opportunities)
    .where(sql`${opportunities.id} = ${opportunityId}`);
  return { leadId: row?.leadId ?? null, opportunityId, endDate: row?.endDate ?? null };
}

/** The request link for an opportunity's customer mail, in the mail's transaction. */
export async function customerRequestUrlOfOpportunity(tx: Tx, config: Pick<Config, 'publicUrl'>, opportunityId: number, createdBy: number | null = null): Promise<string> {
  return customerRequestUrl(tx, config, await requestOfOpportunity(tx.db, opportunityId), createdBy);
}
