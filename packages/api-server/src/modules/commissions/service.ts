import type { Readable } from 'node:stream';
import type { AppContext } from '../../core/context.js';
import type { BodyOf, QueryOf, Schemas } from '../../core/contract.js';
import { isAdmin, scopeAccountId, type Caller } from '../../core/auth/caller.js';
import type { ActivityEntry, NewNotification } from '../../core/audit/audit.js';
import { csvStream, inBatches } from '../../core/csv.js';
import { addDays, todayIn } from '../../core/dates.js';
import type { Db, Tx } from '../../core/db/client.js';
import { pageMeta, searchTerm } from '../../core/db/paging.js';
import { conflict, FieldErrorBag, fieldError, notFound, ValidationError } from '../../core/errors.js';
import { formatSek } from '../../core/money/money.js';
import { changeState, changeStateIn, type StateChange } from '../../core/state/change-state.js';
import { nextState, type StateActor } from '../../core/state/transitions.js';
import { MAX_UPLOAD_BYTES, type UploadedFile } from '../../core/storage/uploads.js';
import type { Language, LocalizedText } from '../../core/types.js';
import { reissueLink } from '../../core/links/links.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import { venueContact } from '../bidders/service.js';
import { deleteFiles, fileMessages, fileUrl, removeStored, uploadDocument, uploadImage } from '../files/service.js';
import { venueRequestTitle } from '../quotes/service.js';
import { commissionReminderSettings } from '../settings/service.js';
import {
  addEvent,
  clearConducted,
  dashboardSums,
  deleteCommissionOf,
  dueCommissions,
  eventsOf,
  exportBatch,
  findCommission,
  insertCommission,
  invoiceFileOf,
  linesOf,
  listCommissions as listRows,
  searchedCommissionPage,
  lockCommission,
  setConducted,
  setInvoiceFile,
  sumsByStatus,
  updateCommission,
  quotesForCommission,
  type CommissionLineRow,
  type CommissionRow,
  type CommissionView,
  type QuoteForCommission,
} from './repository.js';
import {
  amountOf,
  commissionActions,
  commissionMessages,
  commissionTransitions,
  computeLine,
  conflictMessage,
  daysBetween,
  differenceOf,
  FILTER_STATUSES,
  kronor,
  nextReminderAt,
  orderOf,
  quoteTotals,
  ratesFor,
  reportedAmount,
  reportProblems,
  TAB_STATUSES,
  type CommissionAction,
  type CommissionRates,
  type CommissionStatus,
} from './rules.js';
import { commissions } from './schema.js';

export { commissionMessages } from './rules.js';

type CommissionDto = Schemas['Commission'];
type ListItem = Schemas['CommissionListItem'];
type ReportInput = BodyOf<'reportCommission'>;

/**
 * Who reads or reports a commission: a signed-in user (`Caller`), or the holder of an outside
 * venue's `commission_report` link, which reaches that one commission and nothing else.
 */
export interface CommissionLinkHolder {
  linkedCommissionId: number;
}
export type CommissionActor = Caller | CommissionLinkHolder;

const isLinkHolder = (actor: CommissionActor): actor is CommissionLinkHolder => 'linkedCommissionId' in actor;
const roleOf = (actor: CommissionActor): StateActor => (isLinkHolder(actor) ? 'link' : actor.role);
/** The user behind a change; null for a link's holder (the outside venue has no user). */
const userIdOf = (actor: CommissionActor): number | null => (isLinkHolder(actor) ? null : actor.userId);
const adminOf = (actor: CommissionActor): boolean => !isLinkHolder(actor) && isAdmin(actor);

const ratesOf = (row: CommissionRow): CommissionRates => ({ commissionBp: row.commissionBp, mealsBp: row.mealsBp });

const titleFor = (view: CommissionView, admin: boolean): string =>
  admin ? view.opportunityName : venueRequestTitle(view.commission.opportunityId, view.cityName, view.regionName);

// ---- Made on win, removed on revert (the opportunities domain, in its transaction) --------

/**
 * What a quote earns us: one line per quote line, at the quote's percent (else the account's),
 * meals at the account's meals percent when its type includes meals.
 */
function commissionOfQuote(quote: QuoteForCommission) {
  const type = quote.accountId === null ? null : quote.accountType;
  const rates = ratesFor(quote.quoteBp, quote.accountId === null ? null : { commissionBp: quote.accountBp, mealsBp: quote.accountMealsBp, type });
  const lines = quote.lines.map((line, position) => ({
    position,
    kind: line.kind,
    name: line.name,
    day: line.day,
    vatKind: line.vatKind,
    unit: line.unit,
    discountBp: line.discountBp,
    quantityInQuote: line.offeredQuantity ?? line.requestedQuantity,
    quantityConducted: null,
    baseQuote: line.totalExVat,
  }));
  return { rates, type, lines, totals: quoteTotals(lines.map((line) => computeLine(line, rates)), type) };
}

/** What the commission would be if a venue won, per bidder of the opportunity (the comparison of its quotes). */
export interface ExpectedCommission {
  commissionBp: number;
  mealsBp: number;
  /** The base ex VAT and the commission on it, öre. */
  base: number;
  amount: number;
}

/** The commission each quote of an opportunity would make on a win, by bidder: the same arithmetic as the win's. */
export async function expectedCommissions(db: Db, opportunityId: number): Promise<Map<number, ExpectedCommission>> {
  const found = await quotesForCommission(db, opportunityId);
  return new Map(
    found.map((quote) => {
      const { rates, totals } = commissionOfQuote(quote);
      return [quote.bidderId, { commissionBp: rates.commissionBp, mealsBp: rates.mealsBp, base: totals.quoteBase, amount: totals.quoteAmount }];
    }),
  );
}

/** In the win's transaction: the commission of the winning venue's quote, upcoming (`commissionOfQuote`). */
export async function createCommissionOnWin(tx: Tx, byUserId: number | null, opportunityId: number, bidderId: number): Promise<number> {
  const [won] = await quotesForCommission(tx.db, opportunityId, bidderId);
  if (!won) throw new Error(`The winning quote of opportunity ${opportunityId} was not found`);
  const { rates, type, lines, totals } = commissionOfQuote(won);
  const id = await insertCommission(
    tx.db,
    {
      opportunityId,
      bidderId,
      quoteId: won.quoteId,
      accountId: won.accountId,
      status: 'upcoming',
      eventStart: won.startDate,
      eventEnd: won.endDate ?? won.startDate,
      participants: won.participants,
      commissionType: type,
      commissionBp: rates.commissionBp,
      mealsBp: rates.mealsBp,
      quoteBase: totals.quoteBase,
      quoteAmount: totals.quoteAmount,
      searchText: `${won.opportunityName} ${won.venueName}`.toLowerCase(),
    },
    lines,
  );
  await addEvent(tx.db, id, byUserId, 'created', null);
  return id;
}

/** In a revert's transaction: the won opportunity's commission goes (its lines and history with it). */
export async function removeCommissionOnRevert(tx: Tx, opportunityId: number): Promise<void> {
  await deleteCommissionOf(tx.db, opportunityId);
}

// ---- Reading -----------------------------------------------------------------------------

/**
 * The commission if the actor may see it: an admin any, a partner only its own venue's, a link's
 * holder only the link's commission of an outside venue (a partner reports behind its login);
 * anything else is the same 404 as a commission that does not exist.
 */
async function visibleOrThrow(db: Db, actor: CommissionActor, id: number): Promise<CommissionView> {
  if (isLinkHolder(actor) && actor.linkedCommissionId !== id) throw notFound(commissionMessages.missing);
  const view = await findCommission(db, id);
  if (!view) throw notFound(commissionMessages.missing);
  if (isLinkHolder(actor)) {
    if (view.commission.accountId !== null) throw notFound(commissionMessages.missing);
    return view;
  }
  const scope = scopeAccountId(actor);
  if (scope !== null && view.commission.accountId !== scope) throw notFound(commissionMessages.missing);
  return view;
}

/** The venue's own events in the history: an outside venue reports through its link, without a user. */
const VENUE_EVENTS = new Set<string>(['reported', 'rescheduled']);

function lineDto(line: CommissionLineRow, rates: CommissionRates): Schemas['CommissionLine'] {
  return {
    id: line.id,
    kind: line.kind,
    name: line.name,
    day: line.day,
    unit: line.unit,
    discount_bp: line.discountBp,
    quantity_in_quote: line.quantityInQuote,
    quantity_conducted: line.quantityConducted,
    ...computeLine(line, rates),
  };
}

const iso = (date: Date | null): string | null => (date === null ? null : new Date(date).toISOString());

async function toDto(db: Db, view: CommissionView, actor: CommissionActor): Promise<CommissionDto> {
  const row = view.commission;
  const [lines, events, file] = await Promise.all([linesOf(db, row.id), eventsOf(db, row.id), invoiceFileOf(db, row.invoiceFileId)]);
  const amount = amountOf(row);
  return {
    id: row.id,
    opportunity_id: row.opportunityId,
    title: titleFor(view, adminOf(actor)),
    account_id: row.accountId,
    venue_name: view.venueName,
    bidder_id: row.bidderId,
    quote_id: row.quoteId,
    status: row.status,
    event_start: row.eventStart,
    event_end: row.eventEnd,
    participants: row.participants,
    commission_type: row.commissionType,
    commission_bp: row.commissionBp,
    meals_bp: row.mealsBp,
    quote_base: row.quoteBase,
    quote_amount: row.quoteAmount,
    reported_amount: row.reportedAmount,
    final_amount: row.finalAmount,
    amount,
    difference: differenceOf(row.status, amount, row.quoteAmount),
    invoiced_on_quote: row.invoicedOnQuote,
    booking_status: row.bookingStatus,
    rescheduled_date: row.rescheduledDate,
    fee_ex_vat: row.feeExVat,
    invoice_information: row.invoiceInformation,
    comment: row.comment,
    invoice_copy: file
      ? { id: file.id, name: row.invoiceFileName ?? 'invoice', url: fileUrl(file.key), content_type: file.contentType, size: file.size }
      : null,
    reported_at: iso(row.reportedAt),
    // An outside venue's report through its link has no user: the venue reported it.
    reported_by: view.reportedByName ?? (row.reportedAt !== null && row.accountId === null ? view.venueName : null),
    invoiced_at: iso(row.invoicedAt),
    received_at: iso(row.receivedAt),
    reminders_sent: row.remindersSent,
    next_reminder_at: iso(row.nextReminderAt),
    final_reason: row.finalReason,
    lines: lines.map((line) => lineDto(line, ratesOf(row))),
    history: events.map((event) => ({
      at: new Date(event.at).toISOString(),
      by: event.by ?? (row.accountId === null && VENUE_EVENTS.has(event.event) ? view.venueName : null),
      event: event.event,
      text: event.text,
    })),
    actions: commissionActions(row.status, roleOf(actor)),
  };
}

export async function getCommission(ctx: AppContext, actor: CommissionActor, id: number, db: Db = ctx.database.db): Promise<CommissionDto> {
  return toDto(db, await visibleOrThrow(db, actor, id), actor);
}

function toListItem(view: CommissionView, admin: boolean): ListItem {
  const row = view.commission;
  const amount = amountOf(row);
  return {
    id: row.id,
    opportunity_id: row.opportunityId,
    title: titleFor(view, admin),
    account_id: row.accountId,
    venue_name: view.venueName,
    status: row.status,
    event_start: row.eventStart,
    event_end: row.eventEnd,
    quote_amount: row.quoteAmount,
    amount,
    difference: differenceOf(row.status, amount, row.quoteAmount),
    booking_status: row.bookingStatus,
    invoiced_on_quote: row.invoicedOnQuote,
    reminders_sent: row.remindersSent,
    reported_at: iso(row.reportedAt),
    invoiced_at: iso(row.invoicedAt),
    received_at: iso(row.receivedAt),
  };
}

type Sum = Schemas['CommissionSum'];

function sumOf(sums: Map<CommissionStatus, Sum>, statuses: readonly CommissionStatus[] | null): Sum {
  let count = 0;
  let amount = 0;
  for (const [status, sum] of sums) {
    if (statuses === null || statuses.includes(status)) {
      count += sum.count;
      amount += sum.amount;
    }
  }
  return { count, amount };
}

/** The admin's list: a filter, a search in the opportunity's and venue's names, and every filter's count and sum. */
export async function listCommissions(ctx: AppContext, input: QueryOf<'getCommissions'>): Promise<Schemas['CommissionPage']> {
  const db = ctx.database.db;
  const page = input.page ?? 1;
  const perPage = Math.min(input.per_page ?? 20, 100);
  const statuses = FILTER_STATUSES[input.filter ?? 'all'];
  const search = searchTerm(input.search);
  const query = { statuses, accountId: null, order: orderOf(statuses) };
  // With a search its sums by status count the same matches: one pass over them, not two.
  const [listed, sums] = await Promise.all([
    search === undefined ? listRows(db, { ...query, search }, page, perPage) : searchedCommissionPage(db, { ...query, search }, page, perPage),
    sumsByStatus(db, null, search),
  ]);
  const rows = Array.isArray(listed) ? listed : listed.rows;
  const total = Array.isArray(listed) ? sumOf(sums, statuses).count : listed.total;
  return {
    data: { ...pageMeta(page, perPage, total, rows.length), data: rows.map((row) => toListItem(row, true)) },
    summary: {
      new_to_report: sumOf(sums, FILTER_STATUSES.new_to_report),
      upcoming: sumOf(sums, FILTER_STATUSES.upcoming),
      pending: sumOf(sums, FILTER_STATUSES.pending),
      received: sumOf(sums, FILTER_STATUSES.received),
      all: sumOf(sums, null),
    },
  };
}

/** The venue's list (an admin in the partner portal sees every venue's), with each tab's count. */
export async function listPartnerCommissions(ctx: AppContext, caller: Caller, input: QueryOf<'getPartnerCommissions'>): Promise<Schemas['PartnerCommissionPage']> {
  const db = ctx.database.db;
  const page = input.page ?? 1;
  const perPage = Math.min(input.per_page ?? 20, 100);
  const statuses = TAB_STATUSES[input.tab ?? 'to_report'];
  const accountId = scopeAccountId(caller);
  const [{ rows, total }, sums] = await Promise.all([
    listRows(db, { statuses, accountId, order: orderOf(statuses) }, page, perPage),
    sumsByStatus(db, accountId, undefined),
  ]);
  return {
    data: { ...pageMeta(page, perPage, total, rows.length), data: rows.map((row) => toListItem(row, isAdmin(caller))) },
    summary: {
      to_report: sumOf(sums, TAB_STATUSES.to_report).count,
      upcoming: sumOf(sums, TAB_STATUSES.upcoming).count,
      submitted: sumOf(sums, TAB_STATUSES.submitted).count,
    },
  };
}

export async function commissionSummary(ctx: AppContext): Promise<Schemas['CommissionSummaryEnvelope']['data']> {
  return dashboardSums(ctx.database.db);
}

export const COMMISSION_COLUMNS = [
  'id',
  'opportunity_id',
  'opportunity_name',
  'venue_name',
  'status',
  'event_start',
  'event_end',
  'booking_status',
  'commission_percent',
  'quote_base',
  'quote_amount',
  'reported_amount',
  'final_amount',
  'amount',
  'difference',
  'invoiced_on_quote',
  'reported_at',
  'invoiced_at',
  'received_at',
] as const;

/** The CSV of a filter and search, amounts in kronor with two decimals. */
export function exportCommissions(ctx: AppContext, input: QueryOf<'exportCommissions'>): Readable {
  const query = { statuses: FILTER_STATUSES[input.filter ?? 'all'], accountId: null, search: searchTerm(input.search) };
  const fetch = async (afterId: number, limit: number) =>
    (await exportBatch(ctx.database.db, query, afterId, limit)).map((view) => {
      const row = view.commission;
      const amount = amountOf(row);
      return {
        id: row.id,
        opportunity_id: row.opportunityId,
        opportunity_name: view.opportunityName,
        venue_name: view.venueName,
        status: row.status,
        event_start: row.eventStart ?? '',
        event_end: row.eventEnd ?? '',
        booking_status: row.bookingStatus ?? '',
        commission_percent: (row.commissionBp / 100).toFixed(2),
        quote_base: kronor(row.quoteBase),
        quote_amount: kronor(row.quoteAmount),
        reported_amount: kronor(row.reportedAmount),
        final_amount: kronor(row.finalAmount),
        amount: kronor(amount),
        difference: kronor(differenceOf(row.status, amount, row.quoteAmount)),
        invoiced_on_quote: row.invoicedOnQuote ? 'true' : 'false',
        reported_at: iso(row.reportedAt) ?? '',
        invoiced_at: iso(row.invoicedAt) ?? '',
        received_at: iso(row.receivedAt) ?? '',
      };
    });
  return csvStream(COMMISSION_COLUMNS, inBatches(fetch));
}

// ---- Changes -----------------------------------------------------------------------------

/** One state change of the table: the row compare-and-set, the effects in its transaction. */
/** The change's fixed parts: the commissions table, its transitions and messages. */
function commissionChange(
  id: number,
  action: CommissionAction,
  set: Record<string, unknown>,
  effects?: (tx: Tx, row: CommissionRow, from: CommissionStatus) => Promise<{ activity?: ActivityEntry; notifications?: NewNotification[] } | void>,
  from?: CommissionStatus,
): StateChange<CommissionRow, CommissionStatus, CommissionAction> {
  return {
    table: commissions,
    idColumn: commissions.id,
    stateColumn: commissions.status,
    stateKey: 'status',
    touchUpdatedAt: true,
    id,
    action,
    transitions: commissionTransitions,
    messages: { missing: commissionMessages.missing, conflict: (state) => conflictMessage(action, state) },
    set,
    ...(effects ? { effects } : {}),
    ...(from ? { from } : {}),
  };
}

function change(
  ctx: AppContext,
  actor: CommissionActor,
  id: number,
  action: CommissionAction,
  set: Record<string, unknown>,
  effects: (tx: Tx, row: CommissionRow, from: CommissionStatus) => Promise<{ activity?: ActivityEntry; notifications?: NewNotification[] } | void>,
): Promise<CommissionRow> {
  const stateChange = commissionChange(id, action, set, effects);
  if (isLinkHolder(actor)) return ctx.database.transaction((tx) => changeStateIn(tx, 'link', stateChange));
  return changeState(ctx, actor, stateChange);
}

/** 409 now, before any other check, when the action cannot leave the state the commission is in. */
function assertCan(action: CommissionAction, status: CommissionStatus): void {
  if (nextState(commissionTransitions, action, status) === undefined) throw conflict(conflictMessage(action, status));
}

/** The owner's notification ('Commission'; every admin when the opportunity has none) and the opportunity's activity entry. */
function reportedEffects(view: CommissionView, actor: CommissionActor, message: LocalizedText): { activity: ActivityEntry; notifications: NewNotification[] } {
  const row = view.commission;
  const link = portalPaths.commission(row.id);
  return {
    notifications: [
      {
        type: 'commission.reported',
        notifiableType: 'Commission',
        notifiableId: row.id,
        userId: view.ownerId,
        data: { source: 'Commission', message, opportunity_id: row.opportunityId, link },
      },
    ],
    activity: {
      logName: 'Opportunity',
      event: 'commission_reported',
      subjectType: 'Opportunity',
      subjectId: row.opportunityId,
      causerId: userIdOf(actor),
      properties: { name: view.opportunityName, account: { name: view.venueName } },
      accountId: row.accountId,
      link,
    },
  };
}

/**
 * The venue's report (or an admin's for it): conducted, cancelled with or without a fee →
 * reported with its amount; rescheduled → upcoming again on the new date. Every missing or wrong
 * value is a 422 on its field, with nothing kept.
 */
export async function reportCommission(ctx: AppContext, actor: CommissionActor, id: number, input: ReportInput): Promise<{ data: CommissionDto; message: LocalizedText }> {
  const db = ctx.database.db;
  const view = await visibleOrThrow(db, actor, id);
  const row = view.commission;
  const reschedule = input.booking_status === 'rescheduled';
  const action: CommissionAction = reschedule ? 'reschedule' : 'report';
  assertCan(action, row.status);
  const lines = await linesOf(db, id);
  const errors = new FieldErrorBag();
  for (const [field, message] of reportProblems(input, lines.map((line) => line.id), todayIn())) errors.add(field, message);
  errors.throwIfAny();

  const comment = input.comment?.trim() || null;
  if (reschedule) {
    const date = input.rescheduled_date!;
    const shift = row.eventEnd ? daysBetween(row.eventEnd, date) : 0;
    const start = row.eventStart ? addDays(row.eventStart, shift) : date;
    await change(
      ctx,
      actor,
      id,
      'reschedule',
      {
        eventStart: start <= date ? start : date,
        eventEnd: date,
        bookingStatus: 'rescheduled',
        rescheduledDate: date,
        feeExVat: null,
        reportedAmount: null,
        comment,
        askedAt: null,
        remindersSent: 0,
        nextReminderAt: null,
      },
      async (tx) => {
        await clearConducted(tx.db, id);
        await addEvent(tx.db, id, userIdOf(actor), 'rescheduled', date);
        return reportedEffects(view, actor, {
          en: `${view.venueName} rescheduled ${view.opportunityName} to ${date}`,
          sw: `${view.venueName} har bokat om ${view.opportunityName} till ${date}`,
        });
      },
    );
    return { data: await getCommission(ctx, actor, id), message: commissionMessages.rescheduled };
  }

  const outcome = input.booking_status as Exclude<typeof input.booking_status, 'rescheduled'>;
  const quantities = new Map<number, number | null>(
    outcome === 'conducted' ? (input.lines ?? []).map((line) => [line.id, line.quantity_conducted]) : lines.map((line) => [line.id, null]),
  );
  const computed = lines.map((line) => computeLine({ ...line, quantityConducted: quantities.get(line.id) ?? null }, ratesOf(row)));
  const fee = outcome === 'cancelled_fee' ? input.fee_ex_vat! : null;
  const amount = reportedAmount(outcome, computed, fee, ratesOf(row));
  await change(
    ctx,
    actor,
    id,
    'report',
    {
      bookingStatus: outcome,
      rescheduledDate: null,
      feeExVat: fee,
      reportedAmount: amount,
      invoiceInformation: outcome === 'cancelled_no_fee' ? (input.invoice_information?.trim() || null) : input.invoice_information!.trim(),
      comment,
      reportedAt: new Date(),
      reportedBy: userIdOf(actor),
      nextReminderAt: null,
    },
    async (tx) => {
      await setConducted(tx.db, id, quantities);
      await addEvent(tx.db, id, userIdOf(actor), 'reported', `${outcome}: ${kronor(amount)} SEK`);
      return reportedEffects(view, actor, {
        en: `${view.venueName} reported the commission for ${view.opportunityName}`,
        sw: `${view.venueName} har rapporterat provisionen för ${view.opportunityName}`,
      });
    },
  );
  return { data: await getCommission(ctx, actor, id), message: commissionMessages.reported };
}

/** Invoiced: on the reported amount, or (from to report) on the original quote. */
export async function invoiceCommission(ctx: AppContext, caller: Caller, id: number): Promise<CommissionDto> {
  await visibleOrThrow(ctx.database.db, caller, id);
  await change(ctx, caller, id, 'invoice', { invoicedAt: new Date(), nextReminderAt: null }, async (tx, _row, from) => {
    const onQuote = from === 'to_report';
    if (onQuote) await updateCommission(tx.db, id, { invoicedOnQuote: true });
    await addEvent(tx.db, id, caller.userId, onQuote ? 'invoiced_on_quote' : 'invoiced', null);
  });
  return getCommission(ctx, caller, id);
}

export async function receiveCommission(ctx: AppContext, caller: Caller, id: number): Promise<CommissionDto> {
  await visibleOrThrow(ctx.database.db, caller, id);
  await change(ctx, caller, id, 'receive', { receivedAt: new Date() }, async (tx) => {
    await addEvent(tx.db, id, caller.userId, 'received', null);
  });
  return getCommission(ctx, caller, id);
}


/** The admin's final amount with its reason (reported or invoiced), in the history. */
export async function setFinalAmount(ctx: AppContext, caller: Caller, id: number, input: BodyOf<'setCommissionFinal'>): Promise<CommissionDto> {
  await visibleOrThrow(ctx.database.db, caller, id);
  const reason = input.reason.trim();
  if (!reason) throw fieldError('reason', commissionMessages.reason);
  await ctx.database.transaction(async (tx) => {
    const row = await lockCommission(tx.db, id);
    if (!row) throw notFound(commissionMessages.missing);
    if (row.status !== 'reported' && row.status !== 'invoiced') throw conflict(commissionMessages.wrongState);
    await updateCommission(tx.db, id, { finalAmount: input.final_amount, finalReason: reason });
    await addEvent(tx.db, id, caller.userId, 'final_changed', `${kronor(input.final_amount)} SEK: ${reason}`);
  });
  return getCommission(ctx, caller, id);
}

// ---- Mails and reminders -----------------------------------------------------------------

const INSTRUCTIONS: Record<'partner' | 'outside', Record<'ask' | 'invoiced', Record<Language, string>>> = {
  partner: {
    ask: { sv: 'Rapportera utfallet i portalen här:', en: 'Report the outcome in the portal here:' },
    invoiced: { sv: 'Se provisionen i portalen:', en: 'See the commission in the portal:' },
  },
  outside: {
    ask: { sv: 'Rapportera utfallet här, utan inloggning:', en: 'Report the outcome here, no login needed:' },
    invoiced: { sv: 'Se provisionen här:', en: 'See the commission here:' },
  },
};

type VenueMail = 'commission-report-request' | 'commission-reminder' | 'commission-invoiced-on-quote';

/** How long an outside venue's report link works: past the last reminder's wait at the default settings. */
const REPORT_LINK_DAYS = 120;
const DAY_MS = 86_400_000;

/**
 * A mail to the venue in its language with its report page: a partner's behind its login, an
 * outside venue's through a fresh `commission_report` link (the one of an earlier mail revoked,
 * so only the newest mail's link works), issued in the mail's transaction.
 */
async function mailVenue(
  ctx: AppContext,
  tx: Tx,
  row: CommissionRow,
  template: VenueMail,
  extra: { reminder_number?: number; reminders?: number } = {},
  byUserId: number | null = null,
): Promise<void> {
  const venue = await venueContact(tx.db, row.bidderId);
  if (!venue?.email) return;
  const view = await findCommission(tx.db, row.id);
  if (!view) return;
  const kind = venue.partner ? 'partner' : 'outside';
  let path = portalPaths.partnerCommission(row.id);
  if (!venue.partner) {
    const { token } = await reissueLink(tx, {
      purpose: 'commission_report',
      subjectType: 'commission',
      subjectId: row.id,
      expiresAt: new Date(Date.now() + REPORT_LINK_DAYS * DAY_MS),
      createdBy: byUserId,
    });
    path = portalPaths.outsideCommission(token);
  }
  const base = {
    venue_name: venue.name,
    reference: venueRequestTitle(row.opportunityId, view.cityName, view.regionName),
    participants: row.participants ?? '',
    start_date: row.eventStart ?? '',
    end_date: row.eventEnd ?? '',
    quote_amount: formatSek(row.quoteAmount, venue.language),
    instructions: INSTRUCTIONS[kind][template === 'commission-invoiced-on-quote' ? 'invoiced' : 'ask'][venue.language],
    link: portalUrl(ctx.config, path),
  };
  if (template === 'commission-reminder') {
    await ctx.mail.enqueue(tx, {
      to: venue.email,
      template,
      language: venue.language,
      vars: { ...base, reminder_number: extra.reminder_number ?? 1, reminders: extra.reminders ?? 1 },
    });
  } else {
    await ctx.mail.enqueue(tx, { to: venue.email, template, language: venue.language, vars: base });
  }
}

/** The admin reminds the venue now: one more reminder counted, the next due a full wait later. */
export async function remindCommission(ctx: AppContext, caller: Caller, id: number): Promise<CommissionDto> {
  await visibleOrThrow(ctx.database.db, caller, id);
  const settings = await commissionReminderSettings(ctx.database.db);
  await ctx.database.transaction(async (tx) => {
    const row = await lockCommission(tx.db, id);
    if (!row) throw notFound(commissionMessages.missing);
    if (row.status !== 'to_report') throw conflict(commissionMessages.wrongState);
    const sent = row.remindersSent + 1;
    await mailVenue(ctx, tx, row, 'commission-reminder', { reminder_number: sent, reminders: Math.max(settings.reminders, sent) }, caller.userId);
    await updateCommission(tx.db, id, { remindersSent: sent, nextReminderAt: nextReminderAt(new Date(), sent, settings.interval, settings.unit) });
    await addEvent(tx.db, id, caller.userId, 'reminded', `${sent}/${settings.reminders}`);
  });
  return getCommission(ctx, caller, id);
}

/**
 * One commission's due step, if any, under its row lock (so a second sweep at the same moment
 * finds it done): the event is over → to report and the venue asked; a reminder due → mailed
 * (the wait doubles); after the last one → invoiced on the quote and the venue told.
 */
export async function settleCommission(ctx: AppContext, id: number, now: Date = new Date()): Promise<'asked' | 'reminded' | 'invoiced_on_quote' | null> {
  const today = todayIn(undefined, now);
  const settings = await commissionReminderSettings(ctx.database.db);
  return ctx.database.transaction(async (tx) => {
    const row = await lockCommission(tx.db, id);
    if (!row) return null;
    const end = row.eventEnd ?? row.eventStart;
    if (row.status === 'upcoming') {
      if (end === null || end >= today) return null;
      // Under the row lock the state read above holds; changeStateIn checks the table and compare-and-sets.
      await changeStateIn(tx, 'job', commissionChange(id, 'ask', { askedAt: now, remindersSent: 0, nextReminderAt: nextReminderAt(now, 0, settings.interval, settings.unit) }, undefined, 'upcoming'));
      await mailVenue(ctx, tx, row, 'commission-report-request');
      await addEvent(tx.db, id, null, 'to_report', end);
      return 'asked';
    }
    if (row.status !== 'to_report' || row.nextReminderAt === null || row.nextReminderAt.getTime() > now.getTime()) return null;
    if (row.remindersSent < settings.reminders) {
      const sent = row.remindersSent + 1;
      await mailVenue(ctx, tx, row, 'commission-reminder', { reminder_number: sent, reminders: settings.reminders });
      await updateCommission(tx.db, id, { remindersSent: sent, nextReminderAt: nextReminderAt(now, sent, settings.interval, settings.unit) });
      await addEvent(tx.db, id, null, 'reminded', `${sent}/${settings.reminders}`);
      return 'reminded';
    }
    await changeStateIn(tx, 'job', commissionChange(id, 'invoice_on_quote', { invoicedOnQuote: true, invoicedAt: now, nextReminderAt: null }, undefined, 'to_report'));
    await mailVenue(ctx, tx, row, 'commission-invoiced-on-quote');
    await addEvent(tx.db, id, null, 'invoiced_on_quote', null);
    return 'invoiced_on_quote';
  });
}

/** The ids the sweep looks at now (a batch). */
export function dueCommissionIds(ctx: AppContext, now: Date, limit: number): Promise<{ id: number }[]> {
  return dueCommissions(ctx.database.db, todayIn(undefined, now), now, limit);
}

// ---- The invoice copy --------------------------------------------------------------------

/** A PDF (by its first bytes) or an image (magic bytes and sharp agree), under 30 MB; anything else a 422 on `file`. */
async function storeInvoiceCopy(ctx: AppContext, uploader: number | null, data: Buffer) {
  if (data.length >= MAX_UPLOAD_BYTES) throw fieldError('file', fileMessages.tooLarge);
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return uploadDocument(ctx, uploader, data);
  try {
    return await uploadImage(ctx, uploader, data);
  } catch (error) {
    if (error instanceof ValidationError) throw fieldError('file', commissionMessages.notPdfOrImage);
    throw error;
  }
}

/** Attaches the venue's invoice copy to a commission still to report; a new one replaces the old (its bytes deleted). */
export async function uploadInvoiceCopy(ctx: AppContext, actor: CommissionActor, id: number, upload: UploadedFile): Promise<Schemas['CommissionFile']> {
  const before = await visibleOrThrow(ctx.database.db, actor, id);
  assertCan('report', before.commission.status);
  const stored = await storeInvoiceCopy(ctx, userIdOf(actor), upload.data);
  const name = upload.filename.replace(/[\\/]/g, '_').slice(-200) || 'invoice';
  let replaced: { key: string; thumbnailKey: string | null } | undefined;
  try {
    await ctx.database.transaction(async (tx) => {
      const row = await lockCommission(tx.db, id);
      if (!row) throw notFound(commissionMessages.missing);
      assertCan('report', row.status);
      replaced = await setInvoiceFile(tx.db, id, stored.id, name);
    });
  } catch (error) {
    await removeStored(ctx, await deleteFiles(ctx.database.db, [stored.id]));
    throw error;
  }
  if (replaced) await removeStored(ctx, [replaced]);
  return { id: stored.id, name, url: stored.url, content_type: stored.content_type, size: stored.size };
}

export async function removeInvoiceCopy(ctx: AppContext, actor: CommissionActor, id: number): Promise<void> {
  await visibleOrThrow(ctx.database.db, actor, id);
  const removed = await ctx.database.transaction(async (tx) => {
    const row = await lockCommission(tx.db, id);
    if (!row) throw notFound(commissionMessages.missing);
    assertCan('report', row.status);
    if (row.invoiceFileId === null) throw notFound(commissionMessages.copyMissing);
    return setInvoiceFile(tx.db, id, null, null);
  });
  if (removed) await removeStored(ctx, [removed]);
}

