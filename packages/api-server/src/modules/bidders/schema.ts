import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { accounts } from '../accounts/schema.js';
import { opportunities } from '../opportunities/schema.js';

export type QuoteStatus = Schemas['QuoteStatus'];
export type BidderHistoryEntry = Schemas['BidderHistoryEntry'];

/**
 * A venue invited to one opportunity (SPEC §3 "Bidder", PIPELINE.md "Venue (bidder) and its
 * quote"): a partner account, or an outside venue (a name and an email, no login). The admin
 * orders them (`index_priority`, ascending). `history` lists every change of the bidder and its
 * quote (who, when, what), oldest first.
 */
export const bidders = pgTable(
  'bidders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    /** The partner venue; null for an outside venue. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    outsideName: text('outside_name'),
    outsideEmail: text('outside_email'),
    /** The language of an outside venue's mails (a partner's comes from its users). */
    outsideLanguage: text('outside_language').$type<'sv' | 'en'>(),
    indexPriority: integer('index_priority').notNull(),
    /** When the last invitation was written (null: not sent). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitations: integer('invitations').notNull().default(0),
    /**
     * When the venue or the customer last did something with it an admin should see (answered,
     * declined, booked, confirmed or let go a preliminary booking); null while nothing happened.
     * New to an admin who has not seen the venue since (core/views).
     */
    attentionAt: timestamp('attention_at', { withTimezone: true }),
    /** The admin's tick: present this venue's (submitted) quote to the customer. */
    presentToCustomer: boolean('present_to_customer').notNull().default(false),
    history: jsonb('history').$type<BidderHistoryEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bidders_opportunity_id_idx').on(t.opportunityId, t.indexPriority, t.id),
    index('bidders_account_id_idx').on(t.accountId),
    // The partner dashboard's recent activity: the most recently changed venues first.
    index('bidders_updated_at_idx').on(t.updatedAt),
    // A partner venue is invited to an opportunity once.
    uniqueIndex('bidders_opportunity_account_key').on(t.opportunityId, t.accountId),
    // Either a partner account or an outside venue's name.
    check('bidders_venue_check', sql`(${t.accountId} is null) = (${t.outsideName} is not null)`),
    check('bidders_outside_language_check', sql`${t.outsideLanguage} in ('sv', 'en')`),
  ],
);

/**
 * A venue's quote for one opportunity, created with its first invitation (state `new`). The
 * venue moves it to saved, submitted or denied (the answer pages); winning the opportunity makes
 * the winner's `won` and the others' `lost`, remembering the state each had
 * (`status_before_lost`) so that reverting the win restores it. Totals are öre, ex and inc VAT.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => bidders.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    status: text('status').$type<QuoteStatus>().notNull().default('new'),
    statusBeforeLost: text('status_before_lost').$type<QuoteStatus>(),
    totalExVat: bigint('total_ex_vat', { mode: 'number' }),
    totalIncVat: bigint('total_inc_vat', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The last day to answer, set with each invitation (the setting's days) or by an admin. */
    responseDeadline: date('response_deadline', { mode: 'string' }),
    /** The reminder before the deadline, and the one after it, were mailed (each once per deadline). */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedAfterAt: timestamp('reminded_after_at', { withTimezone: true }),
    deniedAt: timestamp('denied_at', { withTimezone: true }),
    deniedReason: text('denied_reason'),
    // The venue's answers beside the lines (SPEC §3 "Quote response"); the lines, halls and
    // files are in modules/quotes.
    additionalInformation: text('additional_information'),
    /** Commission for this deal in basis points; the account's when the venue leaves it. */
    commissionBp: integer('commission_bp'),
    freeCancellation: text('free_cancellation'),
    directContact: boolean('direct_contact'),
    directContactComment: text('direct_contact_comment'),
    samePrice: boolean('same_price'),
    samePriceComment: text('same_price_comment'),
    respondedAccordingly: boolean('responded_accordingly'),
    responderName: text('responder_name'),
    responderPhone: text('responder_phone'),
    responderEmail: text('responder_email'),
    comments: text('comments'),
    /** The opportunity's and the venue's names, lowercased: the admins' search (kept by migration 0027's triggers). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_bidder_id_key').on(t.bidderId),
    index('quotes_created_at_idx').on(t.createdAt, t.id),
    index('quotes_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // The reminder job reads the quotes still to answer by their deadline.
    index('quotes_open_deadline_idx').on(t.responseDeadline).where(sql`${t.status} in ('new', 'saved')`),
    // The partner's waiting tab and dashboard: by deadline.
    index('quotes_response_deadline_idx').on(t.responseDeadline, t.id),
    check('quotes_commission_bp_check', sql`${t.commissionBp} between 0 and 10000`),
    index('quotes_opportunity_id_status_idx').on(t.opportunityId, t.status),
    index('quotes_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('quotes_status_check', sql`${t.status} in ('new', 'saved', 'submitted', 'denied', 'won', 'lost')`),
    check('quotes_status_before_lost_check', sql`(${t.status} = 'lost') = (${t.statusBeforeLost} is not null)`),
    check('quotes_totals_check', sql`${t.totalExVat} >= 0 and ${t.totalIncVat} >= ${t.totalExVat}`),
  ],
);
