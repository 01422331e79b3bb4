import { describe, expect, it } from 'vitest';
import {
  addInterval,
  amountOf,
  categoryOf,
  commissionActions,
  computeLine,
  conductedBase,
  conflictMessage,
  differenceOf,
  kronor,
  nextReminderAt,
  percentFor,
  quoteTotals,
  ratesFor,
  reportedAmount,
  reportProblems,
  unitPrice,
  type LineInput,
} from './rules.js';

const line = (overrides: Partial<LineInput>): LineInput => ({
  kind: 'single_room',
  vatKind: 'accommodation',
  quantityInQuote: 10,
  quantityConducted: null,
  baseQuote: 100_000,
  ...overrides,
});

describe('what a quote line counts as', () => {
  it('puts rooms in accommodation, conference rooms in conference, meals in meals, products by their VAT kind', () => {
    expect(categoryOf('single_room', 'accommodation')).toBe('accommodation');
    expect(categoryOf('double_room', 'accommodation')).toBe('accommodation');
    expect(categoryOf('conference_room', 'conference')).toBe('conference');
    expect(categoryOf('meal', 'food')).toBe('meals');
    expect(categoryOf('product', 'conference')).toBe('conference');
    expect(categoryOf('product', 'food')).toBe('meals');
    expect(categoryOf('product', 'other')).toBe('none');
    expect(categoryOf('product', 'accommodation')).toBe('none');
  });

  it('takes the percent of its category', () => {
    const rates = { commissionBp: 1000, mealsBp: 500 };
    expect(percentFor('accommodation', rates)).toBe(1000);
    expect(percentFor('conference', rates)).toBe(1000);
    expect(percentFor('meals', rates)).toBe(500);
    expect(percentFor('none', rates)).toBe(0);
  });
});

describe('the percents a commission is made with', () => {
  it('takes the quote percent first, else the account percent, else 0', () => {
    expect(ratesFor(1200, { commissionBp: 1000, mealsBp: 500, type: 'accommodation_conference' }).commissionBp).toBe(1200);
    expect(ratesFor(null, { commissionBp: 1000, mealsBp: 500, type: 'accommodation_conference' }).commissionBp).toBe(1000);
    expect(ratesFor(null, { commissionBp: null, mealsBp: null, type: null }).commissionBp).toBe(0);
    expect(ratesFor(null, null)).toEqual({ commissionBp: 0, mealsBp: 0 });
    expect(ratesFor(800, null)).toEqual({ commissionBp: 800, mealsBp: 0 });
  });

  it('counts meals only for the type accommodation, conference and meals', () => {
    expect(ratesFor(null, { commissionBp: 1000, mealsBp: 500, type: 'accommodation_conference_meals' }).mealsBp).toBe(500);
    expect(ratesFor(null, { commissionBp: 1000, mealsBp: 500, type: 'accommodation_conference' }).mealsBp).toBe(0);
    expect(ratesFor(null, { commissionBp: 1000, mealsBp: null, type: 'accommodation_conference_meals' }).mealsBp).toBe(0);
  });
});

describe('the arithmetic', () => {
  const withMeals = { commissionBp: 1000, mealsBp: 500 };
  const withoutMeals = { commissionBp: 1000, mealsBp: 0 };
  const quote = [
    line({}),
    line({ kind: 'conference_room', vatKind: 'conference', quantityInQuote: 2, baseQuote: 50_000 }),
    line({ kind: 'meal', vatKind: 'food', quantityInQuote: 20, baseQuote: 40_000 }),
    line({ kind: 'product', vatKind: 'other', quantityInQuote: 1, baseQuote: 9_999 }),
    line({ kind: 'product', vatKind: 'food', quantityInQuote: 20, baseQuote: 10_000 }),
    line({ kind: 'product', vatKind: 'conference', quantityInQuote: 1, baseQuote: 5_000 }),
  ];

  it('computes the quote with meals (accommodation, conference and meals)', () => {
    const lines = quote.map((entry) => computeLine(entry, withMeals));
    expect(lines.map((entry) => entry.amount_quote)).toEqual([10_000, 5_000, 2_000, 0, 500, 500]);
    expect(quoteTotals(lines, 'accommodation_conference_meals')).toEqual({ quoteBase: 205_000, quoteAmount: 18_000 });
  });

  it('computes the quote without meals (accommodation and conference)', () => {
    const lines = quote.map((entry) => computeLine(entry, withoutMeals));
    expect(lines.map((entry) => entry.percent_bp)).toEqual([1000, 1000, 0, 0, 0, 1000]);
    // The base is accommodation + conference only: the meals (a meal line, a food product) are no part of it.
    expect(quoteTotals(lines, 'accommodation_conference')).toEqual({ quoteBase: 155_000, quoteAmount: 15_500 });
    // An outside venue has no type: the same.
    expect(quoteTotals(lines, null)).toEqual({ quoteBase: 155_000, quoteAmount: 15_500 });
  });

  it('rounds every line half away from zero and sums the rounded lines', () => {
    // 12.5 % of 1 004 öre = 125.5 → 126; twice → 252, not round(250.99…) of the sum.
    const lines = [line({ baseQuote: 1_004 }), line({ baseQuote: 1_004 })].map((entry) => computeLine(entry, { commissionBp: 1250, mealsBp: 0 }));
    expect(lines.map((entry) => entry.amount_quote)).toEqual([126, 126]);
    expect(quoteTotals(lines, null).quoteAmount).toBe(252);
    // 0.5 öre rounds up: 1 % of 50 öre.
    expect(computeLine(line({ baseQuote: 50 }), { commissionBp: 100, mealsBp: 0 }).amount_quote).toBe(1);
    expect(computeLine(line({ baseQuote: 49 }), { commissionBp: 100, mealsBp: 0 }).amount_quote).toBe(0);
  });

  it('prices a unit and a conducted quantity in proportion to the quote', () => {
    expect(unitPrice(100_000, 3)).toBe(33_333);
    expect(unitPrice(100_001, 2)).toBe(50_001);
    expect(conductedBase(100_000, 3, 2)).toBe(66_667);
    expect(conductedBase(100_000, 10, 12)).toBe(120_000);
    const computed = computeLine(line({ quantityConducted: 8 }), withMeals);
    expect(computed).toMatchObject({ price_ex_vat: 10_000, base_conducted: 80_000, amount_conducted: 8_000 });
  });

  it('handles zero quantities', () => {
    expect(unitPrice(5_000, 0)).toBe(0);
    expect(computeLine(line({ quantityInQuote: 0, baseQuote: 0, quantityConducted: 4 }), withMeals)).toMatchObject({
      price_ex_vat: 0,
      base_conducted: 0,
      amount_conducted: 0,
    });
    expect(computeLine(line({ quantityConducted: 0 }), withMeals)).toMatchObject({ base_conducted: 0, amount_conducted: 0 });
    expect(computeLine(line({}), withMeals)).toMatchObject({ base_conducted: null, amount_conducted: null });
  });
});

describe('the outcome of a report', () => {
  const rates = { commissionBp: 1000, mealsBp: 500 };
  const lines = [line({ quantityConducted: 9 }), line({ kind: 'meal', vatKind: 'food', quantityInQuote: 20, baseQuote: 40_000, quantityConducted: 10 })].map((entry) =>
    computeLine(entry, rates),
  );

  it('conducted: the sum of the conducted lines', () => {
    expect(reportedAmount('conducted', lines, null, rates)).toBe(9_000 + 1_000);
  });

  it('cancelled with a fee: the commission percent of the fee, rounded', () => {
    expect(reportedAmount('cancelled_fee', lines, 123_455, rates)).toBe(12_346);
  });

  it('cancelled without a fee: nothing', () => {
    expect(reportedAmount('cancelled_no_fee', lines, null, rates)).toBe(0);
  });

  it('invoices the final amount, else the reported, else the quote; the difference once reported', () => {
    expect(amountOf({ finalAmount: null, reportedAmount: null, quoteAmount: 100 })).toBe(100);
    expect(amountOf({ finalAmount: null, reportedAmount: 0, quoteAmount: 100 })).toBe(0);
    expect(amountOf({ finalAmount: 70, reportedAmount: 0, quoteAmount: 100 })).toBe(70);
    expect(differenceOf('to_report', 100, 100)).toBeNull();
    expect(differenceOf('upcoming', 100, 100)).toBeNull();
    expect(differenceOf('reported', 80, 100)).toBe(-20);
    expect(differenceOf('invoiced', 100, 100)).toBe(0);
    expect(differenceOf('received', 120, 100)).toBe(20);
  });

  it('names each missing value of a report', () => {
    const today = '2030-05-10';
    expect(reportProblems({ booking_status: 'conducted' }, [1, 2], today).map(([field]) => field)).toEqual(['lines', 'invoice_information']);
    expect(
      reportProblems({ booking_status: 'conducted', lines: [{ id: 1, quantity_conducted: 1 }, { id: 1, quantity_conducted: 1 }], invoice_information: 'x' }, [1, 2], today),
    ).toHaveLength(1);
    expect(
      reportProblems({ booking_status: 'conducted', lines: [{ id: 2, quantity_conducted: 1 }, { id: 1, quantity_conducted: 0 }], invoice_information: 'Faktura' }, [1, 2], today),
    ).toEqual([]);
    expect(reportProblems({ booking_status: 'cancelled_fee', invoice_information: '  ' }, [1], today).map(([field]) => field)).toEqual(['fee_ex_vat', 'invoice_information']);
    expect(reportProblems({ booking_status: 'rescheduled', rescheduled_date: today }, [1], today).map(([field]) => field)).toEqual(['rescheduled_date']);
    expect(reportProblems({ booking_status: 'rescheduled', rescheduled_date: '2030-05-11' }, [1], today)).toEqual([]);
    expect(reportProblems({ booking_status: 'cancelled_no_fee' }, [1], today)).toEqual([]);
  });
});

describe('transitions and actions', () => {
  it('lets the venue report only while to report, and admins invoice, receive, remind and set the final amount', () => {
    expect(commissionActions('to_report', 2)).toEqual({ report: true, invoice: false, receive: false, remind: false, edit_final: false });
    expect(commissionActions('to_report', 1)).toEqual({ report: true, invoice: true, receive: false, remind: true, edit_final: false });
    expect(commissionActions('upcoming', 1)).toEqual({ report: false, invoice: false, receive: false, remind: false, edit_final: false });
    expect(commissionActions('reported', 1)).toEqual({ report: false, invoice: true, receive: false, remind: false, edit_final: true });
    expect(commissionActions('invoiced', 1)).toEqual({ report: false, invoice: false, receive: true, remind: false, edit_final: true });
    expect(commissionActions('received', 2)).toEqual({ report: false, invoice: false, receive: false, remind: false, edit_final: false });
  });

  it('answers a report already in with its own message', () => {
    expect(conflictMessage('report', 'reported').en).toBe('The commission report is already submitted');
    expect(conflictMessage('reschedule', 'invoiced').en).toBe('The commission report is already submitted');
    expect(conflictMessage('receive', 'reported').en).toBe('The commission is not in a state that allows this');
  });
});

describe('reminders', () => {
  const asked = new Date('2030-01-31T10:00:00Z');

  it('doubles the wait after each reminder', () => {
    expect(nextReminderAt(asked, 0, 1, 'week').toISOString()).toBe('2030-02-07T10:00:00.000Z');
    expect(nextReminderAt(asked, 1, 1, 'week').toISOString()).toBe('2030-02-14T10:00:00.000Z');
    expect(nextReminderAt(asked, 2, 1, 'week').toISOString()).toBe('2030-02-28T10:00:00.000Z');
    expect(nextReminderAt(asked, 2, 3, 'day').toISOString()).toBe('2030-02-12T10:00:00.000Z');
  });

  it('adds months by the calendar, to the last day of a shorter month', () => {
    expect(addInterval(asked, 1, 'month').toISOString()).toBe('2030-02-28T10:00:00.000Z');
    expect(addInterval(asked, 2, 'month').toISOString()).toBe('2030-03-31T10:00:00.000Z');
  });

  it('writes kronor with two decimals', () => {
    expect(kronor(123_456)).toBe('1234.56');
    expect(kronor(5)).toBe('0.05');
    expect(kronor(-250)).toBe('-2.50');
    expect(kronor(null)).toBe('');
  });
});
