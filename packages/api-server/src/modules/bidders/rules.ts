// What a bidder's state means to the panel (SPEC §4 labels) and which invitation it offers.
// Pure: unit-tested without a database.
import type { Schemas } from '../../core/contract.js';
import type { QuoteStatus } from './schema.js';

export type BidderStatus = Schemas['BidderStatus'];

/** invitation_not_sent before the first invitation, then the quote's state (new = invitation_sent). */
export function bidderStatus(invited: boolean, quoteStatus: QuoteStatus | null): BidderStatus {
  if (!invited || quoteStatus === null) return 'invitation_not_sent';
  return quoteStatus === 'new' ? 'invitation_sent' : quoteStatus;
}

/**
 * Which invitation the panel offers on an open opportunity: send before the first; resend while
 * the venue has not answered (a submitted or denied quote is final, a decided opportunity too).
 */
export function invitationOffer(opportunityOpen: boolean, invited: boolean, quoteStatus: QuoteStatus | null): 'send' | 'resend' | null {
  if (!opportunityOpen) return null;
  if (!invited) return 'send';
  return quoteStatus === 'new' || quoteStatus === 'saved' ? 'resend' : null;
}

/** The opportunity fields an invitation needs (SPEC §5: 'Please fill required details.'). */
export const invitationFields = ['account_id', 'contact_id', 'vat_basis', 'arrival_time', 'departure_time'] as const;

export type InvitationField = (typeof invitationFields)[number];

export function missingInvitationFields(opportunity: Record<InvitationField, unknown>): InvitationField[] {
  return invitationFields.filter((field) => opportunity[field] === null || opportunity[field] === undefined || opportunity[field] === '');
}

/** Days an invitation's link works (the answer pages and response deadlines come with the quotes). */
export const INVITATION_LINK_DAYS = 30;
