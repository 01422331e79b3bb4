// Money arithmetic in öre (PIPELINE.md "Money and VAT"). Every amount is a whole number of öre
// (1 SEK = 100 öre), every rate a whole number of basis points (12.5 % = 1250 bp). Products and
// quotients are computed exactly with BigInt and rounded once, to whole öre, half away from zero:
// no float ever holds 0.499999… of an öre.
import type { VatKind } from './schema.js';

/** An amount of money in öre: a safe integer (negative for credits). */
export type Ore = number;
/** A rate in basis points: 1 % = 100 bp, 12.5 % = 1250 bp, 100 % = 10 000 bp. */
export type BasisPoints = number;
/** The VAT rate of each kind of line on one date (`vatRatesOn`). */
export type VatRates = Readonly<Record<VatKind, BasisPoints>>;

export const ORE_PER_KRONA = 100;
export const BASIS_POINTS_PER_WHOLE = 10_000;
const BP = 10_000n;

/** An amount or rate that is not a whole number, out of range, or a division by zero. */
export class MoneyError extends RangeError {
  override readonly name = 'MoneyError';
}

function assertOre(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new MoneyError(`${what} must be a whole number of öre, got ${value}`);
}

function assertRate(rate: number, what: string): void {
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > BASIS_POINTS_PER_WHOLE) {
    throw new MoneyError(`${what} must be whole basis points from 0 to 10000, got ${rate}`);
  }
}

function toOre(value: bigint): Ore {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new MoneyError(`amount ${value} öre is out of range`);
  // Never hand out -0.
  return result === 0 ? 0 : result;
}

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (2.5 → 3,
 * -2.5 → -3), exactly: the one rounding step of every calculation in this module.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new MoneyError('division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  // floor(m / d + 1/2) = floor((2m + d) / 2d); BigInt division truncates, and both are ≥ 0.
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/**
 * A number rounded to an integer, halves away from zero (0.5 → 1, -0.5 → -1, -2.5 → -3), unlike
 * Math.round (-2.5 → -2). Exact for the double it is given: `value - floor(value)` loses nothing.
 * Products of money are not computed in floats here; use the functions below for those.
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new MoneyError(`cannot round ${value}`);
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude);
  const rounded = magnitude - whole >= 0.5 ? whole + 1 : whole;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `rate` of `amount`, to whole öre: a commission, a discount, the VAT on an amount ex VAT. */
export function percentOf(amount: Ore, rate: BasisPoints): Ore {
  assertOre(amount, 'amount');
  assertRate(rate, 'rate');
  return toOre(divideRounded(BigInt(amount) * BigInt(rate), BP));
}

/** The VAT on an amount ex VAT. */
export function vatOn(amountExVat: Ore, rate: BasisPoints): Ore {
  return percentOf(amountExVat, rate);
}

/** An amount ex VAT with its VAT added. */
export function exToInc(amountExVat: Ore, rate: BasisPoints): Ore {
  return amountExVat + vatOn(amountExVat, rate);
}

/**
 * The amount ex VAT of a price given inc VAT: inc × 10000 / (10000 + rate), rounded. Going back
 * with `exToInc` gives the inc price again within 1 öre (the rounding of a whole öre ex VAT).
 */
export function incToEx(amountIncVat: Ore, rate: BasisPoints): Ore {
  assertOre(amountIncVat, 'amount inc VAT');
  assertRate(rate, 'VAT rate');
  return toOre(divideRounded(BigInt(amountIncVat) * BP, BP + BigInt(rate)));
}

/** A discount on a line: a sum of öre, or a share of the line in basis points. */
export type Discount = { amount: Ore } | { rate: BasisPoints };

export interface LineInput {
  /** A whole number of units (persons × days, rooms × nights …). */
  quantity: number;
  /** Price of one unit ex VAT, in öre (convert an inc-VAT entry with `incToEx` first). */
  unitPrice: Ore;
  discount?: Discount | null;
}

/**
 * quantity × unit price − discount, in öre. A discount reduces the line towards zero and never
 * past it; a rate discount is rounded on its own, half away from zero.
 */
export function lineTotal(line: LineInput): Ore {
  if (!Number.isSafeInteger(line.quantity)) throw new MoneyError(`quantity must be a whole number, got ${line.quantity}`);
  assertOre(line.unitPrice, 'unit price');
  const gross = BigInt(line.quantity) * BigInt(line.unitPrice);
  const discount = line.discount;
  if (!discount) return toOre(gross);
  let reduction: bigint;
  if ('amount' in discount) {
    assertOre(discount.amount, 'discount');
    const magnitude = gross < 0n ? -gross : gross;
    if (discount.amount < 0 || BigInt(discount.amount) > magnitude) {
      throw new MoneyError(`discount ${discount.amount} öre must be between 0 and the line's ${magnitude} öre`);
    }
    reduction = gross < 0n ? -BigInt(discount.amount) : BigInt(discount.amount);
  } else {
    assertRate(discount.rate, 'discount rate');
    reduction = divideRounded(gross * BigInt(discount.rate), BP);
  }
  return toOre(gross - reduction);
}

export interface QuoteLineInput extends LineInput {
  kind: VatKind;
}

/** One line with its amounts, each rounded to whole öre on its own. */
export interface PricedLine {
  kind: VatKind;
  rate: BasisPoints;
  exVat: Ore;
  vat: Ore;
  incVat: Ore;
}

/** A line's total ex VAT, its VAT at the rate of its kind, and the sum inc VAT. */
export function priceLine(line: QuoteLineInput, rates: VatRates): PricedLine {
  const rate = rates[line.kind];
  if (rate === undefined) throw new MoneyError(`no VAT rate for ${line.kind}`);
  const exVat = lineTotal(line);
  const vat = vatOn(exVat, rate);
  return { kind: line.kind, rate, exVat, vat, incVat: exVat + vat };
}

export interface Totals {
  exVat: Ore;
  vat: Ore;
  incVat: Ore;
  /** The VAT specification of an invoice: one entry per rate, highest rate first. */
  byRate: { rate: BasisPoints; exVat: Ore; vat: Ore }[];
}

/** Sums of lines already rounded one by one (never a rounding of the sum). */
export function totalsOf(lines: readonly PricedLine[]): Totals {
  let exVat = 0n;
  let vat = 0n;
  const byRate = new Map<BasisPoints, { exVat: bigint; vat: bigint }>();
  for (const line of lines) {
    exVat += BigInt(line.exVat);
    vat += BigInt(line.vat);
    const entry = byRate.get(line.rate) ?? { exVat: 0n, vat: 0n };
    entry.exVat += BigInt(line.exVat);
    entry.vat += BigInt(line.vat);
    byRate.set(line.rate, entry);
  }
  return {
    exVat: toOre(exVat),
    vat: toOre(vat),
    incVat: toOre(exVat + vat),
    byRate: [...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rate, entry]) => ({ rate, exVat: toOre(entry.exVat), vat: toOre(entry.vat) })),
  };
}

/** Prices every line at the rates of its kind and sums them: a quote's lines and totals. */
export function priceQuote(lines: readonly QuoteLineInput[], rates: VatRates): { lines: PricedLine[]; totals: Totals } {
  const priced = lines.map((line) => priceLine(line, rates));
  return { lines: priced, totals: totalsOf(priced) };
}

/** Sum of amounts in öre, checked to stay a safe integer. */
export function sumOre(amounts: Iterable<Ore>): Ore {
  let sum = 0n;
  for (const amount of amounts) {
    assertOre(amount, 'amount');
    sum += BigInt(amount);
  }
  return toOre(sum);
}

/**
 * A percentage with at most two decimals, as typed ("12.5", "12,5", 12.5), in basis points
 * (1250), exactly; anything else is a MoneyError.
 */
export function basisPointsFromPercent(percent: string | number): BasisPoints {
  const text = (typeof percent === 'number' ? String(percent) : percent).trim().replace(',', '.');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new MoneyError(`not a percentage with at most two decimals: ${percent}`);
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  assertRate(bp, 'percentage');
  return bp;
}

/** An amount for people to read, in the mail's language: "1 234,50 kr" / "SEK 1,234.50". */
export function formatSek(amount: Ore, language: 'sv' | 'en' = 'sv'): string {
  assertOre(amount, 'amount');
  const format = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    style: 'currency',
    currency: 'SEK',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Exact decimal text (Intl formats strings without going through a double).
  const sign = amount < 0 ? '-' : '';
  const magnitude = Math.abs(amount);
  const text = `${sign}${Math.trunc(magnitude / ORE_PER_KRONA)}.${String(magnitude % ORE_PER_KRONA).padStart(2, '0')}`;
  return format.format(text as `${number}`);
}
