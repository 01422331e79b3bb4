// The quote's arithmetic as the server does it (packages/api-server/src/core/money, PIPELINE.md
// "Money and VAT"), so the totals a venue sees while typing are the ones it will get after a save.
// Amounts are whole öre, rates basis points (12 % = 1200); products and quotients are exact (BigInt)
// and rounded once per step, to whole öre, half away from zero.
import type { Schemas } from '@portal/api-client';

type VatBasis = Schemas['VatBasis'];

const BP = 10_000n;

/** numerator / denominator to the nearest integer, halves away from zero (5/2 → 3, −5/2 → −3), exactly. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

function toOre(value: bigint): number {
  const result = Number(value);
  return result === 0 ? 0 : result;
}

/** What one line's total is made of, as the form holds it (a missing or half-typed value is null or NaN). */
export interface LineInputs {
  /** Units offered: rooms × nights, persons × days … */
  quantity: number | null | undefined;
  /** Unit price in öre, in the quote's VAT basis. */
  price: number | null | undefined;
  /** Discount on the line in basis points (10 % = 1000). */
  discountBp: number | null | undefined;
  /** The VAT rate of the line's kind, in basis points. */
  vatRateBp: number;
}

export interface Amounts {
  exVat: number;
  vat: number;
  incVat: number;
}

const isWhole = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * One line: quantity × price − discount (the discount's basis points of that, rounded on their
 * own), to whole öre, in the quote's basis. Ex basis: VAT = round(ex × rate), inc = ex + VAT.
 * Inc basis: ex = round(inc × 10000 / (10000 + rate)), VAT = inc − ex. A line without a price (or
 * quantity) is zero; a value that is no whole number in range (still being typed) gives null.
 */
export function lineAmounts(line: LineInputs, basis: VatBasis): Amounts | null {
  const quantity = line.quantity ?? 0;
  const price = line.price ?? 0;
  const discount = line.discountBp ?? 0;
  if (!isWhole(quantity, 0, 1_000_000) || !isWhole(price, 0, 100_000_000_000) || !isWhole(discount, 0, 10_000)) return null;
  if (!isWhole(line.vatRateBp, 0, 10_000)) return null;
  const gross = BigInt(quantity) * BigInt(price);
  const net = gross - divideRounded(gross * BigInt(discount), BP);
  const rate = BigInt(line.vatRateBp);
  if (basis === 'ex') {
    const vat = divideRounded(net * rate, BP);
    return { exVat: toOre(net), vat: toOre(vat), incVat: toOre(net + vat) };
  }
  const ex = divideRounded(net * BP, BP + rate);
  return { exVat: toOre(ex), vat: toOre(net - ex), incVat: toOre(net) };
}

/** Sums of lines each rounded on its own (never a rounding of the sum); null when a line is. */
export function sumAmounts(lines: readonly (Amounts | null)[]): Amounts | null {
  let exVat = 0;
  let vat = 0;
  let incVat = 0;
  for (const line of lines) {
    if (line === null) return null;
    exVat += line.exVat;
    vat += line.vat;
    incVat += line.incVat;
  }
  return { exVat, vat, incVat };
}

/** Percent as typed (12.5) → basis points (1250); null for nothing, NaN for what is no whole basis point. */
export function percentToBp(percent: number | null | undefined): number | null {
  if (percent === null || percent === undefined) return null;
  if (Number.isNaN(percent)) return Number.NaN;
  const bp = Math.round(percent * 100);
  // 12.345 % is no whole basis point: refused by the field's rule, never rounded behind the user's back.
  return Math.abs(bp - percent * 100) < 1e-6 ? bp : Number.NaN;
}

/** Basis points (1250) → percent (12.5). */
export function bpToPercent(bp: number | null | undefined): number | null {
  return bp === null || bp === undefined ? null : bp / 100;
}
