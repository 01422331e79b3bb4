import { describe, expect, it } from 'vitest';
import { divideRounded, feeCommission, lineCommission, sumCommissions } from './commission-arithmetic';

// 10 rooms at 1 000 kr ex VAT, 10 %: 10 000 kr in the quote, 1 000 kr commission.
const rooms = { quantity_in_quote: 10, price_ex_vat: 100_000, percent_bp: 1000, base_quote: 1_000_000 };

describe('commission arithmetic', () => {
  it('gives the quote’s commission for the quoted quantity and less for fewer conducted', () => {
    expect(lineCommission(rooms, 10)).toEqual({ base: 1_000_000, amount: 100_000 });
    expect(lineCommission(rooms, 8)).toEqual({ base: 800_000, amount: 80_000 });
    expect(lineCommission(rooms, 0)).toEqual({ base: 0, amount: 0 });
    // 800 kr − 1 000 kr: the difference a venue sees.
    expect(lineCommission(rooms, 8)!.amount - lineCommission(rooms, 10)!.amount).toBe(-20_000);
  });

  it('scales the quote’s line total (not the rounded unit price) and rounds halves away from zero', () => {
    // 3 units for 100,00 kr: one unit is 33,333… kr; the base of 1 is 3 333 öre, of 2 is 6 667 öre.
    const odd = { quantity_in_quote: 3, price_ex_vat: 3333, percent_bp: 1000, base_quote: 10_000 };
    expect(lineCommission(odd, 1)).toEqual({ base: 3333, amount: 333 });
    expect(lineCommission(odd, 2)).toEqual({ base: 6667, amount: 667 });
    // 15 öre at 10 % is 1,5 öre → 2; 25 öre → 3 (half away from zero, not to even).
    expect(lineCommission({ quantity_in_quote: 1, price_ex_vat: 15, percent_bp: 1000, base_quote: 15 }, 1)).toEqual({ base: 15, amount: 2 });
    expect(lineCommission({ quantity_in_quote: 1, price_ex_vat: 25, percent_bp: 1000, base_quote: 25 }, 1)).toEqual({ base: 25, amount: 3 });
    // 3 öre for 2 units: 1 unit is 1,5 öre → 2.
    expect(lineCommission({ quantity_in_quote: 2, price_ex_vat: 2, percent_bp: 10_000, base_quote: 3 }, 1)).toEqual({ base: 2, amount: 2 });
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
  });

  it('goes by the unit price when the quote had none of the line, and nothing for a line without commission', () => {
    expect(lineCommission({ quantity_in_quote: 0, price_ex_vat: 45_000, percent_bp: 1000, base_quote: 0 }, 4)).toEqual({ base: 180_000, amount: 18_000 });
    expect(lineCommission({ ...rooms, percent_bp: 0 }, 10)).toEqual({ base: 1_000_000, amount: 0 });
  });

  it('has no amount while a quantity is no whole number in range', () => {
    expect(lineCommission(rooms, null)).toBeNull();
    expect(lineCommission(rooms, Number.NaN)).toBeNull();
    expect(lineCommission(rooms, 2.5)).toBeNull();
    expect(lineCommission(rooms, -1)).toBeNull();
  });

  it('sums the rounded lines, never rounding the sum', () => {
    const half = { quantity_in_quote: 1, price_ex_vat: 15, percent_bp: 1000, base_quote: 15 };
    // Each line 1,5 öre → 2 öre: 4 öre in all, where the sum's 3 öre would give 3.
    expect(sumCommissions([lineCommission(half, 1), lineCommission(half, 1)])).toEqual({ base: 30, amount: 4 });
    expect(sumCommissions([lineCommission(rooms, 8), null])).toBeNull();
    expect(sumCommissions([])).toEqual({ base: 0, amount: 0 });
  });

  it('takes the commission percent of a cancellation fee', () => {
    expect(feeCommission(500_000, 1000)).toEqual(50_000);
    expect(feeCommission(5, 1000)).toEqual(1);
    expect(feeCommission(15, 1000)).toEqual(2);
    expect(feeCommission(null, 1000)).toBeNull();
    expect(feeCommission(10.5, 1000)).toBeNull();
  });
});
