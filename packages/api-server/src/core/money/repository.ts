import { and, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { VatRates } from './money.js';
import { VAT_KINDS, vatRates, type VatKind } from './schema.js';

/**
 * The vat_rates table does not cover a date for some kind (no row, or two overlapping rows). A
 * fault of the data, not of the request: a new rate period must be added by a migration.
 */
export class VatRatesError extends Error {
  override readonly name = 'VatRatesError';

  constructor(
    readonly date: string,
    readonly missing: readonly VatKind[],
    readonly overlapping: readonly VatKind[],
  ) {
    const problems = [
      ...(missing.length > 0 ? [`no VAT rate for ${missing.join(', ')}`] : []),
      ...(overlapping.length > 0 ? [`more than one VAT rate for ${overlapping.join(', ')}`] : []),
    ];
    super(`${problems.join('; ')} on ${date}: the vat_rates table must give each kind exactly one rate per day`);
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The VAT rate of every kind of line valid on `date` (YYYY-MM-DD, e.g. the event's date). */
export async function vatRatesOn(db: Db, date: string): Promise<VatRates> {
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new RangeError(`vatRatesOn needs a date as YYYY-MM-DD, got ${JSON.stringify(date)}`);
  }
  const rows = await db
    .select({ kind: vatRates.kind, rateBp: vatRates.rateBp })
    .from(vatRates)
    .where(and(lte(vatRates.validFrom, date), or(isNull(vatRates.validTo), gte(vatRates.validTo, date))));

  const found = new Map<VatKind, number[]>();
  for (const row of rows) found.set(row.kind, [...(found.get(row.kind) ?? []), row.rateBp]);
  const missing = VAT_KINDS.filter((kind) => !found.has(kind));
  const overlapping = VAT_KINDS.filter((kind) => (found.get(kind)?.length ?? 0) > 1);
  if (missing.length > 0 || overlapping.length > 0) throw new VatRatesError(date, missing, overlapping);
  return Object.fromEntries(VAT_KINDS.map((kind) => [kind, found.get(kind)![0]!])) as Record<VatKind, number>;
}
