import type { AppContext } from '../../core/context.js';
import type { BodyOf, QueryOf, Schemas } from '../../core/contract.js';
import type { Caller } from '../../core/auth/caller.js';
import type { Db, Tx } from '../../core/db/client.js';
import { recordActivity } from '../../core/audit/audit.js';
import { conflict, FieldErrorBag, fieldError, notFound } from '../../core/errors.js';
import { reissueLink } from '../../core/links/links.js';
import { pageMeta, type PageMeta } from '../../core/db/paging.js';
import type { LocalizedText } from '../../core/types.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import { findCity } from '../reference/service.js';
import { bookedBidders } from './booking-repository.js';
import { latestBookingsByBidder } from './booking-view.js';
import { todayIn } from '../../core/dates.js';
import { isNewTo, markSeen, markUnseen, seenAtOf } from '../../core/views/record-views.js';
import {
  appendHistory,
  bidderIdsOf,
  biddersOfOpportunity,
  deleteBidderRow,
  findBidder,
  insertBidder,
  insertQuote,
  listBidders,
  markInvited,
  openOpportunityIds,
  opportunityOfBidders,
  markAttention,
  accountType,
  type OpportunityForBidders,
  setBidderOrder,
  updateBidder,
  userName,
  type BidderWithQuote,
} from './repository.js';
import { bidderStatus, INVITATION_LINK_DAYS, invitationOffer, missingInvitationFields } from './rules.js';
import type { BidderHistoryEntry } from './schema.js';

// The booking lookups, for the bookings, quotes and presentations domains.
export { findBooking, latestBookingOfQuote, type BookingView } from './booking-repository.js';
export { latestBookingForQuote, toBookingDto, type BookingViewer } from './booking-view.js';

type BidderDto = Schemas['Bidder'];
type BidderInput = BodyOf<'addBidder'>;
type OutsideBidderInput = BodyOf<'updateBidder'>;

export const bidderMessages = {
  created: { en: 'Bidder created', sw: 'Anläggningen har lagts till' },
  updated: { en: 'Bidder updated', sw: 'Anläggningen har uppdaterats' },
  deleted: { en: 'Bidder deleted', sw: 'Anläggningen har tagits bort' },
  indexChanged: { en: 'Index changed', sw: 'Ordningen har ändrats' },
  invitationSent: { en: 'Invitation sent', sw: 'Inbjudan har skickats' },
  invitationResent: { en: 'Invitation resent', sw: 'Inbjudan har skickats igen' },
  missing: { en: 'The venue is not on this opportunity', sw: 'Anläggningen finns inte på den här affärsmöjligheten' },
  opportunityMissing: { en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' },
  decided: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' },
  requiredDetails: { en: 'Please fill required details.', sw: 'Fyll i de uppgifter som krävs.' },
  email: {
    en: 'Please add e-mail for this venue before sending invitation',
    sw: 'Lägg till en e-postadress för anläggningen innan du skickar inbjudan.',
  },
  chooseVenue: { en: 'Choose a partner venue or name an outside venue.', sw: 'Välj en partneranläggning eller ange en extern anläggning.' },
  notPartner: { en: 'Choose a partner venue.', sw: 'Välj en partneranläggning.' },
  accountMissing: { en: 'The selected account does not exist', sw: 'Det valda kontot finns inte' },
  alreadyAdded: { en: 'This venue is already on the opportunity', sw: 'Anläggningen finns redan på affärsmöjligheten' },
  partnerFromAccount: {
    en: "A partner venue's name and email are edited on its account.",
    sw: 'En partneranläggnings namn och e-post ändras på dess konto.',
  },
  invitedCannotGo: {
    en: 'An invited venue cannot be removed; its invitation has been sent.',
    sw: 'En inbjuden anläggning kan inte tas bort; inbjudan har redan skickats.',
  },
  seen: { en: 'Marked as seen by admin', sw: 'Markerad som sedd' },
  unseen: { en: 'Marked as unseen by admin', sw: 'Markerad som osedd' },
  answered: { en: 'The venue has already answered; no new invitation is needed.', sw: 'Anläggningen har redan svarat; ingen ny inbjudan behövs.' },
  orderMismatch: {
    en: 'The order must list every venue of the opportunity once.',
    sw: 'Ordningen måste ta med varje anläggning på affärsmöjligheten en gång.',
  },
  chooseWinner: { en: 'Choose the winning venue.', sw: 'Välj den vinnande anläggningen.' },
  winnerNotSubmitted: {
    en: 'Choose a venue whose quote is submitted.',
    sw: 'Välj en anläggning vars offert har skickats in.',
  },
} satisfies Record<string, LocalizedText>;

/** The name the panel and the mails use: the partner's venue (or company) name, or the outside venue's. */
function venueName(row: BidderWithQuote): string {
  return row.partner ? (row.partner.venueName ?? row.partner.companyName) : (row.bidder.outsideName ?? '');
}

function emailOf(row: BidderWithQuote): string | null {
  return row.partner ? row.partner.email : row.bidder.outsideEmail;
}

function languageOf(row: BidderWithQuote): 'sv' | 'en' {
  return (row.partner ? row.partnerLanguage : row.bidder.outsideLanguage) ?? 'sv';
}

/**
 * What other domains add to a bidder: its latest preliminary booking and the customer's booking;
 * and whether the admin reading it has seen its latest answer (core/views).
 */
export interface BidderExtras {
  preliminary: Schemas['PreliminaryBooking'] | null;
  bookedByCustomer: boolean;
  seen: boolean;
}

const NO_EXTRAS: BidderExtras = { preliminary: null, bookedByCustomer: false, seen: true };

export function toBidderDto(row: BidderWithQuote, opportunityOpen: boolean, extras: BidderExtras = NO_EXTRAS): BidderDto {
  const { bidder, quote, partner } = row;
  const preliminary = extras.preliminary;
  const invited = bidder.invitedAt !== null;
  const offer = invitationOffer(opportunityOpen, invited, quote?.status ?? null);
  return {
    bidder_id: bidder.id,
    opportunity_id: bidder.opportunityId,
    account_id: bidder.accountId,
    account_detail: partner
      ? { id: partner.id, company_name: partner.companyName, venue_name: partner.venueName, email: partner.email, address: partner.address }
      : null,
    is_outside_partner: partner === null,
    name: venueName(row),
    email: emailOf(row),
    language: languageOf(row),
    index_priority: bidder.indexPriority,
    invited,
    invited_at: bidder.invitedAt?.toISOString() ?? null,
    invitations: bidder.invitations,
    seen_by_admin: extras.seen,
    send_invitation: offer === 'send',
    resend_invitation: offer === 'resend',
    status: bidderStatus(invited, quote?.status ?? null),
    quote_id: quote?.id ?? null,
    quote_status: quote?.status ?? null,
    total_ex_vat: quote?.totalExVat ?? null,
    total_inc_vat: quote?.totalIncVat ?? null,
    present_to_customer: bidder.presentToCustomer,
    preliminary: preliminary !== null && (preliminary.status === 'requested' || preliminary.status === 'held'),
    preliminary_booking: preliminary,
    preliminary_booking_id: preliminary?.preliminary_booking_id ?? null,
    booked_by_customer: extras.bookedByCustomer,
    history: JSON.stringify(bidder.history),
    can_remove: opportunityOpen && !invited,
    response_deadline: quote?.responseDeadline ?? null,
    overdue:
      invited &&
      (quote?.status === 'new' || quote?.status === 'saved') &&
      quote.responseDeadline !== null &&
      quote.responseDeadline < todayIn(),
  };
}

async function readOpportunity(db: Db, id: number): Promise<OpportunityForBidders> {
  const row = await opportunityOfBidders(db, id);
  if (!row) throw notFound(bidderMessages.opportunityMissing);
  return row;
}

/**
 * The opportunity, locked until the transaction ends, and open: every change of its bidders
 * waits for a concurrent win, lose or close and then sees it decided (409).
 */
export async function lockOpenOpportunity(tx: Tx, id: number): Promise<OpportunityForBidders> {
  const row = await opportunityOfBidders(tx.db, id, true);
  if (!row) throw notFound(bidderMessages.opportunityMissing);
  if (row.status !== 'open') throw conflict(bidderMessages.decided);
  return row;
}

async function historyEntry(db: Db, caller: Caller | null, event: BidderHistoryEntry['event'], detail: string | null = null): Promise<BidderHistoryEntry> {
  const by = caller ? { id: caller.userId, name: (await userName(db, caller.userId)) ?? '' } : null;
  return { at: new Date().toISOString(), by, event, detail };
}

async function bidderOrThrow(db: Db, id: number): Promise<BidderWithQuote> {
  const row = await findBidder(db, id);
  if (!row) throw notFound(bidderMessages.missing);
  return row;
}

/**
 * The bookings and presentations of the rows, read once for all of them, and when `viewerId`
 * last saw each (no viewer, as for a venue's or a job's read: nothing counts as new).
 */
async function extrasOf(db: Db, rows: BidderWithQuote[], viewerId: number | null): Promise<(row: BidderWithQuote) => BidderExtras> {
  const ids = rows.map((row) => row.bidder.id);
  // One after the other: `db` may be a transaction's single connection.
  const bookings = await latestBookingsByBidder(db, ids);
  const booked = await bookedBidders(db, ids);
  const seenAt = viewerId === null ? null : await seenAtOf(db, viewerId, 'bidder', ids);
  return (row) => ({
    preliminary: bookings.get(row.bidder.id) ?? null,
    bookedByCustomer: booked.has(row.bidder.id),
    seen: seenAt === null || !isNewTo(seenAt.get(row.bidder.id), row.bidder.attentionAt),
  });
}

async function dtoOf(db: Db, id: number, opportunityOpen: boolean, viewerId: number | null): Promise<BidderDto> {
  const row = await bidderOrThrow(db, id);
  return toBidderDto(row, opportunityOpen, (await extrasOf(db, [row], viewerId))(row));
}

/** For other domains: one bidder as the panel shows it (to `viewerId`, when an admin reads it). */
export async function bidderDto(db: Db, id: number, viewerId: number | null = null): Promise<BidderDto> {
  const row = await bidderOrThrow(db, id);
  const open = await openOpportunityIds(db, [row.bidder.opportunityId]);
  return toBidderDto(row, open.has(row.bidder.opportunityId), (await extrasOf(db, [row], viewerId))(row));
}

export async function getBidders(ctx: AppContext, caller: Caller, input: QueryOf<'getBidders'>): Promise<PageMeta & { data: BidderDto[] }> {
  const page = input.page ?? 1;
  const perPage = Math.min(input.per_page ?? 20, 100);
  const { total, rows } = await listBidders(ctx.database.db, {
    page,
    perPage,
    ...(input.opportunity_id === undefined ? {} : { opportunityId: input.opportunity_id }),
    ...(input.account_id === undefined ? {} : { accountId: input.account_id }),
    ...(input.status === undefined ? {} : { status: input.status }),
  });
  const open = await openOpportunities(ctx.database.db, rows);
  const extras = await extrasOf(ctx.database.db, rows, caller.userId);
  return { ...pageMeta(page, perPage, total, rows.length), data: rows.map((row) => toBidderDto(row, open.has(row.bidder.opportunityId), extras(row))) };
}

function openOpportunities(db: Db, rows: BidderWithQuote[]): Promise<Set<number>> {
  return openOpportunityIds(db, [...new Set(rows.map((row) => row.bidder.opportunityId))]);
}

/** The bidders of one opportunity in the admin's order (SPEC §7 get-bidder). */
export async function getOpportunityBidders(ctx: AppContext, caller: Caller, opportunityId: number, db: Db = ctx.database.db): Promise<BidderDto[]> {
  const opportunity = await readOpportunity(db, opportunityId);
  const rows = await biddersOfOpportunity(db, opportunityId);
  const extras = await extrasOf(db, rows, caller.userId);
  return rows.map((row) => toBidderDto(row, opportunity.status === 'open', extras(row)));
}

const trimmed = (value: string | null | undefined): string | null => value?.trim() || null;

/** Adds a partner venue (once) or an outside venue, last in the order. */
export async function addBidder(ctx: AppContext, caller: Caller, opportunityId: number, input: BidderInput): Promise<BidderDto> {
  const accountId = input.account_id ?? null;
  const name = trimmed(input.name);
  if (accountId === null && name === null) throw fieldError('account_id', bidderMessages.chooseVenue);
  if (accountId !== null) {
    const type = await accountType(ctx.database.db, accountId);
    if (type === undefined) throw fieldError('account_id', bidderMessages.accountMissing);
    if (type !== 'Partner') throw fieldError('account_id', bidderMessages.notPartner);
  }
  return ctx.database.transaction(async (tx) => {
    await lockOpenOpportunity(tx, opportunityId);
    if (accountId !== null && (await biddersOfOpportunity(tx.db, opportunityId)).some((row) => row.bidder.accountId === accountId)) {
      throw fieldError('account_id', bidderMessages.alreadyAdded);
    }
    const entry = await historyEntry(tx.db, caller, 'added');
    const row = await insertBidder(tx.db, {
      opportunityId,
      accountId,
      outsideName: accountId === null ? name : null,
      outsideEmail: accountId === null ? trimmed(input.email) : null,
      outsideLanguage: accountId === null ? (input.language ?? 'sv') : null,
      history: [entry],
    });
    return dtoOf(tx.db, row.id, true, caller.userId);
  });
}

/** An outside venue's name, email and language. */
export async function editBidder(ctx: AppContext, caller: Caller, id: number, input: OutsideBidderInput): Promise<BidderDto> {
  const name = trimmed(input.name);
  if (name === null) throw fieldError('name', { en: 'Fill in this field.', sw: 'Fyll i det här fältet.' });
  const current = await bidderOrThrow(ctx.database.db, id);
  if (current.partner) throw fieldError('name', bidderMessages.partnerFromAccount);
  return ctx.database.transaction(async (tx) => {
    await lockOpenOpportunity(tx, current.bidder.opportunityId);
    const entry = await historyEntry(tx.db, caller, 'updated');
    await updateBidder(tx.db, id, { outsideName: name, outsideEmail: trimmed(input.email), outsideLanguage: input.language ?? 'sv' }, entry);
    return dtoOf(tx.db, id, true, caller.userId);
  });
}

/** Takes a venue off the opportunity, while it has not been invited. */
export async function deleteBidder(ctx: AppContext, id: number): Promise<void> {
  const current = await bidderOrThrow(ctx.database.db, id);
  await ctx.database.transaction(async (tx) => {
    await lockOpenOpportunity(tx, current.bidder.opportunityId);
    if (!(await deleteBidderRow(tx.db, id))) {
      if (await findBidder(tx.db, id)) throw conflict(bidderMessages.invitedCannotGo);
      throw notFound(bidderMessages.missing);
    }
  });
}

/** The admin's order of the venues: every bidder of the opportunity, once. */
export async function reorderBidders(ctx: AppContext, caller: Caller, opportunityId: number, ids: number[]): Promise<BidderDto[]> {
  return ctx.database.transaction(async (tx) => {
    await lockOpenOpportunity(tx, opportunityId);
    const current = await bidderIdsOf(tx.db, opportunityId);
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== current.length || !current.every((id) => given.has(id))) {
      throw fieldError('bidder_ids', bidderMessages.orderMismatch);
    }
    const by = (await historyEntry(tx.db, caller, 'reordered')).by;
    await setBidderOrder(tx.db, ids, by);
    return getOpportunityBidders(ctx, caller, opportunityId, tx.db);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invitation under way, between its checks (`openInvitation`) and its mail (`sendInvitationMail`). */
export interface OpenInvitation {
  opportunity: OpportunityForBidders;
  row: BidderWithQuote;
  email: string;
  quoteId: number;
  resent: boolean;
}

/** SPEC §5: what an invitation needs of the opportunity ('Please fill required details.' on each field missing). */
function checkInvitationDetails(opportunity: OpportunityForBidders): void {
  const errors = new FieldErrorBag();
  for (const field of missingInvitationFields({
    account_id: opportunity.accountId,
    contact_id: opportunity.contactId,
    vat_basis: opportunity.vatBasis,
    arrival_time: opportunity.arrivalTime,
    departure_time: opportunity.departureTime,
  })) {
    errors.add(field, bidderMessages.requiredDetails);
  }
  errors.throwIfAny();
}

/**
 * The first half of sending or resending one venue's invitation, in the invite flow's
 * transaction (quotes/service.ts `sendInvitation`): the opportunity locked and open, SPEC §5's
 * checks, and the quote (created with the first invitation).
 */
export async function openInvitation(tx: Tx, id: number): Promise<OpenInvitation> {
  const current = await bidderOrThrow(tx.db, id);
  const opportunity = await lockOpenOpportunity(tx, current.bidder.opportunityId);
  const row = await bidderOrThrow(tx.db, id);
  checkInvitationDetails(opportunity);
  const email = emailOf(row);
  if (!email) throw fieldError('email', bidderMessages.email);
  const offer = invitationOffer(true, row.bidder.invitedAt !== null, row.quote?.status ?? null);
  if (offer === null) throw conflict(bidderMessages.answered);
  const quote = row.quote ?? (await insertQuote(tx.db, id, opportunity.id));
  return { opportunity, row, email, quoteId: quote.id, resent: offer === 'resend' };
}

/**
 * The first half of "Send all invitations", in the flow's transaction (quotes/service.ts
 * `sendInvitations`): the opportunity locked and open, then every venue the admin confirmed that
 * is still not invited, checked all together before any quote or mail is written (SPEC §5: the
 * opportunity's required details, each venue's email). A venue invited meanwhile (a double click,
 * another admin) is skipped, not invited twice: the lock makes the second request wait and then
 * see it invited. Partner venues come in the order of their account, so two such requests on
 * different opportunities touch the venues' shared rows in one order.
 */
export async function openInvitations(tx: Tx, opportunityId: number, bidderIds: number[]): Promise<{ invitations: OpenInvitation[]; skipped: number }> {
  const opportunity = await lockOpenOpportunity(tx, opportunityId);
  const rows = await biddersOfOpportunity(tx.db, opportunityId);
  const wanted = new Set(bidderIds);
  if ([...wanted].some((id) => !rows.some((row) => row.bidder.id === id))) throw fieldError('bidder_ids', bidderMessages.missing);
  const toInvite = rows.filter((row) => wanted.has(row.bidder.id) && row.bidder.invitedAt === null);
  if (toInvite.length === 0) return { invitations: [], skipped: wanted.size };
  checkInvitationDetails(opportunity);
  const withoutEmail = toInvite.filter((row) => !emailOf(row)).map(venueName);
  if (withoutEmail.length > 0) {
    const names = withoutEmail.join(', ');
    throw fieldError('bidder_ids', {
      en: `Please add e-mail for these venues before sending invitations: ${names}`,
      sw: `Lägg till en e-postadress för de här anläggningarna innan du skickar inbjudningarna: ${names}`,
    });
  }
  const ordered = [...toInvite].sort((a, b) => (a.bidder.accountId ?? Infinity) - (b.bidder.accountId ?? Infinity) || a.bidder.id - b.bidder.id);
  const invitations: OpenInvitation[] = [];
  for (const row of ordered) {
    const quote = row.quote ?? (await insertQuote(tx.db, row.bidder.id, opportunity.id));
    invitations.push({ opportunity, row, email: emailOf(row)!, quoteId: quote.id, resent: false });
  }
  return { invitations, skipped: wanted.size - invitations.length };
}

/** The answer's message of "Send all invitations": how many went. */
export function invitationsSentMessage(sent: number): LocalizedText {
  if (sent === 0) {
    return { en: 'Every venue had already been invited; nothing more was sent.', sw: 'Alla anläggningar var redan inbjudna; inget mer skickades.' };
  }
  return sent === 1
    ? { en: 'Invitation sent to 1 venue', sw: 'Inbjudan har skickats till 1 anläggning' }
    : { en: `Invitations sent to ${sent} venues`, sw: `Inbjudningar har skickats till ${sent} anläggningar` };
}

/**
 * The second half, once the quote is ready with its response deadline: a fresh capability link
 * for an outside venue (the previous one revoked), the mail in the venue's language, the
 * bidder's history and the opportunity's log.
 */
export async function sendInvitationMail(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  invitation: OpenInvitation,
  deadline: string,
  /** The admin's own words for the venue (may be empty). */
  message: string | null = null,
): Promise<{ bidder: BidderDto; resent: boolean }> {
  const { opportunity, row, email, quoteId, resent } = invitation;
  const id = row.bidder.id;
  const expiresAt = new Date(Date.now() + INVITATION_LINK_DAYS * DAY_MS);
  // Partners answer behind their login (the link names the quote); an outside venue's link is
  // its capability, made afresh and the previous one revoked.
  let path = portalPaths.partnerQuote(quoteId);
  if (!row.partner) {
    const { token } = await reissueLink(tx, {
      purpose: 'quote_answer',
      subjectType: 'quote',
      subjectId: quoteId,
      expiresAt,
      createdBy: caller.userId,
    });
    path = portalPaths.outsideQuote(token);
  }
  const language = languageOf(row);
  const city = await cityName(tx.db, opportunity.cityId);
  await ctx.mail.enqueue(tx, {
    to: email,
    template: 'venue-invitation',
    language,
    vars: {
      venue_name: venueName(row),
      participants: opportunity.participants ?? '',
      start_date: opportunity.startDate ?? '',
      end_date: opportunity.endDate ?? '',
      city_text: city ? (language === 'en' ? ` in ${city}` : ` i ${city}`) : '',
      link: portalUrl(ctx.config, path),
      expires_on: expiresAt.toISOString().slice(0, 10),
      response_deadline: deadline,
      message: message ?? '',
    },
    personalMessage: message,
  });
  const entry = await historyEntry(tx.db, caller, resent ? 'reinvited' : 'invited', email);
  await markInvited(tx.db, id, entry);
  await recordActivity(tx.db, {
    logName: 'Opportunity',
    event: 'invited',
    subjectType: 'Opportunity',
    subjectId: opportunity.id,
    causerId: caller.userId,
    properties: { name: opportunity.name, account: { name: venueName(row) } },
    accountId: row.bidder.accountId,
    link: portalPaths.opportunity(opportunity.id),
  });
  return { bidder: await dtoOf(tx.db, id, true, caller.userId), resent };
}

async function cityName(db: Db, cityId: number | null): Promise<string | null> {
  return cityId === null ? null : ((await findCity(db, cityId))?.name ?? null);
}

/**
 * Checks a win's venue before the state change: one of this opportunity's bidders whose quote
 * is submitted (checked again, race-safe, inside the change by quotes' `settleQuotesOnWin`).
 */
export async function checkWinner(ctx: AppContext, opportunityId: number, bidderId: number | null | undefined): Promise<void> {
  if (bidderId === null || bidderId === undefined) throw fieldError('bidder_id', bidderMessages.chooseWinner);
  const row = await findBidder(ctx.database.db, bidderId);
  if (!row || row.bidder.opportunityId !== opportunityId) throw fieldError('bidder_id', bidderMessages.missing);
  if (row.quote?.status !== 'submitted') {
    // A decided opportunity is a 409 (checked by the state change), not a wrong venue.
    const opportunity = await readOpportunity(ctx.database.db, opportunityId);
    if (opportunity.status === 'open') throw fieldError('bidder_id', bidderMessages.winnerNotSubmitted);
  }
}

/** For the quotes domain's win and revert: the same history entry on several bidders. */
export async function appendBiddersHistory(db: Db, bidderIds: number[], caller: Caller, event: BidderHistoryEntry['event']): Promise<void> {
  await appendHistory(db, bidderIds, await historyEntry(db, caller, event));
}

/**
 * The calling admin has seen a venue's answer, or wants it new again (no history entry: it
 * changes nothing for the venue, nor for the other admins).
 */
export async function setBidderSeen(ctx: AppContext, caller: Caller, id: number, seen: boolean): Promise<BidderDto> {
  const current = await bidderOrThrow(ctx.database.db, id);
  await (seen ? markSeen : markUnseen)(ctx.database.db, caller.userId, 'bidder', [id]);
  const open = await openOpportunityIds(ctx.database.db, [current.bidder.opportunityId]);
  return dtoOf(ctx.database.db, id, open.has(current.bidder.opportunityId), caller.userId);
}

/**
 * For the quotes domain, in its transaction: one entry in a bidder's history (by the caller, or
 * by the venue through its link when null), and, when the venue or the customer acted, the
 * moment that makes the bidder new to every admin who has not seen it since. Answers the history as it now is.
 */
export async function appendBidderHistory(
  db: Db,
  bidderId: number,
  caller: Caller | null,
  event: BidderHistoryEntry['event'],
  detail: string | null,
  values: { attention?: boolean } = {},
): Promise<BidderHistoryEntry[]> {
  const [history] = await appendHistory(db, [bidderId], await historyEntry(db, caller, event, detail));
  if (values.attention) await markAttention(db, bidderId);
  return history ?? [];
}

/** For the quotes domain's reminders: where a venue's mail goes, in which language, by which name. */
export async function venueContact(db: Db, bidderId: number): Promise<{ name: string; email: string | null; language: 'sv' | 'en'; partner: boolean } | undefined> {
  const row = await findBidder(db, bidderId);
  if (!row) return undefined;
  return { name: venueName(row), email: emailOf(row), language: languageOf(row), partner: row.partner !== null };
}

/** For the bookings domain: a bidder's opportunity, venue account and quote (id and state). */
export async function findBidderForBooking(
  db: Db,
  bidderId: number,
): Promise<{ opportunityId: number; accountId: number | null; quoteId: number | null; quoteStatus: Schemas['QuoteStatus'] | null } | undefined> {
  const row = await findBidder(db, bidderId);
  if (!row) return undefined;
  return { opportunityId: row.bidder.opportunityId, accountId: row.bidder.accountId, quoteId: row.quote?.id ?? null, quoteStatus: row.quote?.status ?? null };
}
