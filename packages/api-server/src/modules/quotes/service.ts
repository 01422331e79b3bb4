import type { AppContext } from '../../core/context.js';
import type { BodyOf, QueryOf, Schemas } from '../../core/contract.js';
import { previewMails } from '../../core/mail/preview.js';
import { isAdmin, scopeAccountId, type Caller } from '../../core/auth/caller.js';
import { insertNotification, recordActivity } from '../../core/audit/audit.js';
import type { Db, Tx } from '../../core/db/client.js';
import { pageMeta, searchTerm, type PageMeta } from '../../core/db/paging.js';
import { todayIn } from '../../core/dates.js';
import { conflict, FieldErrorBag, fieldError, notFound } from '../../core/errors.js';
import { changeStateIn, type StateChange } from '../../core/state/change-state.js';
import type { StateActor } from '../../core/state/transitions.js';
import { vatRatesOn } from '../../core/money/repository.js';
import type { UploadedFile } from '../../core/storage/uploads.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import {
  appendBidderHistory,
  appendBiddersHistory,
  bidderMessages,
  getOpportunityBidders,
  latestBookingForQuote,
  openInvitation,
  openInvitations,
  sendInvitationMail,
  venueContact,
} from '../bidders/service.js';
import { deleteFiles, fileUrl, removeStored, uploadDocument, uploadImage } from '../files/service.js';
import { getAnswers } from '../needs-analysis/service.js';
import { quoteResponseDays } from '../settings/service.js';
import { quotes } from '../bidders/schema.js';
import {
  accountExists,
  answersOfAccount,
  answerTimesOfOpportunity,
  deleteQuoteFile,
  eventOfOpportunity,
  filesOf,
  findQuote,
  hallsOf,
  insertQuoteFile,
  linesOf,
  listQuotes,
  lockQuote,
  lockQuoteOfBidder,
  lockQuotesOfOpportunity,
  ownerForMail,
  partnerActivity,
  partnerCounts,
  replaceHalls,
  replaceLines,
  requestItems,
  updateLines,
  updateQuoteRow,
  type FoundQuote,
  type QuoteFileRow,
  type QuoteLineRow,
  type QuoteListRow,
} from './repository.js';
import {
  addDays,
  isAnswerable,
  isEmail,
  isOverdue,
  linesFromRequest,
  median,
  missingForSubmit,
  PARTNER_TAB_STATES,
  priceLineValues,
  quoteActions,
  quoteMessages,
  quoteTransitions,
  totalsOfLines,
  type QuoteAction,
  venueRequestTitle,
  whyNotAnswerable,
} from './rules.js';

export { quoteMessages, venueRequestTitle } from './rules.js';

type QuoteDto = Schemas['Quote'];
type QuoteInput = NonNullable<BodyOf<'saveQuote'>>;
type QuoteListItem = Schemas['QuoteListItem'];

/**
 * Who acts on a quote: a signed-in user (an admin, or a partner limited to its venue's quotes),
 * or the holder of an outside venue's link (limited to the link's one quote).
 */
export type QuoteActor = { kind: 'user'; caller: Caller } | { kind: 'link'; quoteId: number };

const hasAdminView = (actor: QuoteActor): boolean => actor.kind === 'user' && isAdmin(actor.caller);

/** The quote if the actor may see it; anything else is the same 404 as a quote that does not exist. */
async function quoteFor(db: Db, actor: QuoteActor, id: number): Promise<FoundQuote> {
  if (actor.kind === 'link' && actor.quoteId !== id) throw notFound(quoteMessages.missing);
  return visibleTo(actor, await findQuote(db, id));
}

function visibleTo(actor: QuoteActor, found: FoundQuote | undefined): FoundQuote {
  if (!found) throw notFound(quoteMessages.missing);
  if (actor.kind === 'user') {
    const scope = scopeAccountId(actor.caller);
    if (scope !== null && found.bidder.accountId !== scope) throw notFound(quoteMessages.missing);
  } else if (found.bidder.accountId !== null) {
    // A link of a partner's quote is answered in the partner portal, not through the public form.
    throw notFound(quoteMessages.missing);
  }
  return found;
}

function optionText(value: unknown, options: { key: string; sv: string; en: string }[], language: 'sv' | 'en'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return language === 'sv' ? (value ? 'Ja' : 'Nej') : value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value.map((key) => options.find((option) => option.key === key)?.[language] ?? String(key)).join(', ');
  }
  return String(value);
}

function toFileDto(file: QuoteFileRow): Schemas['QuoteFile'] {
  return {
    id: file.id,
    kind: file.kind,
    name: file.name,
    url: fileUrl(file.key),
    thumbnail_url: file.thumbnailKey ? fileUrl(file.thumbnailKey) : null,
    content_type: file.contentType,
    size: file.size,
  };
}

const venueNameOf = (found: FoundQuote): string => found.partnerName ?? found.bidder.outsideName ?? '';

/** `knownLines`: the quote's lines in their order when the caller has just written them. */
async function toQuoteDto(ctx: AppContext, db: Db, found: FoundQuote, adminView: boolean, knownLines?: QuoteLineRow[]): Promise<QuoteDto> {
  const { quote, bidder, opportunity } = found;
  const [lines, halls, files, items, answers, preliminary] = await Promise.all([
    knownLines ?? linesOf(db, quote.id),
    hallsOf(db, quote.id),
    filesOf(db, quote.id),
    requestItems(db, opportunity.id),
    getAnswers(ctx, opportunity.id, db),
    latestBookingForQuote(db, quote.id, adminView),
  ]);
  const today = todayIn();
  return {
    id: quote.id,
    bidder_id: bidder.id,
    opportunity_id: opportunity.id,
    opportunity_name: adminView ? opportunity.name : null,
    account_id: bidder.accountId,
    venue_name: venueNameOf(found),
    is_outside_partner: bidder.accountId === null,
    status: quote.status,
    vat_basis: opportunity.vatBasis ?? 'ex',
    invited_at: bidder.invitedAt?.toISOString() ?? null,
    response_deadline: quote.responseDeadline,
    overdue: isOverdue(quote.status, quote.responseDeadline, today),
    submitted_at: quote.submittedAt?.toISOString() ?? null,
    denied_at: quote.deniedAt?.toISOString() ?? null,
    denied_reason: quote.deniedReason,
    request: {
      opportunity_id: opportunity.id,
      conference_type: opportunity.conferenceType,
      start_date: opportunity.startDate,
      end_date: opportunity.endDate,
      arrival_time: opportunity.arrivalTime?.slice(0, 5) ?? null,
      departure_time: opportunity.departureTime?.slice(0, 5) ?? null,
      participants: opportunity.participants,
      single_rooms: opportunity.singleRooms,
      double_rooms: opportunity.doubleRooms,
      conference_room_size: opportunity.conferenceRoomSize,
      seating: opportunity.seating,
      vat_basis: opportunity.vatBasis ?? 'ex',
      region: found.regionName,
      city: found.cityName,
      message: opportunity.message,
      items: items.map((item) => ({
        kind: item.kind,
        name: item.name,
        day: item.day,
        quantity: item.quantity,
        room_size: item.roomSize,
        seating: item.seating,
        comment: item.comment,
      })),
      answers: answers
        .filter((answer) => answer.value !== null)
        .map((answer) => ({
          question_sv: answer.question.question_sv,
          question_en: answer.question.question_en,
          answer_sv: optionText(answer.value, answer.question.options, 'sv'),
          answer_en: optionText(answer.value, answer.question.options, 'en'),
        })),
    },
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      name: line.name,
      day: line.day,
      vat_kind: line.vatKind,
      vat_rate_bp: line.vatRateBp,
      unit: line.unit,
      requested_quantity: line.requestedQuantity,
      offered_quantity: line.offeredQuantity,
      ordinary_price: line.ordinaryPrice,
      price: line.price,
      discount_bp: line.discountBp,
      courses: line.courses,
      total_ex_vat: line.totalExVat,
      total_inc_vat: line.totalIncVat,
    })),
    halls: halls.map((hall) => ({
      name: hall.name,
      size_sqm: hall.sizeSqm,
      capacity: hall.capacity,
      seating: hall.seating,
      comment: hall.comment,
    })),
    files: files.map(toFileDto),
    totals: totalsOfLines(lines),
    additional_information: quote.additionalInformation,
    commission_bp: quote.commissionBp ?? found.partnerCommissionBp,
    free_cancellation: quote.freeCancellation,
    direct_contact: quote.directContact,
    direct_contact_comment: quote.directContactComment,
    same_price: quote.samePrice,
    same_price_comment: quote.samePriceComment,
    responded_accordingly: quote.respondedAccordingly,
    responder_name: quote.responderName,
    responder_phone: quote.responderPhone,
    responder_email: quote.responderEmail,
    comments: quote.comments,
    history: adminView ? bidder.history : null,
    actions: quoteActions(quote.status, opportunity.status, adminView),
    preliminary_booking: preliminary,
    updated_at: quote.updatedAt.toISOString(),
  };
}

/** For the presentations domain: a quote as a customer may see it (no history, no admin fields). */
export async function presentedQuote(ctx: AppContext, db: Db, id: number): Promise<QuoteDto> {
  const found = await findQuote(db, id);
  if (!found) throw notFound(quoteMessages.missing);
  return toQuoteDto(ctx, db, found, false);
}

export async function getQuote(ctx: AppContext, actor: QuoteActor, id: number, db: Db = ctx.database.db): Promise<QuoteDto> {
  return toQuoteDto(ctx, db, await quoteFor(db, actor, id), hasAdminView(actor));
}

// ---- The invitation: the invite → quote flow lives here -----------------------------------

/**
 * Sends or resends one venue's invitation (the venues panel's "Send invitation"), in one
 * transaction: the bidders domain's checks and quote row (`openInvitation`), this domain's
 * deadline and lines (`prepareQuoteForInvitation`), then the bidders domain's link, mail,
 * history and log (`sendInvitationMail`). It lives in quotes, the higher of the two domains,
 * so that bidders never imports quotes.
 */
export async function sendInvitation(
  ctx: AppContext,
  caller: Caller,
  bidderId: number,
  message: string | null = null,
): Promise<{ bidder: Schemas['Bidder']; resent: boolean }> {
  return ctx.database.transaction(async (tx) => {
    const invitation = await openInvitation(tx, bidderId);
    const deadline = await prepareQuoteForInvitation(tx, invitation.quoteId, invitation.opportunity.id, await quoteResponseDays(tx.db));
    return sendInvitationMail(ctx, tx, caller, invitation, deadline, message);
  });
}

/** The invitation mail `sendInvitation` would send now with this message, nothing sent or written (core/mail/preview.ts). */
export function previewInvitationMail(ctx: AppContext, caller: Caller, bidderId: number, message: string | null = null): Promise<Schemas['MailPreview'][]> {
  return previewMails(ctx, (preview) => sendInvitation(preview, caller, bidderId, message));
}

/**
 * "Send all invitations" (issue 26 §2): every venue of the opportunity the admin confirmed that is
 * still not invited, in one transaction: all are checked first (`openInvitations`), then each
 * gets its deadline, lines, link and mail as a single invitation does. Any refusal keeps nothing.
 * Under a double click or two admins at once the second waits for the opportunity's lock and
 * finds them invited: it sends nothing more and says so.
 */
export async function sendInvitations(
  ctx: AppContext,
  caller: Caller,
  opportunityId: number,
  input: BodyOf<'sendInvitations'>,
): Promise<{ sent: number; skipped: number; bidders: Schemas['Bidder'][] }> {
  const message = input.message?.trim() || null;
  return ctx.database.transaction(async (tx) => {
    const { invitations, skipped } = await openInvitations(tx, opportunityId, input.bidder_ids);
    const responseDays = await quoteResponseDays(tx.db);
    for (const invitation of invitations) {
      const deadline = await prepareQuoteForInvitation(tx, invitation.quoteId, opportunityId, responseDays);
      await sendInvitationMail(ctx, tx, caller, invitation, deadline, message);
    }
    return { sent: invitations.length, skipped, bidders: await getOpportunityBidders(ctx, caller, opportunityId, tx.db) };
  });
}

/**
 * Readies a quote for a (re)sent invitation: a response deadline (the setting's days from
 * today, or the later one already set) with its reminders due again, and, while the venue has
 * saved nothing, lines made afresh from the request as it is now.
 */
async function prepareQuoteForInvitation(tx: Tx, quoteId: number, opportunityId: number, responseDays: number): Promise<string> {
  const quote = await lockQuote(tx.db, quoteId);
  if (!quote) throw notFound(quoteMessages.missing);
  const fresh = addDays(todayIn(), responseDays);
  const deadline = quote.responseDeadline !== null && quote.responseDeadline > fresh ? quote.responseDeadline : fresh;
  await updateQuoteRow(tx.db, quoteId, { responseDeadline: deadline, remindedBeforeAt: null, remindedAfterAt: null });
  if (quote.status === 'new') await rebuildLines(tx.db, quoteId, opportunityId);
  return deadline;
}

async function rebuildLines(db: Db, quoteId: number, opportunityId: number): Promise<void> {
  const found = await findQuote(db, quoteId);
  if (!found) throw notFound(quoteMessages.missing);
  const { opportunity } = found;
  const items = await requestItems(db, opportunityId);
  const rates = await vatRatesOn(db, opportunity.startDate ?? todayIn());
  const lines = linesFromRequest({
    conferenceType: opportunity.conferenceType,
    startDate: opportunity.startDate,
    endDate: opportunity.endDate,
    participants: opportunity.participants,
    singleRooms: opportunity.singleRooms,
    doubleRooms: opportunity.doubleRooms,
    conferenceRoomSize: opportunity.conferenceRoomSize,
    items,
  });
  await replaceLines(
    db,
    quoteId,
    lines.map((line) => ({ ...line, vatRateBp: rates[line.vatKind] })),
  );
  await updateQuoteRow(db, quoteId, { totalExVat: null, totalIncVat: null });
}

// ---- State changes ------------------------------------------------------------------------

type QuoteRow = typeof quotes.$inferSelect;
type QuoteStatus = Schemas['QuoteStatus'];

/** A quote's state change through core/state's changeStateIn (its table in rules.ts), inside the caller's transaction. */
function changeQuote(
  tx: Tx,
  actor: StateActor,
  id: number,
  action: QuoteAction,
  from: QuoteStatus,
  set: Record<string, unknown> = {},
): Promise<QuoteRow> {
  const change: StateChange<QuoteRow, QuoteStatus, QuoteAction> = {
    table: quotes,
    idColumn: quotes.id,
    stateColumn: quotes.status,
    stateKey: 'status',
    touchUpdatedAt: true,
    id,
    action,
    from,
    transitions: quoteTransitions,
    messages: { missing: quoteMessages.missing, conflict: (state) => whyNotAnswerable(state, 'open') },
    set,
  };
  return changeStateIn(tx, actor, change);
}

const actorOf = (actor: QuoteActor): StateActor => (actor.kind === 'user' ? actor.caller.role : 'link');

/**
 * In the win's transaction (opportunities/service.ts): the winner's quote won, every other quote
 * in play lost (remembering its state), each bidder's history, and each such venue told by mail in
 * its language. Throws (rolling the win back) when the winner's quote is no longer submitted.
 */
export async function settleQuotesOnWin(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  opportunityId: number,
  winnerBidderId: number,
  message: string | null = null,
): Promise<void> {
  const winner = await lockQuoteOfBidder(tx.db, winnerBidderId);
  if (!winner || winner.opportunityId !== opportunityId || winner.status !== 'submitted') throw fieldError('bidder_id', bidderMessages.winnerNotSubmitted);
  await changeQuote(tx, caller.role, winner.id, 'win', winner.status);
  const others = (await lockQuotesOfOpportunity(tx.db, opportunityId, ['new', 'saved', 'submitted'])).filter((quote) => quote.bidderId !== winnerBidderId);
  for (const quote of others) await changeQuote(tx, caller.role, quote.id, 'lose', quote.status, { statusBeforeLost: quote.status });
  const lostIds = others.map((quote) => quote.bidderId);
  await appendBiddersHistory(tx.db, [winnerBidderId], caller, 'won');
  await appendBiddersHistory(tx.db, lostIds, caller, 'lost');
  await tellVenues(ctx, tx, opportunityId, lostIds, 'quote-not-chosen', message);
}

/** The venues' mail of a decided opportunity (its event as they know it), each in its language, with the admin's message. */
async function tellVenues(
  ctx: AppContext,
  tx: Tx,
  opportunityId: number,
  bidderIds: number[],
  template: 'quote-not-chosen' | 'quote-request-closed',
  message: string | null,
): Promise<void> {
  const event = await eventOfOpportunity(tx.db, opportunityId);
  for (const bidderId of bidderIds) {
    const venue = await venueContact(tx.db, bidderId);
    if (!venue?.email) continue;
    await ctx.mail.enqueue(tx, {
      to: venue.email,
      template,
      language: venue.language,
      vars: {
        venue_name: venue.name,
        participants: event?.participants ?? '',
        start_date: event?.startDate ?? '',
        end_date: event?.endDate ?? '',
      },
      personalMessage: message,
    });
  }
}

/**
 * In the loss's transaction (opportunities/service.ts): each venue whose quote was still in play
 * (new, saved or submitted) told by mail, in its language, that the request no longer stands. The
 * quotes keep their state: a lost opportunity's quotes can no longer be answered, and a revert
 * finds them as they were.
 */
export async function tellVenuesOnLoss(ctx: AppContext, tx: Tx, opportunityId: number, message: string | null = null): Promise<void> {
  const open = await lockQuotesOfOpportunity(tx.db, opportunityId, ['new', 'saved', 'submitted']);
  await tellVenues(
    ctx,
    tx,
    opportunityId,
    open.map((quote) => quote.bidderId),
    'quote-request-closed',
    message,
  );
}

/** In a revert's transaction: the quotes as they were before the win (won → submitted, lost → its state before). */
export async function restoreQuotesOnRevert(tx: Tx, caller: Caller, opportunityId: number): Promise<void> {
  const decided = await lockQuotesOfOpportunity(tx.db, opportunityId, ['won', 'lost']);
  for (const quote of decided) {
    const action: QuoteAction = quote.status === 'won' ? 'unwin' : (`restore_${quote.statusBeforeLost}` as QuoteAction);
    await changeQuote(tx, caller.role, quote.id, action, quote.status, { statusBeforeLost: null });
  }
  await appendBiddersHistory(
    tx.db,
    decided.map((quote) => quote.bidderId),
    caller,
    'restored',
  );
}

// ---- The venue's answer ------------------------------------------------------------------

const text = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value?.trim() || null);

/**
 * Locks the quote's row, then reads it with its bidder, venue and opportunity (the one read of
 * `findQuote` a change needs) and checks that the actor may change it now (404, then 409).
 */
async function lockAnswerable(tx: Tx, actor: QuoteActor, id: number): Promise<FoundQuote> {
  if (actor.kind === 'link' && actor.quoteId !== id) throw notFound(quoteMessages.missing);
  if (!(await lockQuote(tx.db, id))) throw notFound(quoteMessages.missing);
  const found = visibleTo(actor, await findQuote(tx.db, id));
  if (!isAnswerable(found.quote.status, found.opportunity.status)) throw conflict(whyNotAnswerable(found.quote.status, found.opportunity.status));
  return found;
}

function historyBy(actor: QuoteActor): Caller | null {
  return actor.kind === 'user' ? actor.caller : null;
}

/** The checks of an answer that need no database: a well-formed email, named halls. */
function checkAnswerInput(input: QuoteInput): void {
  const errors = new FieldErrorBag();
  if (input.responder_email?.trim() && !isEmail(input.responder_email.trim())) errors.add('responder_email', quoteMessages.email);
  (input.halls ?? []).forEach((hall, index) => {
    if (!hall.name.trim()) errors.add(`halls.${index}.name`, quoteMessages.required);
  });
  errors.throwIfAny();
}

/** An answer written but not yet given its state: the quote's columns to set and its lines as they now are. */
interface WrittenAnswer {
  found: FoundQuote;
  /** The quote's answers and totals, for the state change's UPDATE. */
  values: Record<string, unknown>;
  /** The quote as it will read (its answers merged), to check a submit's required fields. */
  merged: FoundQuote['quote'];
  /** The lines' total ex VAT (a submit needs one above zero). */
  totalExVat: number;
  lines: QuoteLineRow[];
}

/**
 * What a save and a submit share, under the quote's row lock in the caller's transaction: the
 * lines' values and totals (every line priced again, as rates or the basis may have changed),
 * written in one statement; the halls; the answers merged. The quote row itself is written by
 * the state change that follows, in the same UPDATE.
 */
async function writeAnswer(tx: Tx, actor: QuoteActor, id: number, input: QuoteInput): Promise<WrittenAnswer> {
  const found = await lockAnswerable(tx, actor, id);
  const { quote, opportunity } = found;
  const basis = opportunity.vatBasis ?? 'ex';
  const current = await linesOf(tx.db, id);
  const byId = new Map(current.map((line) => [line.id, line]));
  const errors = new FieldErrorBag();
  const seen = new Set<number>();
  for (const [index, line] of (input.lines ?? []).entries()) {
    if (!byId.has(line.id) || seen.has(line.id)) errors.add(`lines.${index}.id`, quoteMessages.lineMissing);
    seen.add(line.id);
  }
  errors.throwIfAny();
  for (const change of input.lines ?? []) {
    const line = byId.get(change.id)!;
    byId.set(line.id, {
      ...line,
      offeredQuantity: change.offered_quantity === undefined ? line.offeredQuantity : change.offered_quantity,
      ordinaryPrice: change.ordinary_price === undefined ? line.ordinaryPrice : change.ordinary_price,
      price: change.price === undefined ? line.price : change.price,
      discountBp: change.discount_bp ?? line.discountBp,
      courses: change.courses === undefined ? line.courses : (change.courses?.trim() || null),
    });
  }
  const lines = [...byId.values()].map((line) => {
    const totals = priceLineValues(line, line.vatRateBp, basis);
    return { ...line, totalExVat: totals.exVat, totalIncVat: totals.incVat };
  });
  const before = new Map(current.map((line) => [line.id, line]));
  const changed = lines.filter((line) => {
    const old = before.get(line.id)!;
    return (
      old.offeredQuantity !== line.offeredQuantity ||
      old.ordinaryPrice !== line.ordinaryPrice ||
      old.price !== line.price ||
      old.discountBp !== line.discountBp ||
      old.courses !== line.courses ||
      old.totalExVat !== line.totalExVat ||
      old.totalIncVat !== line.totalIncVat
    );
  });
  await updateLines(tx.db, id, changed);
  if (input.halls !== undefined) {
    await replaceHalls(
      tx.db,
      id,
      input.halls.map((hall) => ({
        name: hall.name.trim(),
        sizeSqm: hall.size_sqm ?? null,
        capacity: hall.capacity ?? null,
        seating: hall.seating ?? null,
        comment: text(hall.comment) ?? null,
      })),
    );
  }
  const answers = {
    additionalInformation: text(input.additional_information),
    commissionBp: input.commission_bp,
    freeCancellation: text(input.free_cancellation),
    directContact: input.direct_contact,
    directContactComment: text(input.direct_contact_comment),
    samePrice: input.same_price,
    samePriceComment: text(input.same_price_comment),
    respondedAccordingly: input.responded_accordingly,
    responderName: text(input.responder_name),
    responderPhone: text(input.responder_phone),
    responderEmail: text(input.responder_email),
    comments: text(input.comments),
  };
  const defined = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Partial<typeof answers>;
  const totals = totalsOfLines(lines);
  return {
    found,
    values: { ...defined, totalExVat: totals.ex_vat, totalIncVat: totals.inc_vat },
    merged: { ...quote, ...(defined as Partial<FoundQuote['quote']>), totalExVat: totals.ex_vat, totalIncVat: totals.inc_vat },
    totalExVat: totals.ex_vat,
    lines,
  };
}

/** The answer as it now reads, from the one read of the quote and the row the state change returned. */
async function answeredDto(ctx: AppContext, tx: Tx, actor: QuoteActor, written: WrittenAnswer, row: FoundQuote['quote'], history: FoundQuote['bidder']['history'] | null): Promise<QuoteDto> {
  const found = { ...written.found, quote: row, bidder: history ? { ...written.found.bidder, history } : written.found.bidder };
  return toQuoteDto(ctx, tx.db, found, hasAdminView(actor), written.lines);
}

/**
 * Saves the venue's answer as a draft, in one transaction: the lines' values and totals, the
 * halls, the answers; the first save is in the bidder's history.
 */
export async function saveAnswer(ctx: AppContext, actor: QuoteActor, id: number, input: QuoteInput): Promise<QuoteDto> {
  checkAnswerInput(input);
  return ctx.database.transaction(async (tx) => {
    const written = await writeAnswer(tx, actor, id, input);
    const from = written.found.quote.status;
    const row = await changeQuote(tx, actorOf(actor), id, 'save', from, written.values);
    const history = from === 'new' ? await appendBidderHistory(tx.db, written.found.bidder.id, historyBy(actor), 'saved', null) : null;
    return answeredDto(ctx, tx, actor, written, row, history);
  });
}

/**
 * Saves and submits the venue's answer, in one transaction: as a save, then SPEC §5's fields
 * (422, and nothing of the call is kept); the quote is frozen, the bidder's history told and
 * unseen, and the opportunity's owner told.
 */
export async function submitAnswer(ctx: AppContext, actor: QuoteActor, id: number, input: QuoteInput): Promise<QuoteDto> {
  checkAnswerInput(input);
  return ctx.database.transaction(async (tx) => {
    const written = await writeAnswer(tx, actor, id, input);
    const errors = new FieldErrorBag();
    for (const [field, message] of missingForSubmit({ ...written.merged, totalExVat: written.totalExVat })) errors.add(field, message);
    errors.throwIfAny();
    const row = await changeQuote(tx, actorOf(actor), id, 'submit', written.found.quote.status, { ...written.values, submittedAt: new Date() });
    const history = await appendBidderHistory(tx.db, written.found.bidder.id, historyBy(actor), 'submitted', written.merged.responderName ?? null, { attention: true });
    await tellOwner(ctx, tx, written.found, 'submitted', null);
    return answeredDto(ctx, tx, actor, written, row, history);
  });
}

/** The venue declines to quote, with its reason; the owner is told. */
export async function denyQuote(ctx: AppContext, actor: QuoteActor, id: number, reason: string): Promise<QuoteDto> {
  const why = reason.trim();
  if (!why) throw fieldError('reason', quoteMessages.reason);
  return ctx.database.transaction(async (tx) => {
    const found = await lockAnswerable(tx, actor, id);
    await changeQuote(tx, actorOf(actor), id, 'deny', found.quote.status, { deniedAt: new Date(), deniedReason: why });
    await appendBidderHistory(tx.db, found.bidder.id, historyBy(actor), 'denied', why, { attention: true });
    await tellOwner(ctx, tx, found, 'denied', why);
    return getQuote(ctx, actor, id, tx.db);
  });
}

/**
 * The 'Quote' notification (to the opportunity's owner; every admin when it has none), the mail
 * to the owner in their language, and the opportunity's activity entry.
 */
async function tellOwner(ctx: AppContext, tx: Tx, found: FoundQuote, what: 'submitted' | 'denied', reason: string | null): Promise<void> {
  const { opportunity, quote } = found;
  const venue = venueNameOf(found);
  const link = portalPaths.quote(quote.id);
  await insertNotification(tx.db, {
    type: what === 'submitted' ? 'quote.submitted' : 'quote.denied',
    notifiableType: 'Quote',
    notifiableId: quote.id,
    userId: opportunity.ownerId,
    data: {
      source: 'Quote',
      message:
        what === 'submitted'
          ? { en: `${venue} submitted a quote for ${opportunity.name}`, sw: `${venue} har skickat en offert för ${opportunity.name}` }
          : { en: `${venue} declined to quote for ${opportunity.name}`, sw: `${venue} har avböjt att lämna offert för ${opportunity.name}` },
      opportunity_id: opportunity.id,
      link,
    },
  });
  await recordActivity(tx.db, {
    logName: 'Opportunity',
    event: what === 'submitted' ? 'quote_submitted' : 'quote_denied',
    subjectType: 'Opportunity',
    subjectId: opportunity.id,
    causerId: null,
    properties: { name: opportunity.name, account: { name: venue } },
    accountId: found.bidder.accountId,
    link,
  });
  if (opportunity.ownerId === null) return;
  const owner = await ownerForMail(tx.db, opportunity.ownerId);
  if (!owner) return;
  await ctx.mail.enqueue(tx, {
    to: owner.email,
    template: what === 'submitted' ? 'quote-submitted' : 'quote-declined',
    language: owner.language,
    vars:
      what === 'submitted'
        ? { first_name: owner.firstName, venue_name: venue, opportunity_name: opportunity.name, link: portalUrl(ctx.config, link) }
        : { first_name: owner.firstName, venue_name: venue, opportunity_name: opportunity.name, reason: reason ?? '', link: portalUrl(ctx.config, link) },
  });
}

// ---- Files -------------------------------------------------------------------------------

const MAX_IMAGES = 3;

/**
 * Attaches an image (at most 3) or the attachment (replacing the one before) to a quote still
 * being answered. The bytes are checked and stored first; the row is written under the quote's
 * lock, and a file the quote can no longer take is removed again.
 */
export async function uploadQuoteFile(ctx: AppContext, actor: QuoteActor, id: number, kind: Schemas['QuoteFileKind'], upload: UploadedFile): Promise<Schemas['QuoteFile']> {
  const before = await quoteFor(ctx.database.db, actor, id);
  if (!isAnswerable(before.quote.status, before.opportunity.status)) throw conflict(whyNotAnswerable(before.quote.status, before.opportunity.status));
  if (kind === 'image' && (await filesOf(ctx.database.db, id)).filter((file) => file.kind === 'image').length >= MAX_IMAGES) {
    throw fieldError('file', quoteMessages.tooManyImages);
  }
  const uploader = actor.kind === 'user' ? actor.caller.userId : null;
  const stored = kind === 'image' ? await uploadImage(ctx, uploader, upload.data) : await uploadDocument(ctx, uploader, upload.data);
  const name = upload.filename.replace(/[\\/]/g, '_').slice(-200) || (kind === 'image' ? 'image' : 'attachment');
  let replaced: { key: string; thumbnailKey: string | null } | undefined;
  try {
    const fileId = await ctx.database.transaction(async (tx) => {
      await lockAnswerable(tx, actor, id);
      const current = await filesOf(tx.db, id);
      if (kind === 'image' && current.filter((file) => file.kind === 'image').length >= MAX_IMAGES) throw fieldError('file', quoteMessages.tooManyImages);
      const previous = current.find((file) => file.kind === 'attachment');
      if (kind === 'attachment' && previous) replaced = await deleteQuoteFile(tx.db, id, previous.id);
      const linkId = await insertQuoteFile(tx.db, { quoteId: id, fileId: stored.id, kind, name });
      await updateQuoteRow(tx.db, id, {});
      return linkId;
    });
    if (replaced) await removeStored(ctx, [replaced]);
    const file = (await filesOf(ctx.database.db, id)).find((row) => row.id === fileId);
    return toFileDto(file!);
  } catch (error) {
    // The quote could not take the file after all: its row and bytes go again.
    await removeStored(ctx, await deleteFiles(ctx.database.db, [stored.id]));
    throw error;
  }
}

export async function removeQuoteFile(ctx: AppContext, actor: QuoteActor, id: number, fileId: number): Promise<void> {
  const removed = await ctx.database.transaction(async (tx) => {
    await lockAnswerable(tx, actor, id);
    const keys = await deleteQuoteFile(tx.db, id, fileId);
    if (!keys) throw notFound(quoteMessages.fileMissing);
    await updateQuoteRow(tx.db, id, {});
    return keys;
  });
  await removeStored(ctx, [removed]);
}

// ---- Admin -------------------------------------------------------------------------------

export async function setQuoteDeadline(ctx: AppContext, caller: Caller, id: number, deadline: string): Promise<QuoteDto> {
  if (deadline < todayIn()) throw fieldError('response_deadline', quoteMessages.deadlinePast);
  const actor: QuoteActor = { kind: 'user', caller };
  return ctx.database.transaction(async (tx) => {
    const found = await lockAnswerable(tx, actor, id);
    await updateQuoteRow(tx.db, id, { responseDeadline: deadline, remindedBeforeAt: null, remindedAfterAt: null });
    await appendBidderHistory(tx.db, found.bidder.id, caller, 'deadline', deadline);
    return getQuote(ctx, actor, id, tx.db);
  });
}

function hoursBetween(from: Date | null, to: Date | null): number | null {
  if (!from || !to) return null;
  return Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 10) / 10;
}

/**
 * For the comparison of an opportunity's quotes: the hours from each quote's first invitation to
 * its answer (submitted or declined), as the quote list counts them; by quote id.
 */
export async function responseHoursOfOpportunity(db: Db, opportunityId: number): Promise<Map<number, number | null>> {
  const times = await answerTimesOfOpportunity(db, opportunityId);
  return new Map(times.map((row) => [row.quoteId, hoursBetween(row.invitedAt, row.answeredAt ? new Date(row.answeredAt) : null)]));
}

function toListItem(row: QuoteListRow, adminView: boolean, today: string): QuoteListItem {
  return {
    id: row.id,
    bidder_id: row.bidderId,
    opportunity_id: row.opportunityId,
    // A venue sees the request, never the customer's name that opportunities are often named after.
    opportunity_name: adminView ? row.opportunityName : venueRequestTitle(row.opportunityId, row.cityName, row.regionName),
    account_id: row.accountId,
    venue_name: row.venueName,
    is_outside_partner: row.accountId === null,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    participants: row.participants,
    invited_at: row.invitedAt.toISOString(),
    response_deadline: row.responseDeadline,
    overdue: isOverdue(row.status, row.responseDeadline, today),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    response_hours: hoursBetween(row.invitedAt, row.answeredAt ? new Date(row.answeredAt) : null),
    total_ex_vat: row.totalExVat,
    total_inc_vat: row.totalIncVat,
    preliminary_status: row.preliminaryStatus,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getQuotes(ctx: AppContext, input: QueryOf<'getQuotes'>): Promise<PageMeta & { data: QuoteListItem[] }> {
  const page = input.page ?? 1;
  const perPage = Math.min(input.per_page ?? 20, 100);
  const today = todayIn();
  const search = searchTerm(input.search);
  const { rows, total } = await listQuotes(ctx.database.db, {
    page,
    perPage,
    order: 'invited',
    ...(input.account_id === undefined ? {} : { accountId: input.account_id }),
    ...(input.status === undefined ? {} : { statuses: [input.status] }),
    ...(input.opportunity_id === undefined ? {} : { opportunityId: input.opportunity_id }),
    ...(input.overdue ? { overdueBefore: today } : {}),
    ...(search ? { search, searchOpportunityName: true } : {}),
  });
  return { ...pageMeta(page, perPage, total, rows.length), data: rows.map((row) => toListItem(row, true, today)) };
}

export async function getPartnerQuotes(ctx: AppContext, caller: Caller, input: QueryOf<'getPartnerQuotes'>): Promise<PageMeta & { data: QuoteListItem[] }> {
  const page = input.page ?? 1;
  const perPage = Math.min(input.per_page ?? 20, 100);
  const today = todayIn();
  const tab = input.tab ?? 'waiting';
  const search = searchTerm(input.search);
  const { rows, total } = await listQuotes(ctx.database.db, {
    page,
    perPage,
    order: tab === 'waiting' ? 'deadline' : 'invited',
    accountId: scopeAccountId(caller),
    ...(tab === 'preliminary' ? { preliminary: ['requested', 'held', 'confirmed'] as const } : { statuses: PARTNER_TAB_STATES[tab] }),
    ...(search ? { search, searchOpportunityName: false } : {}),
  });
  return { ...pageMeta(page, perPage, total, rows.length), data: rows.map((row) => toListItem(row, false, today)) };
}

const DASHBOARD_ROWS = 10;

export async function getPartnerDashboard(ctx: AppContext, caller: Caller): Promise<Schemas['PartnerDashboard']['data']> {
  const db = ctx.database.db;
  const today = todayIn();
  const accountId = scopeAccountId(caller);
  const [waiting, preliminary, counts, activity] = await Promise.all([
    listQuotes(db, { page: 1, perPage: DASHBOARD_ROWS, order: 'deadline', accountId, statuses: ['new', 'saved'] }),
    listQuotes(db, { page: 1, perPage: DASHBOARD_ROWS, order: 'invited', accountId, preliminary: ['requested'] }),
    partnerCounts(db, accountId, today),
    partnerActivity(db, accountId, DASHBOARD_ROWS),
  ]);
  return {
    to_answer: waiting.rows.map((row) => toListItem(row, false, today)),
    preliminary: preliminary.rows.map((row) => toListItem(row, false, today)),
    counts: { to_answer: counts.toAnswer, overdue: counts.overdue, submitted: counts.submitted, accepted: counts.accepted, preliminary: preliminary.total.total },
    activity: activity.map((entry) => ({
      at: new Date(entry.at).toISOString(),
      quote_id: entry.quote_id,
      opportunity_name: `#${entry.opportunity_id}${entry.city ? ` · ${entry.city}` : ''}`,
      event: entry.event as Schemas['BidderHistoryEntry']['event'],
      detail: ['submitted', 'denied', 'saved', 'deadline'].includes(entry.event) ? entry.detail : null,
    })),
  };
}

export async function getVenueResponsiveness(ctx: AppContext, accountId: number): Promise<Schemas['VenueResponsiveness']['data']> {
  const db = ctx.database.db;
  if (!(await accountExists(db, accountId))) throw notFound({ en: 'The account does not exist', sw: 'Kontot finns inte' });
  const rows = await answersOfAccount(db, accountId);
  const answered = rows.filter((row) => row.answeredAt !== null);
  return {
    invited: rows.length,
    answered: answered.length,
    answered_in_time: answered.filter((row) => row.responseDeadline === null || (row.answeredOn !== null && row.answeredOn <= row.responseDeadline)).length,
    median_hours: (() => {
      const value = median(answered.map((row) => hoursBetween(row.invitedAt, new Date(row.answeredAt!))!));
      return value === null ? null : Math.round(value * 10) / 10;
    })(),
  };
}
