import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import type { VatKind } from '../../core/money/schema.js';
import { accounts, hallChecks, hallColumns } from '../accounts/schema.js';
import { quotes } from '../bidders/schema.js';
import { files } from '../files/schema.js';
import { opportunityItems } from '../opportunities/schema.js';

export type QuoteLineKind = Schemas['QuoteLineKind'];
export type QuoteFileKind = Schemas['QuoteFileKind'];
export type QuoteLineUnit = Schemas['QuoteLineUnit'];

/**
 * One priced line of a venue's quote (PIPELINE.md "Venue (bidder) and its quote"), made from the
 * request when the invitation is sent: rooms × nights, conference rooms, meals and products ×
 * days. The venue fills the offered quantity and the prices, entered in the request's VAT basis
 * (`vat_basis` of the opportunity: ex or inc VAT) and kept as entered; the line totals ex and inc
 * VAT (öre, each rounded on its own) are computed by the server at each save.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<QuoteLineKind>().notNull(),
    /** The request row it prices (meals, conference rooms, products); null for rooms. */
    itemId: integer('item_id').references(() => opportunityItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }),
    vatKind: text('vat_kind').$type<VatKind>().notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** What the quantities count (migration 0029; the rule is `requestedOfItem` in rules.ts). */
    unit: text('unit').$type<QuoteLineUnit>().notNull(),
    requestedQuantity: integer('requested_quantity').notNull(),
    offeredQuantity: integer('offered_quantity'),
    ordinaryPrice: bigint('ordinary_price', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }),
    discountBp: integer('discount_bp').notNull().default(0),
    courses: text('courses'),
    totalExVat: bigint('total_ex_vat', { mode: 'number' }).notNull().default(0),
    totalIncVat: bigint('total_inc_vat', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('quote_lines_quote_id_idx').on(t.quoteId, t.position),
    check('quote_lines_kind_check', sql`${t.kind} in ('single_room', 'double_room', 'conference_room', 'meal', 'product')`),
    check('quote_lines_unit_check', sql`${t.unit} in ('room_night', 'room_day', 'person_day', 'person', 'piece')`),
    check('quote_lines_vat_kind_check', sql`${t.vatKind} in ('accommodation', 'food', 'conference', 'other')`),
    check(
      'quote_lines_numbers_check',
      sql`${t.requestedQuantity} >= 0 and ${t.offeredQuantity} >= 0 and ${t.ordinaryPrice} >= 0 and ${t.price} >= 0 and ${t.discountBp} between 0 and 10000 and ${t.vatRateBp} between 0 and 10000`,
    ),
  ],
);

/** A conference hall the venue offers in its quote. */
export const quoteHalls = pgTable(
  'quote_halls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    ...hallColumns(),
  },
  (t) => [index('quote_halls_quote_id_idx').on(t.quoteId, t.position), ...hallChecks('quote_halls', t)],
);

/** The files of a quote: up to 3 images and one attachment (PDF or office document). */
export const quoteFiles = pgTable(
  'quote_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuoteFileKind>().notNull(),
    /** The name it was uploaded with, shown to people; the stored name is the server's. */
    name: text('name').notNull(),
  },
  (t) => [
    index('quote_files_quote_id_idx').on(t.quoteId, t.id),
    uniqueIndex('quote_files_file_id_key').on(t.fileId),
    // One attachment per quote; the image limit (3) is kept by the service under the quote's lock.
    uniqueIndex('quote_files_one_attachment_key').on(t.quoteId).where(sql`${t.kind} = 'attachment'`),
    check('quote_files_kind_check', sql`${t.kind} in ('image', 'attachment')`),
  ],
);

/**
 * How a partner venue answers its invitations, one row per account that was ever invited: the
 * figures of GET /account/{id}/responsiveness, kept by triggers on `quotes` (migration 0025) so
 * that the venue suggestions rank every partner by them without reading all their quotes.
 * `median_hours`: the median of the hours from invitation to answer (each rounded to a tenth),
 * null until the venue has answered.
 */
export const venueResponsiveness = pgTable('venue_responsiveness', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  invited: integer('invited').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  answeredInTime: integer('answered_in_time').notNull().default(0),
  medianHours: doublePrecision('median_hours'),
});
