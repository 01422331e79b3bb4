import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { users } from '../../core/auth/schema.js';
import type { VatKind } from '../../core/money/schema.js';
import { accounts } from '../accounts/schema.js';
import { bidders, quotes } from '../bidders/schema.js';
import { files } from '../files/schema.js';
import { opportunities } from '../opportunities/schema.js';

export type CommissionStatus = Schemas['CommissionStatus'];
export type CommissionBookingStatus = Schemas['CommissionBookingStatus'];
export type CommissionEventName = Schemas['CommissionHistoryEntry']['event'];

/**
 * The intermediary's commission on a won opportunity (PIPELINE.md "Commission"), made from the
 * winning quote in the win's transaction and deleted when the win is reverted. Money in öre, ex
 * VAT. `amount` is what is invoiced: the admin's final amount, else the reported, else the quote's.
 */
export const commissions = pgTable(
  'commissions',
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
    /** The venue's account; null for an outside venue. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    status: text('status').$type<CommissionStatus>().notNull().default('upcoming'),
    eventStart: date('event_start', { mode: 'string' }),
    eventEnd: date('event_end', { mode: 'string' }),
    participants: integer('participants'),
    commissionType: text('commission_type').$type<Schemas['CommissionType']>(),
    commissionBp: integer('commission_bp').notNull().default(0),
    mealsBp: integer('meals_bp').notNull().default(0),
    quoteBase: bigint('quote_base', { mode: 'number' }).notNull().default(0),
    quoteAmount: bigint('quote_amount', { mode: 'number' }).notNull().default(0),
    reportedAmount: bigint('reported_amount', { mode: 'number' }),
    finalAmount: bigint('final_amount', { mode: 'number' }),
    finalReason: text('final_reason'),
    /** What is invoiced: final, else reported, else the quote's (öre). */
    amount: bigint('amount', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(final_amount, reported_amount, quote_amount)`),
    invoicedOnQuote: boolean('invoiced_on_quote').notNull().default(false),
    bookingStatus: text('booking_status').$type<CommissionBookingStatus>(),
    rescheduledDate: date('rescheduled_date', { mode: 'string' }),
    feeExVat: bigint('fee_ex_vat', { mode: 'number' }),
    invoiceInformation: text('invoice_information'),
    comment: text('comment'),
    invoiceFileId: integer('invoice_file_id').references(() => files.id, { onDelete: 'set null' }),
    invoiceFileName: text('invoice_file_name'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** When the venue was asked to report (the event was over). */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    /** The opportunity's and the venue's names, lowercased, for the admin's search (set when made; a won opportunity's name no longer changes). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commissions_opportunity_id_key').on(t.opportunityId),
    index('commissions_bidder_id_idx').on(t.bidderId),
    index('commissions_quote_id_idx').on(t.quoteId),
    // The lists: to report and upcoming by event date, the others newest change first; a venue's own.
    index('commissions_status_event_end_idx').on(t.status, t.eventEnd, t.id),
    index('commissions_status_updated_at_idx').on(t.status, t.updatedAt, t.id),
    index('commissions_updated_at_idx').on(t.updatedAt, t.id),
    index('commissions_account_id_idx').on(t.accountId, t.status, t.eventEnd),
    // The sweep: reminders due.
    index('commissions_to_report_reminder_idx').on(t.nextReminderAt).where(sql`${t.status} = 'to_report'`),
    index('commissions_received_at_idx').on(t.receivedAt).where(sql`${t.status} = 'received'`),
    index('commissions_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('commissions_status_check', sql`${t.status} in ('upcoming', 'to_report', 'reported', 'invoiced', 'received')`),
    check(
      'commissions_booking_status_check',
      sql`${t.bookingStatus} in ('conducted', 'rescheduled', 'cancelled_fee', 'cancelled_no_fee')`,
    ),
    check('commissions_commission_type_check', sql`${t.commissionType} in ('accommodation_conference', 'accommodation_conference_meals')`),
    check(
      'commissions_numbers_check',
      sql`${t.commissionBp} between 0 and 10000 and ${t.mealsBp} between 0 and 10000 and ${t.remindersSent} >= 0 and ${t.finalAmount} >= 0 and ${t.feeExVat} >= 0`,
    ),
  ],
);

/** One line of the winning quote, copied when the commission is made; the venue reports its conducted quantity. */
export const commissionLines = pgTable(
  'commission_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commissionId: integer('commission_id')
      .notNull()
      .references(() => commissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<Schemas['QuoteLineKind']>().notNull(),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }),
    vatKind: text('vat_kind').$type<VatKind>().notNull(),
    /** The quote line's unit and discount (migration 0029), for reading the line as the quote does. */
    unit: text('unit').$type<Schemas['QuoteLineUnit']>().notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    quantityInQuote: integer('quantity_in_quote').notNull(),
    quantityConducted: integer('quantity_conducted'),
    /** The quote line's total ex VAT (öre). */
    baseQuote: bigint('base_quote', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('commission_lines_commission_id_idx').on(t.commissionId, t.position),
    check('commission_lines_unit_check', sql`${t.unit} in ('room_night', 'room_day', 'person_day', 'person', 'piece')`),
    check('commission_lines_discount_check', sql`${t.discountBp} between 0 and 10000`),
    check('commission_lines_numbers_check', sql`${t.quantityInQuote} >= 0 and ${t.quantityConducted} >= 0 and ${t.baseQuote} >= 0`),
  ],
);

/** The commission's history: who (null: the portal's jobs), when, what, with a reason, date or amount. */
export const commissionEvents = pgTable(
  'commission_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commissionId: integer('commission_id')
      .notNull()
      .references(() => commissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').$type<CommissionEventName>().notNull(),
    text: text('text'),
    createdAt: createdAt(),
  },
  (t) => [index('commission_events_commission_id_idx').on(t.commissionId, t.id)],
);

/**
 * The count and sum of `amount` of every status per venue (account 0: outside venues), kept by
 * a trigger on commissions (migration 0023), so the lists' summaries and the dashboard read a few
 * rows instead of every commission.
 */
export const commissionTotals = pgTable(
  'commission_totals',
  {
    status: text('status').$type<CommissionStatus>().notNull(),
    accountId: integer('account_id').notNull(),
    count: integer('count').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.accountId] })],
);
