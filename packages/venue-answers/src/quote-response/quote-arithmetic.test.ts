import { describe, expect, it } from 'vitest';
import { bpToPercent, divideRounded, lineAmounts, percentToBp, sumAmounts } from './quote-arithmetic';
import { quoteAmounts, toFormValues } from './quote-form-values';
import { aQuote, aQuoteLine } from './testing/a-quote';

describe('divideRounded', () => {
  it('rounds halves away from zero, on both sides of zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(7n, 2n)).toBe(4n);
    expect(divideRounded(14n, 10n)).toBe(1n);
    expect(divideRounded(16n, 10n)).toBe(2n);
    expect(divideRounded(-16n, 10n)).toBe(-2n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('lineAmounts, ex VAT basis', () => {
  it('is quantity × price with the VAT of the line’s rate added', () => {
    // 20 rooms × 1 099,00 kr at 12 %.
    expect(lineAmounts({ quantity: 20, price: 109_900, discountBp: 0, vatRateBp: 1200 }, 'ex')).toEqual({
      exVat: 2_198_000,
      vat: 263_760,
      incVat: 2_461_760,
    });
  });

  it('rounds the VAT half away from zero to whole öre', () => {
    // 2 öre at 25 % is 0.5 öre of VAT: 1 öre (Math.round would agree here, banker's rounding would not).
    expect(lineAmounts({ quantity: 1, price: 2, discountBp: 0, vatRateBp: 2500 }, 'ex')).toEqual({ exVat: 2, vat: 1, incVat: 3 });
    // 10 050 öre at 12 % is 1 206 öre exactly; 10 054 öre is 1 206.48 → 1 206.
    expect(lineAmounts({ quantity: 1, price: 10_054, discountBp: 0, vatRateBp: 1200 }, 'ex')?.vat).toBe(1206);
    // 1 004 öre at 12.5 % (1250 bp) is 125.5 öre: 126.
    expect(lineAmounts({ quantity: 1, price: 1004, discountBp: 0, vatRateBp: 1250 }, 'ex')?.vat).toBe(126);
  });

  it('takes the discount’s basis points of the line, rounded on their own', () => {
    // 3 × 333,33 kr = 99 999 öre; 10 % is 9 999.9 → 10 000; 89 999 öre left.
    expect(lineAmounts({ quantity: 3, price: 33_333, discountBp: 1000, vatRateBp: 0 }, 'ex')?.exVat).toBe(89_999);
    // 5 öre − 10 % (0.5 → 1 öre) = 4 öre.
    expect(lineAmounts({ quantity: 1, price: 5, discountBp: 1000, vatRateBp: 0 }, 'ex')?.exVat).toBe(4);
    // 100 % off is nothing.
    expect(lineAmounts({ quantity: 4, price: 100, discountBp: 10_000, vatRateBp: 2500 }, 'ex')).toEqual({ exVat: 0, vat: 0, incVat: 0 });
    // 80 lunches × 425,50 kr − 5 % at 12 %.
    expect(lineAmounts({ quantity: 80, price: 42_550, discountBp: 500, vatRateBp: 1200 }, 'ex')).toEqual({
      exVat: 3_233_800,
      vat: 388_056,
      incVat: 3_621_856,
    });
  });
});

describe('lineAmounts, inc VAT basis', () => {
  it('takes the price as inc VAT and works out ex VAT as inc × 10000 / (10000 + rate), rounded', () => {
    expect(lineAmounts({ quantity: 1, price: 12_500, discountBp: 0, vatRateBp: 2500 }, 'inc')).toEqual({ exVat: 10_000, vat: 2500, incVat: 12_500 });
    // 14 öre inc 12 % is 12.5 öre ex on paper (12.4999… as a float): 13 öre.
    expect(lineAmounts({ quantity: 1, price: 14, discountBp: 0, vatRateBp: 1200 }, 'inc')).toEqual({ exVat: 13, vat: 1, incVat: 14 });
    // 1 öre inc 25 % is 0.8 öre ex: 1 öre, and no VAT left.
    expect(lineAmounts({ quantity: 1, price: 1, discountBp: 0, vatRateBp: 2500 }, 'inc')).toEqual({ exVat: 1, vat: 0, incVat: 1 });
  });

  it('applies the discount to the inc-VAT amount before taking the VAT out', () => {
    // 10 × 1 250,00 kr inc = 1 250 000 öre; −12.5 % = 1 093 750; ex at 25 % = 875 000.
    expect(lineAmounts({ quantity: 10, price: 125_000, discountBp: 1250, vatRateBp: 2500 }, 'inc')).toEqual({
      exVat: 875_000,
      vat: 218_750,
      incVat: 1_093_750,
    });
  });
});

describe('lineAmounts, what is not an amount yet', () => {
  it('counts a line without a price or quantity as zero', () => {
    expect(lineAmounts({ quantity: 20, price: null, discountBp: 0, vatRateBp: 1200 }, 'ex')).toEqual({ exVat: 0, vat: 0, incVat: 0 });
    expect(lineAmounts({ quantity: null, price: 50_000, discountBp: null, vatRateBp: 1200 }, 'ex')).toEqual({ exVat: 0, vat: 0, incVat: 0 });
  });

  it('gives no total while a value is half typed, fractional or out of range', () => {
    expect(lineAmounts({ quantity: 2, price: Number.NaN, discountBp: 0, vatRateBp: 1200 }, 'ex')).toBeNull();
    expect(lineAmounts({ quantity: 2, price: 100.5, discountBp: 0, vatRateBp: 1200 }, 'ex')).toBeNull();
    expect(lineAmounts({ quantity: 1.5, price: 100, discountBp: 0, vatRateBp: 1200 }, 'ex')).toBeNull();
    expect(lineAmounts({ quantity: 2, price: 100, discountBp: 10_001, vatRateBp: 1200 }, 'ex')).toBeNull();
    expect(lineAmounts({ quantity: -1, price: 100, discountBp: 0, vatRateBp: 1200 }, 'ex')).toBeNull();
  });
});

describe('sumAmounts', () => {
  it('sums the rounded lines, not a rounding of the sum', () => {
    // Three lines of 2 öre at 25 %: 1 öre of VAT each once rounded, 3 öre in all (the sum's 25 % would be 2).
    const line = lineAmounts({ quantity: 1, price: 2, discountBp: 0, vatRateBp: 2500 }, 'ex');
    expect(sumAmounts([line, line, line])).toEqual({ exVat: 6, vat: 3, incVat: 9 });
    expect(sumAmounts([])).toEqual({ exVat: 0, vat: 0, incVat: 0 });
    expect(sumAmounts([line, null])).toBeNull();
  });
});

describe('percent and basis points', () => {
  it('converts a typed percent exactly, refusing fractions of a basis point', () => {
    expect(percentToBp(12.5)).toBe(1250);
    expect(percentToBp(0.07)).toBe(7);
    expect(percentToBp(10)).toBe(1000);
    expect(percentToBp(null)).toBeNull();
    expect(percentToBp(12.345)).toBeNaN();
    expect(bpToPercent(1250)).toBe(12.5);
    expect(bpToPercent(null)).toBeNull();
  });
});

describe('quoteAmounts', () => {
  const saved = aQuote({
    lines: [
      aQuoteLine({ vat_rate_bp: 1200, requested_quantity: 20, offered_quantity: 20, price: 109_900, total_ex_vat: 2_198_000, total_inc_vat: 2_461_760 }),
      aQuoteLine({ vat_rate_bp: 2500, requested_quantity: 2, offered_quantity: 2, price: 650_000, total_ex_vat: 1_300_000, total_inc_vat: 1_625_000 }),
    ],
    // The server's word, deliberately different from the lines' sum: shown as long as nothing changed.
    totals: { ex_vat: 3_498_001, vat: 588_760, inc_vat: 4_086_761 },
  });

  it('shows the server’s totals while the lines are as it saved them', () => {
    const values = toFormValues(saved);
    expect(quoteAmounts(saved, values.lines).totals).toEqual({ exVat: 3_498_001, vat: 588_760, incVat: 4_086_761 });
    expect(quoteAmounts(saved, undefined).lines[0]).toEqual({ exVat: 2_198_000, vat: 263_760, incVat: 2_461_760 });
  });

  it('works a changed line out live and sums the lines again', () => {
    const values = toFormValues(saved);
    values.lines[1] = { ...values.lines[1]!, offered_quantity: 1 };
    const { lines, totals } = quoteAmounts(saved, values.lines);
    expect(lines[1]).toEqual({ exVat: 650_000, vat: 162_500, incVat: 812_500 });
    expect(totals).toEqual({ exVat: 2_848_000, vat: 426_260, incVat: 3_274_260 });
  });
});
