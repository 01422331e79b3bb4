// The commission's arithmetic as the server does it (the commissions domain with core/money), so the
// amounts a venue sees while typing the conducted quantities are the ones its report will give.
// Amounts are whole öre, percents basis points (10 % = 1000); products and quotients are exact
// (BigInt) and rounded once per line, to whole öre, half away from zero. The server's answer stays
// the truth: this is only the live preview.
import type { Schemas } from '@portal/api-client';

export type CommissionLine = Schemas['CommissionLine'];

const BP = 10_000n;
const MAX_QUANTITY = 1_000_000;
const MAX_FEE = 100_000_000_000;

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

const toOre = (value: bigint): number => {
  const result = Number(value);
  return result === 0 ? 0 : result;
};

const isWhole = (value: number | null | undefined, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;

export interface LineCommission {
  /** The line total ex VAT for the conducted quantity (öre). */
  base: number;
  /** The commission on it (öre). */
  amount: number;
}

/** What a line of the quote brings for a conducted quantity: null while the quantity is no whole number in range. */
export function lineCommission(
  line: Pick<CommissionLine, 'quantity_in_quote' | 'price_ex_vat' | 'percent_bp' | 'base_quote'>,
  quantity: number | null | undefined,
): LineCommission | null {
  if (!isWhole(quantity, MAX_QUANTITY)) return null;
  const q = BigInt(quantity);
  // The quote's own total scaled to the quantity; a line quoted at 0 units goes by its unit price.
  const base = line.quantity_in_quote === 0 ? q * BigInt(line.price_ex_vat) : divideRounded(BigInt(line.base_quote) * q, BigInt(line.quantity_in_quote));
  return { base: toOre(base), amount: toOre(divideRounded(base * BigInt(line.percent_bp), BP)) };
}

/** Sums of lines each rounded on its own (never a rounding of the sum); null while a line is. */
export function sumCommissions(lines: readonly (LineCommission | null)[]): LineCommission | null {
  let base = 0;
  let amount = 0;
  for (const line of lines) {
    if (line === null) return null;
    base += line.base;
    amount += line.amount;
  }
  return { base, amount };
}

/** The commission on a cancellation fee ex VAT (öre) at the commission percent: null while the fee is no amount. */
export function feeCommission(feeExVat: number | null | undefined, commissionBp: number): number | null {
  if (!isWhole(feeExVat, MAX_FEE)) return null;
  return toOre(divideRounded(BigInt(feeExVat) * BigInt(commissionBp), BP));
}
