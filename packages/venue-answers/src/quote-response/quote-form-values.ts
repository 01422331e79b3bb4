import { pickMessage, type Message, type Schemas } from '@portal/api-client';
import type { Language } from '@portal/platform';
import { bpToPercent, lineAmounts, percentToBp, sumAmounts, type Amounts } from './quote-arithmetic';

export type Quote = Schemas['Quote'];
export type QuoteLine = Schemas['QuoteLine'];
export type QuoteFile = Schemas['QuoteFile'];
export type QuoteFileKind = Schemas['QuoteFileKind'];
export type QuoteResponseInput = Schemas['QuoteResponseInput'];
type Furnishing = Schemas['Furnishing'];

/** A line as the form holds it: prices in öre, the discount as a percent (12.5), as typed (NaN while no number). */
export interface LineValues {
  id: number;
  offered_quantity: number | null;
  ordinary_price: number | null;
  price: number | null;
  discount_percent: number | null;
  courses: string;
}

export interface HallValues {
  name: string;
  size_sqm: number | null;
  capacity: number | null;
  seating: Furnishing | null;
  comment: string;
}

export interface QuoteFormValues {
  lines: LineValues[];
  halls: HallValues[];
  additional_information: string;
  commission_percent: number | null;
  free_cancellation: string;
  direct_contact: boolean | null;
  direct_contact_comment: string;
  same_price: boolean | null;
  same_price_comment: string;
  responded_accordingly: boolean | null;
  responder_name: string;
  responder_phone: string;
  responder_email: string;
  comments: string;
}

/** The answers beside the lines, by their names in the form (the API's, but commission in percent). */
export const ANSWER_FIELDS = [
  'additional_information',
  'commission_percent',
  'free_cancellation',
  'direct_contact',
  'direct_contact_comment',
  'same_price',
  'same_price_comment',
  'responded_accordingly',
  'responder_name',
  'responder_phone',
  'responder_email',
  'comments',
] as const;

export const MAX_HALLS = 20;
/** A new hall's row. */
export const EMPTY_HALL: HallValues = { name: '', size_sqm: null, capacity: null, seating: null, comment: '' };

/**
 * The form's starting values. A line nobody answered yet offers what was asked: the offered
 * quantity starts as the requested one (the venue changes it where it offers less or more).
 */
export function toFormValues(quote: Quote): QuoteFormValues {
  return {
    lines: quote.lines.map(toLineValues),
    halls: quote.halls.map((hall) => ({
      name: hall.name,
      size_sqm: hall.size_sqm,
      capacity: hall.capacity,
      seating: hall.seating,
      comment: hall.comment ?? '',
    })),
    additional_information: quote.additional_information ?? '',
    commission_percent: bpToPercent(quote.commission_bp),
    free_cancellation: quote.free_cancellation ?? '',
    direct_contact: quote.direct_contact,
    direct_contact_comment: quote.direct_contact_comment ?? '',
    same_price: quote.same_price,
    same_price_comment: quote.same_price_comment ?? '',
    responded_accordingly: quote.responded_accordingly,
    responder_name: quote.responder_name ?? '',
    responder_phone: quote.responder_phone ?? '',
    responder_email: quote.responder_email ?? '',
    comments: quote.comments ?? '',
  };
}

function toLineValues(line: QuoteLine): LineValues {
  return {
    id: line.id,
    offered_quantity: line.offered_quantity ?? line.requested_quantity,
    ordinary_price: line.ordinary_price,
    price: line.price,
    discount_percent: bpToPercent(line.discount_bp),
    courses: line.courses ?? '',
  };
}

const text = (value: string | undefined | null): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** What the API takes: every line by its id, halls, answers; empty text is null. */
export function toResponseInput(values: QuoteFormValues): QuoteResponseInput {
  return {
    lines: (values.lines ?? []).map((line) => ({
      id: line.id,
      offered_quantity: line.offered_quantity ?? null,
      ordinary_price: line.ordinary_price ?? null,
      price: line.price ?? null,
      discount_bp: percentToBp(line.discount_percent) ?? 0,
      courses: text(line.courses),
    })),
    halls: (values.halls ?? []).map((hall) => ({
      name: hall.name.trim(),
      size_sqm: hall.size_sqm ?? null,
      capacity: hall.capacity ?? null,
      seating: hall.seating ?? null,
      comment: text(hall.comment),
    })),
    additional_information: text(values.additional_information),
    commission_bp: percentToBp(values.commission_percent),
    free_cancellation: text(values.free_cancellation),
    direct_contact: values.direct_contact ?? null,
    direct_contact_comment: text(values.direct_contact_comment),
    same_price: values.same_price ?? null,
    same_price_comment: text(values.same_price_comment),
    responded_accordingly: values.responded_accordingly ?? null,
    responder_name: text(values.responder_name),
    responder_phone: text(values.responder_phone),
    responder_email: text(values.responder_email),
    comments: text(values.comments),
  };
}

/** A line's totals from what the form holds now. */
export function liveLineAmounts(line: QuoteLine, values: LineValues, basis: Schemas['VatBasis']): Amounts | null {
  return lineAmounts(
    { quantity: values.offered_quantity, price: values.price, discountBp: percentToBp(values.discount_percent), vatRateBp: line.vat_rate_bp },
    basis,
  );
}

/** Whether the form's line holds exactly what the server saved (then the server's totals are shown). */
export function lineUnchanged(line: QuoteLine, values: LineValues | undefined): boolean {
  if (!values) return true;
  const saved = toLineValues(line);
  return (
    values.offered_quantity === saved.offered_quantity &&
    (values.ordinary_price ?? null) === saved.ordinary_price &&
    (values.price ?? null) === saved.price &&
    (values.discount_percent ?? null) === saved.discount_percent &&
    // The quantity the server used: what it saved, or what was asked while nothing was offered yet.
    line.offered_quantity !== null
  );
}

/** The totals a line shows: the server's while it is as the server saved it, else the same arithmetic live. */
export function shownLineAmounts(line: QuoteLine, values: LineValues | undefined, basis: Schemas['VatBasis']): Amounts | null {
  if (!values || lineUnchanged(line, values)) {
    return { exVat: line.total_ex_vat, vat: line.total_inc_vat - line.total_ex_vat, incVat: line.total_inc_vat };
  }
  return liveLineAmounts(line, values, basis);
}

export interface QuoteAmounts {
  lines: (Amounts | null)[];
  totals: Amounts | null;
}

/**
 * The totals to show: the server's for every line still as it saved it, the same arithmetic live
 * for a line being changed, and their sum (the server's own totals when nothing changed).
 */
export function quoteAmounts(quote: Quote, lines: readonly LineValues[] | undefined): QuoteAmounts {
  const amounts = quote.lines.map((line, index) => shownLineAmounts(line, lines?.[index], quote.vat_basis));
  const changed = quote.lines.some((line, index) => {
    const values = lines?.[index];
    return values !== undefined && !lineUnchanged(line, values);
  });
  const totals = changed
    ? sumAmounts(amounts)
    : { exVat: quote.totals.ex_vat, vat: quote.totals.vat, incVat: quote.totals.inc_vat };
  return { lines: amounts, totals };
}

/** A field the server named in a 422, as the form's field (a path into lines or halls), or where it goes instead. */
export type ServerFieldTarget =
  | { kind: 'field'; name: (string | number)[] }
  | { kind: 'prices' }
  | { kind: 'file' }
  | { kind: 'other' };

const LINE_FIELDS: Record<string, string> = {
  offered_quantity: 'offered_quantity',
  ordinary_price: 'ordinary_price',
  price: 'price',
  discount_bp: 'discount_percent',
  courses: 'courses',
};
const HALL_FIELDS = ['name', 'size_sqm', 'capacity', 'seating', 'comment'];

/**
 * Where the server's message about `name` goes: `lines.3.price` on that line's price,
 * `halls.0.name` on that hall's name, `commission_bp` on the commission in percent; a message on
 * the prices as a whole (`lines`, `price`, `total…`) under the table of lines, `file` by the files.
 */
export function serverFieldTarget(name: string): ServerFieldTarget {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(name);
  if (line && LINE_FIELDS[line[2]!]) return { kind: 'field', name: ['lines', Number(line[1]), LINE_FIELDS[line[2]!]!] };
  const hall = /^halls\.(\d+)\.(\w+)$/.exec(name);
  if (hall && HALL_FIELDS.includes(hall[2]!)) return { kind: 'field', name: ['halls', Number(hall[1]), hall[2]!] };
  if (name === 'commission_bp') return { kind: 'field', name: ['commission_percent'] };
  if ((ANSWER_FIELDS as readonly string[]).includes(name)) return { kind: 'field', name: [name] };
  if (name === 'lines' || name.startsWith('lines.') || name === 'price' || name.startsWith('total')) return { kind: 'prices' };
  if (name === 'file' || name === 'kind') return { kind: 'file' };
  return { kind: 'other' };
}

export type FieldErrors = Record<string, Message>;

/** A 422's messages sorted by where the form shows them: next to a field, under the lines (the first about prices), above the buttons. */
export function sortServerErrors(fieldErrors: FieldErrors, language: Language) {
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  const others: Message[] = [];
  let prices: Message | null = null;
  for (const [name, message] of Object.entries(fieldErrors)) {
    const target = serverFieldTarget(name);
    if (target.kind === 'field') fields.push({ name: target.name, errors: [pickMessage(message, language)] });
    else if (target.kind === 'prices') prices ??= message;
    else others.push(message);
  }
  return { fields, prices, others };
}
