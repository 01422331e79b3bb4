// A preliminary booking as the API answers it to a venue, for tests and stories (never imported by application code).
import type { PreliminaryBooking } from '../preliminary-answer-card';

/** A request waiting for the venue's answer (`actions.answer`), the customer's details left out as in a venue's view. */
export function aPreliminaryBooking(overrides: Partial<PreliminaryBooking> = {}): PreliminaryBooking {
  return {
    preliminary_booking_id: 61,
    opportunity_id: 9,
    quote_id: 17,
    bidder_id: 41,
    account_id: 4,
    venue_name: 'Demo Konferenshotell',
    status: 'requested',
    response: null,
    additional_information: null,
    hold_until: null,
    message: 'Kunden vill gärna ha svar inom en vecka.',
    requested_at: '2031-02-10T09:00:00Z',
    responded_at: null,
    customer_comment: null,
    customer_answered_at: null,
    extension_requested_at: null,
    decline_reason: null,
    decline_reason_text: null,
    opportunity_detail: {
      email: null,
      number_of_participants: 40,
      date: '2031-03-12 - 2031-03-13',
      start_date: '2031-03-12',
      end_date: '2031-03-13',
      account_id: 4,
      contact_id: 9,
    },
    customer_account_detail: null,
    vat_basis: 'ex',
    totals: { ex_vat: 12_500_050, vat: 1_500_006, inc_vat: 14_000_056 },
    actions: { answer: true, extend: false, respond: false, win: false },
    ...overrides,
  };
}
