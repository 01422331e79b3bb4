// The commission's rules without a database: what each quote line counts as, the arithmetic of
// the quote and of the venue's report (öre, rounded per line half away from zero, totals are sums
// of rounded lines), the transitions, what a caller may do now, and when the next reminder is due.
import type { Schemas } from '../../core/contract.js';
import { divideRounded, percentOf, sumOre, type BasisPoints, type Ore } from '../../core/money/money.js';
import type { VatKind } from '../../core/money/schema.js';
import { allowedActions, type StateActor, type Transitions } from '../../core/state/transitions.js';
import type { LocalizedText } from '../../core/types.js';

export type CommissionStatus = Schemas['CommissionStatus'];
export type CommissionLineCategory = Schemas['CommissionLineCategory'];
export type CommissionType = Schemas['CommissionType'];
export type BookingStatus = Schemas['CommissionBookingStatus'];
export type TimeUnit = Schemas['TimeUnit'];
type QuoteLineKind = Schemas['QuoteLineKind'];

export const commissionMessages = {
  missing: { en: 'Commission does not exist.', sw: 'Provisionen finns inte.' },
  alreadyReported: { en: 'The commission report is already submitted', sw: 'Provisionsrapporten är redan inskickad' },
  wrongState: { en: 'The commission is not in a state that allows this', sw: 'Provisionen är inte i ett läge som tillåter detta' },
  notOver: {
    en: 'The event is not over yet: the commission can be reported the day after it ends',
    sw: 'Konferensen är inte över än: provisionen kan rapporteras dagen efter att den slutat',
  },
  reported: { en: 'The commission report is submitted', sw: 'Provisionsrapporten har skickats in' },
  rescheduled: { en: 'The new date is saved: the commission is upcoming again', sw: 'Det nya datumet har sparats: provisionen är kommande igen' },
  invoiced: { en: 'The commission is marked as invoiced', sw: 'Provisionen har markerats som fakturerad' },
  received: { en: 'The payment is marked as received', sw: 'Betalningen har markerats som mottagen' },
  reminded: { en: 'A reminder is sent to the venue', sw: 'En påminnelse har skickats till anläggningen' },
  finalSaved: { en: 'The final commission amount is saved', sw: 'Det slutliga provisionsbeloppet har sparats' },
  copyUploaded: { en: 'The invoice copy is uploaded', sw: 'Fakturakopian har laddats upp' },
  copyRemoved: { en: 'The invoice copy is removed', sw: 'Fakturakopian har tagits bort' },
  copyMissing: { en: 'The commission has no invoice copy', sw: 'Provisionen har ingen fakturakopia' },
  notPdfOrImage: {
    en: 'The file is not a PDF or an image (JPEG, PNG, WebP or GIF).',
    sw: 'Filen är inte en PDF eller en bild (JPEG, PNG, WebP eller GIF).',
  },
  lines: {
    en: 'Give the conducted quantity of every line of the commission, each line once',
    sw: 'Ange genomfört antal för varje rad i provisionen, varje rad en gång',
  },
  invoiceInformation: { en: 'Give the invoice information', sw: 'Ange fakturainformation' },
  fee: { en: 'Give the cancellation fee ex VAT', sw: 'Ange avbokningsavgiften exkl. moms' },
  rescheduledDate: { en: 'Choose the new date, after today', sw: 'Välj det nya datumet, efter i dag' },
  reason: { en: 'Give the reason for the final amount', sw: 'Ange skälet till det slutliga beloppet' },
} satisfies Record<string, LocalizedText>;

// ---- Lines and arithmetic ------------------------------------------------------------------

/** What a quote line counts as: rooms are accommodation, conference rooms conference, meals meals; a product by its VAT kind. */
export function categoryOf(kind: QuoteLineKind, vatKind: VatKind): CommissionLineCategory {
  switch (kind) {
    case 'single_room':
    case 'double_room':
      return 'accommodation';
    case 'conference_room':
      return 'conference';
    case 'meal':
      return 'meals';
    case 'product':
      return vatKind === 'conference' ? 'conference' : vatKind === 'food' ? 'meals' : 'none';
  }
}

export interface CommissionRates {
  commissionBp: BasisPoints;
  mealsBp: BasisPoints;
}

/** The percent of a category: accommodation and conference at the commission, meals at the meals percent, none at 0. */
export function percentFor(category: CommissionLineCategory, rates: CommissionRates): BasisPoints {
  if (category === 'accommodation' || category === 'conference') return rates.commissionBp;
  if (category === 'meals') return rates.mealsBp;
  return 0;
}

/** The percents a commission is made with: the quote's, else the account's, else 0; meals only for the type that includes them. */
export function ratesFor(quoteBp: number | null, account: { commissionBp: number | null; mealsBp: number | null; type: CommissionType | null } | null): CommissionRates {
  return {
    commissionBp: quoteBp ?? account?.commissionBp ?? 0,
    mealsBp: account?.type === 'accommodation_conference_meals' ? (account.mealsBp ?? 0) : 0,
  };
}

export interface LineInput {
  kind: QuoteLineKind;
  vatKind: VatKind;
  quantityInQuote: number;
  quantityConducted: number | null;
  /** The quote line's total ex VAT (öre). */
  baseQuote: Ore;
}

export interface ComputedLine {
  category: CommissionLineCategory;
  percent_bp: BasisPoints;
  price_ex_vat: Ore;
  base_quote: Ore;
  amount_quote: Ore;
  base_conducted: Ore | null;
  amount_conducted: Ore | null;
}

/** The price of one unit ex VAT: the line total over its quantity, rounded (0 for no quantity). */
export function unitPrice(baseQuote: Ore, quantity: number): Ore {
  return quantity === 0 ? 0 : Number(divideRounded(BigInt(baseQuote), BigInt(quantity)));
}

/** The line total ex VAT of a conducted quantity: the quote's total in proportion, rounded. */
export function conductedBase(baseQuote: Ore, quantityInQuote: number, quantityConducted: number): Ore {
  if (quantityInQuote === 0) return quantityConducted * unitPrice(baseQuote, quantityInQuote);
  return Number(divideRounded(BigInt(baseQuote) * BigInt(quantityConducted), BigInt(quantityInQuote)));
}

/** One line's category, percent and amounts on the quote and, once reported, on the conducted quantity. */
export function computeLine(line: LineInput, rates: CommissionRates): ComputedLine {
  const category = categoryOf(line.kind, line.vatKind);
  const percent = percentFor(category, rates);
  const baseConducted = line.quantityConducted === null ? null : conductedBase(line.baseQuote, line.quantityInQuote, line.quantityConducted);
  return {
    category,
    percent_bp: percent,
    price_ex_vat: unitPrice(line.baseQuote, line.quantityInQuote),
    base_quote: line.baseQuote,
    amount_quote: percentOf(line.baseQuote, percent),
    base_conducted: baseConducted,
    amount_conducted: baseConducted === null ? null : percentOf(baseConducted, percent),
  };
}

/**
 * Whether a category is part of the commission base (PIPELINE.md "Commission"): accommodation and
 * conference always, meals only when the venue's commission type includes them (an outside venue
 * has no type: without meals), other lines never.
 */
export function countsInBase(category: CommissionLineCategory, type: CommissionType | null): boolean {
  if (category === 'accommodation' || category === 'conference') return true;
  return category === 'meals' && type === 'accommodation_conference_meals';
}

/** The quote's commission base (the lines that count, `countsInBase`) and amount: sums of the lines as rounded. */
export function quoteTotals(lines: readonly ComputedLine[], type: CommissionType | null): { quoteBase: Ore; quoteAmount: Ore } {
  return {
    quoteBase: sumOre(lines.filter((line) => countsInBase(line.category, type)).map((line) => line.base_quote)),
    quoteAmount: sumOre(lines.map((line) => line.amount_quote)),
  };
}

/** The commission of a report: conducted on the conducted lines, a share of the fee, or nothing. */
export function reportedAmount(
  outcome: Exclude<BookingStatus, 'rescheduled'>,
  lines: readonly ComputedLine[],
  feeExVat: Ore | null,
  rates: CommissionRates,
): Ore {
  if (outcome === 'conducted') return sumOre(lines.map((line) => line.amount_conducted ?? 0));
  if (outcome === 'cancelled_fee') return percentOf(feeExVat ?? 0, rates.commissionBp);
  return 0;
}

/** What is invoiced: the final amount, else the reported, else the quote's. */
export function amountOf(row: { finalAmount: Ore | null; reportedAmount: Ore | null; quoteAmount: Ore }): Ore {
  return row.finalAmount ?? row.reportedAmount ?? row.quoteAmount;
}

const SETTLED: readonly CommissionStatus[] = ['reported', 'invoiced', 'received'];

/** amount − quote once reported, invoiced or received; null before. */
export function differenceOf(status: CommissionStatus, amount: Ore, quoteAmount: Ore): Ore | null {
  return SETTLED.includes(status) ? amount - quoteAmount : null;
}

/** Whole days from one date to another (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// ---- Report validation -------------------------------------------------------------------

export interface ReportInput {
  booking_status: BookingStatus;
  rescheduled_date?: string | null;
  fee_ex_vat?: number | null;
  lines?: { id: number; quantity_conducted: number }[];
  invoice_information?: string | null;
}

/** Each missing or wrong value of a report, by field. */
export function reportProblems(input: ReportInput, lineIds: readonly number[], today: string): [string, LocalizedText][] {
  const problems: [string, LocalizedText][] = [];
  const blank = (text: string | null | undefined) => !text || text.trim() === '';
  switch (input.booking_status) {
    case 'conducted': {
      const given = (input.lines ?? []).map((line) => line.id);
      const once = new Set(given);
      const exact = given.length === lineIds.length && once.size === given.length && lineIds.every((id) => once.has(id));
      if (!exact) problems.push(['lines', commissionMessages.lines]);
      if (blank(input.invoice_information)) problems.push(['invoice_information', commissionMessages.invoiceInformation]);
      break;
    }
    case 'cancelled_fee':
      if (input.fee_ex_vat === null || input.fee_ex_vat === undefined) problems.push(['fee_ex_vat', commissionMessages.fee]);
      if (blank(input.invoice_information)) problems.push(['invoice_information', commissionMessages.invoiceInformation]);
      break;
    case 'rescheduled':
      if (!input.rescheduled_date || input.rescheduled_date <= today) problems.push(['rescheduled_date', commissionMessages.rescheduledDate]);
      break;
    case 'cancelled_no_fee':
      break;
  }
  return problems;
}

// ---- Transitions and actions -------------------------------------------------------------

export type CommissionAction = 'ask' | 'report' | 'reschedule' | 'invoice' | 'invoice_on_quote' | 'receive';

/** The commission sweep (commissions/jobs.ts). */
const SWEEP = ['job'] as const;
/** Who reports: an admin for the venue, the partner, or an outside venue through its `commission_report` link. */
const VENUE = [1, 2, 'link'] as const;

/**
 * upcoming → to_report (the sweep, the day after the event) → reported (the venue's report; a
 * reschedule goes back to upcoming) → invoiced (admin; from to_report on the quote, also by the
 * sweep after the last reminder) → received (admin).
 */
export const commissionTransitions: Transitions<CommissionStatus, CommissionAction> = {
  ask: { from: ['upcoming'], to: 'to_report', roles: SWEEP },
  report: { from: ['to_report'], to: 'reported', roles: VENUE },
  reschedule: { from: ['to_report'], to: 'upcoming', roles: VENUE },
  invoice: { from: ['to_report', 'reported'], to: 'invoiced', roles: [1] },
  invoice_on_quote: { from: ['to_report'], to: 'invoiced', roles: SWEEP },
  receive: { from: ['invoiced'], to: 'received', roles: [1] },
};

/** The 409 of an action refused in a state: a report already in, or any other wrong state. */
export function conflictMessage(action: CommissionAction, from: CommissionStatus): LocalizedText {
  if ((action === 'report' || action === 'reschedule') && SETTLED.includes(from)) return commissionMessages.alreadyReported;
  if ((action === 'report' || action === 'reschedule') && from === 'upcoming') return commissionMessages.notOver;
  return commissionMessages.wrongState;
}

/** What the caller (a role, or an outside venue's link) may do now (the venue's own commission: visibility is checked before). */
export function commissionActions(status: CommissionStatus, role: StateActor): Schemas['CommissionActions'] {
  const allowed = new Set(allowedActions(commissionTransitions, status, role));
  const admin = role === 1;
  return {
    report: allowed.has('report'),
    invoice: allowed.has('invoice'),
    receive: allowed.has('receive'),
    remind: admin && status === 'to_report',
    edit_final: admin && (status === 'reported' || status === 'invoiced'),
  };
}

// ---- Reminders ---------------------------------------------------------------------------

/** A moment some units later (months by the calendar, clamped to the month's last day). */
export function addInterval(from: Date, count: number, unit: TimeUnit): Date {
  if (unit === 'day') return new Date(from.getTime() + count * 86_400_000);
  if (unit === 'week') return new Date(from.getTime() + count * 7 * 86_400_000);
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + count);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/**
 * When the next reminder (or, after the last, the invoice on the quote) is due after `sent`
 * reminders went out at `from`: one interval after the request, then 2, 4, 8 … intervals.
 */
export function nextReminderAt(from: Date, sent: number, interval: number, unit: TimeUnit): Date {
  return addInterval(from, interval * 2 ** sent, unit);
}

/** A sum in kronor with two decimals for the CSV ("1234.50", "-0.05"). */
export function kronor(amount: Ore | null): string {
  if (amount === null) return '';
  const sign = amount < 0 ? '-' : '';
  const magnitude = Math.abs(amount);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** The statuses of each admin filter, the venue's tabs, and the summaries. */
export const FILTER_STATUSES: Record<Schemas['CommissionFilter'], readonly CommissionStatus[] | null> = {
  new_to_report: ['to_report'],
  upcoming: ['upcoming'],
  pending: ['reported', 'invoiced'],
  received: ['received'],
  all: null,
};

export const TAB_STATUSES: Record<Schemas['PartnerCommissionTab'], readonly CommissionStatus[]> = {
  to_report: ['to_report'],
  upcoming: ['upcoming'],
  submitted: ['reported', 'invoiced', 'received'],
};

/** Upcoming and to report are read by event date; the others newest change first. */
export function orderOf(statuses: readonly CommissionStatus[] | null): 'event' | 'updated' {
  return statuses !== null && statuses.every((status) => status === 'upcoming' || status === 'to_report') ? 'event' : 'updated';
}
