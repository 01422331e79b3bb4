import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { users } from '../../core/auth/schema.js';
import { bidders, quotes } from '../bidders/schema.js';
import { opportunities } from '../opportunities/schema.js';

export type PreliminaryBookingStatus = Schemas['PreliminaryBookingStatus'];
export type HoldDeclineReason = Schemas['HoldDeclineReason'];

/**
 * A preliminary booking (SPEC §3, PIPELINE.md): the admin asks one venue to hold the dates
 * (requested); the venue holds them until a date (held) or cancels; the customer confirms or
 * declines a hold; a hold not answered by its date expires (the job), and the admin may ask the
 * venue to extend (requested again). One open (requested or held) booking per venue.
 */
export const preliminaryBookings = pgTable(
  'preliminary_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => bidders.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    status: text('status').$type<PreliminaryBookingStatus>().notNull().default('requested'),
    /** The admin's message with the request. */
    message: text('message'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The venue's answer: hold or cancel. */
    response: text('response').$type<'hold' | 'cancel'>(),
    holdUntil: date('hold_until', { mode: 'string' }),
    additionalInformation: text('additional_information'),
    /** Why the venue declined (cancel): a preset reason, 'other' with its text (migration 0030). */
    declineReason: text('decline_reason').$type<HoldDeclineReason>(),
    declineReasonText: text('decline_reason_text'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    customerComment: text('customer_comment'),
    customerAnsweredAt: timestamp('customer_answered_at', { withTimezone: true }),
    extensionRequestedAt: timestamp('extension_requested_at', { withTimezone: true }),
    /** The reminder before hold_until went out (once per hold date). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('preliminary_bookings_bidder_id_idx').on(t.bidderId, t.id),
    index('preliminary_bookings_opportunity_id_idx').on(t.opportunityId),
    // A quote's latest booking (its page, the partner's lists).
    index('preliminary_bookings_quote_id_idx').on(t.quoteId, t.id),
    // The expiry job reads the holds by their date.
    index('preliminary_bookings_held_idx').on(t.holdUntil).where(sql`${t.status} = 'held'`),
    // One open booking per venue of an opportunity.
    uniqueIndex('preliminary_bookings_open_key').on(t.bidderId).where(sql`${t.status} in ('requested', 'held')`),
    check('preliminary_bookings_status_check', sql`${t.status} in ('requested', 'held', 'cancelled', 'confirmed', 'declined', 'expired')`),
    check('preliminary_bookings_response_check', sql`${t.response} in ('hold', 'cancel')`),
    index('preliminary_bookings_declined_idx').on(t.bidderId).where(sql`${t.declineReason} is not null`),
    index('preliminary_bookings_extension_idx')
      .on(t.extensionRequestedAt)
      .where(sql`${t.status} = 'requested' and ${t.extensionRequestedAt} is not null`),
    check('preliminary_bookings_decline_reason_check', sql`${t.declineReason} in ('price', 'dates_taken', 'too_small', 'other')`),
    check('preliminary_bookings_held_check', sql`${t.status} <> 'held' or ${t.holdUntil} is not null`),
  ],
);
