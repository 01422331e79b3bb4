// The quote's rules without a database: which lines a request makes, a line's arithmetic, what
// a submit needs, and what a caller may do with a quote now.
import type { Schemas } from '../../core/contract.js';
import { exToInc, incToEx, lineTotal, type BasisPoints, type Ore } from '../../core/money/money.js';
import type { VatKind } from '../../core/money/schema.js';
import type { Transitions } from '../../core/state/transitions.js';
import type { LocalizedText } from '../../core/types.js';
import type { QuoteLineKind } from './schema.js';

type QuoteStatus = Schemas['QuoteStatus'];
type VatBasis = Schemas['VatBasis'];

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Days of the event, first and last included (1 for a one-day event). */
export function eventDays(startDate: string | null, endDate: string | null): number {
  if (!startDate) return 1;
  const end = endDate ?? startDate;
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
  return Math.max(1, days);
}

/** Nights of the stay: an overnight conference has at least one, a day conference none between its days' ends. */
export function eventNights(conferenceType: string | null, startDate: string | null, endDate: string | null): number {
  const days = eventDays(startDate, endDate);
  return conferenceType === 'overnight' ? Math.max(1, days - 1) : days - 1;
}

export type QuoteLineUnit = Schemas['QuoteLineUnit'];

/** A row of the request as the lines are made from it (`opportunity_items`). */
export interface RequestItemForLines {
  id: number;
  kind: 'meal' | 'conference_room' | 'product';
  name: string;
  day: string | null;
  /** Persons (the admin's form asks for persons on every row). */
  quantity: number;
  /** The row's price per person from the catalogue (öre); 0 when it is priced as a whole. */
  pricePerPerson: number;
  minimumPrice: number;
  startPrice: number;
}

export interface RequestForLines {
  conferenceType: string | null;
  startDate: string | null;
  endDate: string | null;
  participants: number | null;
  singleRooms: number;
  doubleRooms: number;
  conferenceRoomSize: number | null;
  items: RequestItemForLines[];
}

export interface NewLine {
  position: number;
  kind: QuoteLineKind;
  itemId: number | null;
  name: string;
  day: string | null;
  vatKind: VatKind;
  unit: QuoteLineUnit;
  requestedQuantity: number;
}

const VAT_KIND_OF: Record<QuoteLineKind, VatKind> = {
  single_room: 'accommodation',
  double_room: 'accommodation',
  conference_room: 'conference',
  meal: 'food',
  product: 'other',
};

/**
 * What one request row asks, in its unit: the one rule for every view (issue 27 §1).
 * - A conference room: the room on its day, or every day (room_day) — unless it is a package
 *   priced per person ("Heldagskonferens", 695 kr/person), which counts its persons once (person).
 * - A meal: its persons on its day (person), or every day (person_day: persons × days).
 * - A product is one-off, whatever its day: its persons (person) when it is priced per person or
 *   not priced at all, one piece (piece) when the catalogue prices it only as a whole.
 */
export function requestedOfItem(item: RequestItemForLines, days: number): { unit: QuoteLineUnit; quantity: number } {
  const perPerson = item.pricePerPerson > 0;
  const pricedAsWhole = !perPerson && (item.startPrice > 0 || item.minimumPrice > 0);
  if (item.kind === 'conference_room') {
    if (perPerson) return { unit: 'person', quantity: item.quantity };
    return { unit: 'room_day', quantity: item.day ? 1 : days };
  }
  if (item.kind === 'meal') return item.day ? { unit: 'person', quantity: item.quantity } : { unit: 'person_day', quantity: item.quantity * days };
  return pricedAsWhole ? { unit: 'piece', quantity: 1 } : { unit: 'person', quantity: item.quantity };
}

/**
 * The lines a request makes (PIPELINE.md): single and double rooms × nights; each conference
 * room asked for (or one of the requested size when none is listed) per day; each row in the
 * unit `requestedOfItem` gives it.
 */
export function linesFromRequest(request: RequestForLines): NewLine[] {
  const days = eventDays(request.startDate, request.endDate);
  const nights = eventNights(request.conferenceType, request.startDate, request.endDate);
  const lines: Omit<NewLine, 'position'>[] = [];
  const add = (kind: QuoteLineKind, name: string, unit: QuoteLineUnit, requestedQuantity: number, itemId: number | null = null, day: string | null = null) => {
    lines.push({ kind, itemId, name, day, vatKind: VAT_KIND_OF[kind], unit, requestedQuantity });
  };
  if (request.singleRooms > 0 && nights > 0) add('single_room', 'Enkelrum', 'room_night', request.singleRooms * nights);
  if (request.doubleRooms > 0 && nights > 0) add('double_room', 'Dubbelrum', 'room_night', request.doubleRooms * nights);
  const rooms = request.items.filter((item) => item.kind === 'conference_room');
  if (rooms.length === 0 && request.conferenceRoomSize !== null) add('conference_room', 'Konferenslokal', 'room_day', days);
  for (const kind of ['conference_room', 'meal', 'product'] as const) {
    for (const item of request.items.filter((candidate) => candidate.kind === kind)) {
      const { unit, quantity } = requestedOfItem(item, days);
      add(kind, item.name, unit, quantity, item.id, item.day);
    }
  }
  return lines.map((line, position) => ({ ...line, position }));
}

export interface LineValues {
  requestedQuantity: number;
  offeredQuantity: number | null;
  price: Ore | null;
  discountBp: BasisPoints;
}

/**
 * One line's totals: (offered quantity, or the requested one) × price − the discount (basis
 * points of that, rounded on its own), in the request's VAT basis; the other side by the line's
 * VAT rate. Each rounded to whole öre, half away from zero. A line without a price is zero.
 */
export function priceLineValues(line: LineValues, rate: BasisPoints, basis: VatBasis): { exVat: Ore; incVat: Ore } {
  if (line.price === null) return { exVat: 0, incVat: 0 };
  const net = lineTotal({
    quantity: line.offeredQuantity ?? line.requestedQuantity,
    unitPrice: line.price,
    discount: line.discountBp > 0 ? { rate: line.discountBp } : null,
  });
  return basis === 'inc' ? { exVat: incToEx(net, rate), incVat: net } : { exVat: net, incVat: exToInc(net, rate) };
}

/** The quote's totals: sums of the lines, each rounded on its own. */
export function totalsOfLines(lines: readonly { totalExVat: Ore; totalIncVat: Ore }[]): Schemas['QuoteTotals'] {
  let exVat = 0;
  let incVat = 0;
  for (const line of lines) {
    exVat += line.totalExVat;
    incVat += line.totalIncVat;
  }
  return { ex_vat: exVat, vat: incVat - exVat, inc_vat: incVat };
}

export const quoteMessages = {
  saved: { en: 'Quote saved', sw: 'Offerten har sparats' },
  submitted: { en: 'Quote submitted', sw: 'Offerten har skickats' },
  denied: { en: 'You have declined to quote', sw: 'Ni har avböjt att lämna offert' },
  deadline: { en: 'Response deadline updated', sw: 'Svarstiden har ändrats' },
  fileAdded: { en: 'File added', sw: 'Filen har lagts till' },
  fileRemoved: { en: 'File removed', sw: 'Filen har tagits bort' },
  // SPEC §8: the client adds 'the quote may have been updated or the request cancelled'.
  missing: { en: 'Quote does not exists.', sw: 'Offerten finns inte.' },
  fileMissing: { en: 'The file is not on this quote', sw: 'Filen finns inte på offerten' },
  alreadySubmitted: { en: 'This quote is already submitted', sw: 'Offerten är redan skickad' },
  cannotEdit: { en: "You can't edit after you submit", sw: 'Offerten kan inte ändras efter att den skickats' },
  closed: {
    en: 'The request is no longer open for quotes.',
    sw: 'Förfrågan tar inte längre emot offerter.',
  },
  answered: { en: 'The venue has already answered.', sw: 'Anläggningen har redan svarat.' },
  respondedAccordingly: { en: 'Please select Yes inside your response', sw: 'Välj Ja i ert svar' },
  required: { en: 'Fill in this field.', sw: 'Fyll i det här fältet.' },
  email: { en: 'Enter a valid email address.', sw: 'Ange en giltig e-postadress.' },
  price: { en: 'Enter a price ex VAT.', sw: 'Ange ett pris exklusive moms.' },
  lineMissing: { en: 'The line is not on this quote.', sw: 'Raden finns inte på offerten.' },
  tooManyImages: { en: 'A quote holds at most 3 images.', sw: 'En offert kan ha högst 3 bilder.' },
  reason: { en: 'Tell us why you decline.', sw: 'Berätta varför ni avböjer.' },
  deadlinePast: { en: 'Choose today or a later day.', sw: 'Välj i dag eller en senare dag.' },
} satisfies Record<string, LocalizedText>;

export interface SubmitCheck {
  responderName: string | null;
  responderPhone: string | null;
  responderEmail: string | null;
  respondedAccordingly: boolean | null;
  totalExVat: Ore;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** What a submit still lacks, field by field (SPEC §5). */
export function missingForSubmit(check: SubmitCheck): [string, LocalizedText][] {
  const missing: [string, LocalizedText][] = [];
  if (!check.responderName?.trim()) missing.push(['responder_name', quoteMessages.required]);
  if (!check.responderPhone?.trim()) missing.push(['responder_phone', quoteMessages.required]);
  if (!check.responderEmail?.trim()) missing.push(['responder_email', quoteMessages.required]);
  if (check.totalExVat <= 0) missing.push(['lines', quoteMessages.price]);
  if (check.respondedAccordingly !== true) missing.push(['responded_accordingly', quoteMessages.respondedAccordingly]);
  return missing;
}

/** A quote the venue can still change: not answered, and its opportunity still open. */
export function isAnswerable(status: QuoteStatus, opportunityStatus: string): boolean {
  return (status === 'new' || status === 'saved') && opportunityStatus === 'open';
}

/** Why a quote cannot be changed now (409), in SPEC §8's words. */
export function whyNotAnswerable(status: QuoteStatus, opportunityStatus: string): LocalizedText {
  if (status === 'submitted') return quoteMessages.alreadySubmitted;
  if (status === 'denied' || status === 'won' || status === 'lost') return quoteMessages.cannotEdit;
  if (opportunityStatus !== 'open') return quoteMessages.closed;
  return quoteMessages.cannotEdit;
}

export function quoteActions(status: QuoteStatus, opportunityStatus: string, admin: boolean): Schemas['QuoteActions'] {
  const answerable = isAnswerable(status, opportunityStatus);
  return { edit: answerable, submit: answerable, deny: answerable, extend_deadline: admin && answerable };
}

/** Not answered and the last day to answer is before today (dates in Stockholm). */
export function isOverdue(status: QuoteStatus, deadline: string | null, today: string): boolean {
  return (status === 'new' || status === 'saved') && deadline !== null && deadline < today;
}

/** The day `days` after `from` (YYYY-MM-DD). */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The partner's tabs (SPEC §2 /p-quotes) as quote states. Preliminary bookings arrive with their issue. */
export const PARTNER_TAB_STATES: Record<Schemas['PartnerQuoteTab'], QuoteStatus[]> = {
  waiting: ['new', 'saved', 'submitted'],
  // Not by the quote's state: the quotes whose latest preliminary booking is requested, held or
  // confirmed (listQuotes' `preliminary`).
  preliminary: [],
  accepted: ['won'],
  denied: ['denied'],
  lost: ['lost'],
};

/** Median of a list of numbers (null for none). */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How a venue sees a request: `#<opportunity id> · <town>` (else the region), never the
 * opportunity's name, which is often the customer's.
 */
export function venueRequestTitle(opportunityId: number, cityName: string | null, regionName: string | null): string {
  return `#${opportunityId}${cityName ? ` · ${cityName}` : regionName ? ` · ${regionName}` : ''}`;
}

// ---- Transitions ---------------------------------------------------------------------------

export type QuoteAction = 'save' | 'submit' | 'deny' | 'win' | 'lose' | 'unwin' | 'restore_new' | 'restore_saved' | 'restore_submitted';

/** The venue: its partner user, an admin for it, or an outside venue through its link. */
const VENUE = [1, 2, 'link'] as const;

/**
 * new → saved (the venue's draft) → submitted or denied (the venue's answer); on the opportunity's
 * win the winner's submitted quote is won and every other in play lost (remembering its state);
 * reverting the win takes won back to submitted and lost back to the state it had (one action per
 * state, so the table stays a table).
 */
export const quoteTransitions: Transitions<QuoteStatus, QuoteAction> = {
  save: { from: ['new', 'saved'], to: 'saved', roles: VENUE },
  submit: { from: ['new', 'saved'], to: 'submitted', roles: VENUE },
  deny: { from: ['new', 'saved'], to: 'denied', roles: VENUE },
  win: { from: ['submitted'], to: 'won', roles: [1] },
  lose: { from: ['new', 'saved', 'submitted'], to: 'lost', roles: [1] },
  unwin: { from: ['won'], to: 'submitted', roles: [1] },
  restore_new: { from: ['lost'], to: 'new', roles: [1] },
  restore_saved: { from: ['lost'], to: 'saved', roles: [1] },
  restore_submitted: { from: ['lost'], to: 'submitted', roles: [1] },
};

