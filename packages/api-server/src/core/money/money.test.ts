import { describe, expect, it } from 'vitest';
import {
  basisPointsFromPercent,
  divideRounded,
  exToInc,
  formatSek,
  incToEx,
  lineTotal,
  MoneyError,
  percentOf,
  priceLine,
  priceQuote,
  roundHalfAwayFromZero,
  sumOre,
  totalsOf,
  vatOn,
  type VatRates,
} from './money.js';

const rates: VatRates = { accommodation: 1200, food: 1200, conference: 2500, other: 2500 };

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero, on both sides of zero', () => {
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(1.5)).toBe(2);
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
    expect(roundHalfAwayFromZero(-1.5)).toBe(-2);
    // Math.round would give -2 here.
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(Math.round(-2.5)).toBe(-2);
  });

  it('rounds everything else to the nearest integer', () => {
    expect(roundHalfAwayFromZero(2.4)).toBe(2);
    expect(roundHalfAwayFromZero(2.6)).toBe(3);
    expect(roundHalfAwayFromZero(-2.4)).toBe(-2);
    expect(roundHalfAwayFromZero(-2.6)).toBe(-3);
    expect(roundHalfAwayFromZero(7)).toBe(7);
    expect(roundHalfAwayFromZero(-7)).toBe(-7);
    // The largest double below one half stays below it (the classic floor(x + 0.5) gives 1).
    expect(roundHalfAwayFromZero(0.49999999999999994)).toBe(0);
    expect(Math.floor(0.49999999999999994 + 0.5)).toBe(1);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });

  it('refuses what is not a finite number', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(MoneyError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toThrow(MoneyError);
  });
});

describe('divideRounded (exact)', () => {
  it('rounds exact quotients half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(-5n, -2n)).toBe(3n);
    expect(divideRounded(7n, 2n)).toBe(4n);
    expect(divideRounded(-7n, 2n)).toBe(-4n);
    expect(divideRounded(14n, 10n)).toBe(1n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
    expect(divideRounded(16n, 10n)).toBe(2n);
    expect(divideRounded(-16n, 10n)).toBe(-2n);
    expect(divideRounded(0n, 7n)).toBe(0n);
    expect(() => divideRounded(1n, 0n)).toThrow(MoneyError);
  });

  it('has no float drift where floats have it', () => {
    // 1.005 kr × 100 is 100.49999999999999 as a double, so Math.round says 100 öre.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(divideRounded(1005n * 100n, 1000n)).toBe(101n);
    // 14 öre inc 12 % is 12.5 öre ex VAT on paper, 12.499999999999998 as a double.
    expect(Math.round(14 / 1.12)).toBe(12);
    expect(incToEx(14, 1200)).toBe(13);
  });
});

describe('percentOf and VAT', () => {
  it('takes a share in basis points, rounded per amount half away from zero', () => {
    expect(percentOf(10_000, 1250)).toBe(1250); // 12.5 % of 100 kr
    expect(percentOf(4, 1250)).toBe(1); // 0.5 öre → 1
    expect(percentOf(-4, 1250)).toBe(-1); // -0.5 öre → -1
    expect(percentOf(3, 1250)).toBe(0); // 0.375 öre
    expect(percentOf(12_345_678, 1)).toBe(1235); // 1234.5678 → 1235
    expect(percentOf(100, 0)).toBe(0);
    expect(percentOf(100, 10_000)).toBe(100);
  });

  it('computes VAT on an amount ex VAT', () => {
    expect(vatOn(10_000, 2500)).toBe(2500);
    expect(vatOn(10_050, 1200)).toBe(1206);
    expect(vatOn(2, 2500)).toBe(1); // 0.5 → 1
    expect(vatOn(-2, 2500)).toBe(-1); // -0.5 → -1
    expect(exToInc(10_000, 2500)).toBe(12_500);
    expect(exToInc(10_000, 600)).toBe(10_600);
  });

  it('converts inc VAT to ex VAT and back within 1 öre', () => {
    expect(incToEx(12_500, 2500)).toBe(10_000);
    expect(incToEx(11_200, 1200)).toBe(10_000);
    expect(incToEx(100, 2500)).toBe(80);
    expect(incToEx(-100, 2500)).toBe(-80);
    // 1 öre inc 25 % is 0.8 öre ex: 1 öre.
    expect(incToEx(1, 2500)).toBe(1);
    const off: string[] = [];
    for (const rate of [0, 600, 1200, 2500, 10_000]) {
      for (let inc = -2_000; inc <= 50_000; inc += 3) {
        const back = exToInc(incToEx(inc, rate), rate);
        if (Math.abs(back - inc) > 1) off.push(`${inc} öre at ${rate} bp came back as ${back}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('refuses fractions of an öre and rates outside 0..100 %', () => {
    expect(() => vatOn(10.5, 2500)).toThrow(MoneyError);
    expect(() => vatOn(100, 25.5)).toThrow(MoneyError);
    expect(() => vatOn(100, -1)).toThrow(MoneyError);
    expect(() => incToEx(100, 10_001)).toThrow(MoneyError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER + 1, 100)).toThrow(MoneyError);
  });
});

describe('lineTotal', () => {
  it('is quantity × unit price', () => {
    expect(lineTotal({ quantity: 12, unitPrice: 89_500 })).toBe(1_074_000);
    expect(lineTotal({ quantity: 0, unitPrice: 89_500 })).toBe(0);
  });

  it('subtracts a discount in öre', () => {
    expect(lineTotal({ quantity: 12, unitPrice: 89_500, discount: { amount: 74_000 } })).toBe(1_000_000);
    expect(lineTotal({ quantity: 2, unitPrice: 500, discount: { amount: 1_000 } })).toBe(0);
    // A credit line: the discount reduces it towards zero.
    expect(lineTotal({ quantity: -2, unitPrice: 500, discount: { amount: 100 } })).toBe(-900);
  });

  it('subtracts a discount in basis points, rounded on its own', () => {
    expect(lineTotal({ quantity: 3, unitPrice: 33_333, discount: { rate: 1000 } })).toBe(89_999); // 99 999 − (9 999.9 → 10 000)
    expect(lineTotal({ quantity: 1, unitPrice: 5, discount: { rate: 1000 } })).toBe(4); // 5 − 0.5→1
    expect(lineTotal({ quantity: -1, unitPrice: 5, discount: { rate: 1000 } })).toBe(-4);
    expect(lineTotal({ quantity: 4, unitPrice: 100, discount: { rate: 10_000 } })).toBe(0);
  });

  it('refuses a discount larger than the line, negative, or a fractional quantity', () => {
    expect(() => lineTotal({ quantity: 1, unitPrice: 100, discount: { amount: 101 } })).toThrow(MoneyError);
    expect(() => lineTotal({ quantity: 1, unitPrice: 100, discount: { amount: -1 } })).toThrow(MoneyError);
    expect(() => lineTotal({ quantity: 1, unitPrice: 100, discount: { rate: 10_001 } })).toThrow(MoneyError);
    expect(() => lineTotal({ quantity: 1.5, unitPrice: 100 })).toThrow(MoneyError);
    expect(() => lineTotal({ quantity: 1, unitPrice: 99.5 })).toThrow(MoneyError);
  });
});

describe('quote totals', () => {
  it('prices a line at the rate of its kind', () => {
    expect(priceLine({ kind: 'accommodation', quantity: 10, unitPrice: 109_900 }, rates)).toEqual({
      kind: 'accommodation',
      rate: 1200,
      exVat: 1_099_000,
      vat: 131_880,
      incVat: 1_230_880,
    });
  });

  it('sums lines rounded one by one, not a rounding of the sum', () => {
    // Three lines of 2 öre at 25 %: 0.5 öre of VAT each, 1 öre each once rounded: 3 öre.
    // Rounding the sum instead would give 6 öre × 25 % = 1.5 → 2 öre.
    const quote = priceQuote(
      [
        { kind: 'conference', quantity: 1, unitPrice: 2 },
        { kind: 'conference', quantity: 1, unitPrice: 2 },
        { kind: 'other', quantity: 1, unitPrice: 2 },
      ],
      rates,
    );
    expect(quote.lines.map((line) => line.vat)).toEqual([1, 1, 1]);
    expect(quote.totals).toEqual({ exVat: 6, vat: 3, incVat: 9, byRate: [{ rate: 2500, exVat: 6, vat: 3 }] });
    expect(vatOn(6, 2500)).toBe(2);
  });

  it('specifies VAT per rate, highest first', () => {
    const { totals } = priceQuote(
      [
        { kind: 'accommodation', quantity: 20, unitPrice: 95_000 }, // 19 000 kr, 12 %
        { kind: 'food', quantity: 20, unitPrice: 42_550, discount: { rate: 500 } }, // 8 510 − 425,50 kr, 12 %
        { kind: 'conference', quantity: 2, unitPrice: 650_000 }, // 13 000 kr, 25 %
      ],
      rates,
    );
    expect(totals.byRate).toEqual([
      { rate: 2500, exVat: 1_300_000, vat: 325_000 },
      { rate: 1200, exVat: 1_900_000 + 808_450, vat: 228_000 + 97_014 },
    ]);
    expect(totals.exVat).toBe(1_300_000 + 1_900_000 + 808_450);
    expect(totals.vat).toBe(325_000 + 228_000 + 97_014);
    expect(totals.incVat).toBe(totals.exVat + totals.vat);
  });

  it('has zero totals for no lines', () => {
    expect(totalsOf([])).toEqual({ exVat: 0, vat: 0, incVat: 0, byRate: [] });
  });
});

describe('helpers', () => {
  it('sums öre and refuses amounts beyond safe integers', () => {
    expect(sumOre([1, 2, -3, 100])).toBe(100);
    expect(sumOre([])).toBe(0);
    expect(() => sumOre([Number.MAX_SAFE_INTEGER, 1])).toThrow(MoneyError);
  });

  it('reads percentages with up to two decimals as basis points', () => {
    expect(basisPointsFromPercent('12.5')).toBe(1250);
    expect(basisPointsFromPercent('12,5')).toBe(1250);
    expect(basisPointsFromPercent(12.5)).toBe(1250);
    expect(basisPointsFromPercent('0.01')).toBe(1);
    expect(basisPointsFromPercent('100')).toBe(10_000);
    expect(basisPointsFromPercent(25)).toBe(2500);
    expect(() => basisPointsFromPercent('12.345')).toThrow(MoneyError);
    expect(() => basisPointsFromPercent(0.1 + 0.2)).toThrow(MoneyError);
    expect(() => basisPointsFromPercent('100.01')).toThrow(MoneyError);
    expect(() => basisPointsFromPercent('-1')).toThrow(MoneyError);
  });

  it('formats amounts for Swedish and English readers', () => {
    // Intl separates thousands with a no-break space in Swedish.
    expect(formatSek(123_450).replace(/\s/g, ' ')).toBe('1 234,50 kr');
    expect(formatSek(-5).replace(/\s/g, ' ')).toBe('−0,05 kr');
    expect(formatSek(123_450, 'en').replace(/\s/g, ' ')).toBe('SEK 1,234.50');
  });
});
