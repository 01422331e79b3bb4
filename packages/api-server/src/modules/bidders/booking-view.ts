// How a preliminary booking reads, for its admin, its venue and its customer: one shape for the
// bookings domain's answers, the bidder card and the quote (the booking lookups, owned here as
// the lowest domain that needs them; see booking-repository.ts).
import type { Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { latestBookingOfQuote, latestBookingsOfBidders, type BookingView } from './booking-repository.js';

type BookingDto = Schemas['PreliminaryBooking'];

/** Who looks at a booking: the admin, the venue (never the customer's name or email), the customer. */
export type BookingViewer = 'admin' | 'venue' | 'customer';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export function toBookingDto(row: BookingView, viewer: BookingViewer): BookingDto {
  const { booking, opportunity } = row;
  const open = opportunity.status === 'open';
  const waitsForVenue = booking.status === 'requested' || booking.status === 'held';
  const forVenue = viewer === 'venue';
  const exVat = row.totalExVat ?? 0;
  const incVat = row.totalIncVat ?? 0;
  return {
    preliminary_booking_id: booking.id,
    opportunity_id: opportunity.id,
    quote_id: booking.quoteId,
    bidder_id: booking.bidderId,
    account_id: forVenue ? null : opportunity.accountId,
    venue_name: row.venueName,
    status: booking.status,
    response: booking.response,
    additional_information: booking.additionalInformation,
    hold_until: booking.holdUntil,
    message: viewer === 'customer' ? null : booking.message,
    requested_at: booking.requestedAt.toISOString(),
    responded_at: iso(booking.respondedAt),
    customer_comment: booking.customerComment,
    customer_answered_at: iso(booking.customerAnsweredAt),
    extension_requested_at: iso(booking.extensionRequestedAt),
    decline_reason: booking.declineReason,
    decline_reason_text: booking.declineReasonText,
    opportunity_detail: {
      email: forVenue ? null : row.contactEmail,
      number_of_participants: opportunity.participants,
      date: [opportunity.startDate, opportunity.endDate].filter(Boolean).join(' - '),
      start_date: opportunity.startDate,
      end_date: opportunity.endDate,
      account_id: forVenue ? null : opportunity.accountId,
      contact_id: forVenue ? null : opportunity.contactId,
    },
    customer_account_detail: forVenue || row.customerName === null ? null : { name: row.customerName },
    vat_basis: opportunity.vatBasis ?? 'ex',
    totals: { ex_vat: exVat, vat: incVat - exVat, inc_vat: incVat },
    actions: {
      answer: viewer !== 'customer' && open && waitsForVenue,
      extend: viewer === 'admin' && open && (booking.status === 'held' || booking.status === 'expired'),
      respond: viewer === 'customer' && open && booking.status === 'held',
      win: viewer === 'admin' && open && booking.status === 'confirmed',
    },
  };
}

/** The latest booking of each bidder, as the admin sees it (the bidder card). */
export async function latestBookingsByBidder(db: Db, bidderIds: number[]): Promise<Map<number, BookingDto>> {
  const rows = await latestBookingsOfBidders(db, bidderIds);
  return new Map(rows.map((row) => [row.booking.bidderId, toBookingDto(row, 'admin')]));
}

/** For the quotes domain: the latest booking of a quote, as its reader sees it. */
export async function latestBookingForQuote(db: Db, quoteId: number, adminView: boolean): Promise<BookingDto | null> {
  const row = await latestBookingOfQuote(db, quoteId);
  return row ? toBookingDto(row, adminView ? 'admin' : 'venue') : null;
}
