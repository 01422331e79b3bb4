// VAT rates as data (DESIGN.md "Data", PIPELINE.md "Money and VAT"). drizzle-kit reads this file
// to generate migrations, so it imports nothing but drizzle-orm.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** The kinds of quote line that Swedish VAT treats differently. */
export const VAT_KINDS = ['accommodation', 'food', 'conference', 'other'] as const;
export type VatKind = (typeof VAT_KINDS)[number];

/**
 * One VAT rate of one kind of line for a period of days (both ends inclusive, `valid_to` null:
 * until further notice). A quote uses the rates valid on the event's date (`vatRatesOn`).
 */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<VatKind>().notNull(),
    /** Basis points: 25 % → 2500, 12 % → 1200, 6 % → 600. */
    rateBp: integer('rate_bp').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    unique('vat_rates_kind_valid_from_key').on(t.kind, t.validFrom),
    check('vat_rates_kind_check', sql`${t.kind} in ('accommodation', 'food', 'conference', 'other')`),
    check('vat_rates_rate_bp_check', sql`${t.rateBp} between 0 and 10000`),
    check('vat_rates_period_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);
