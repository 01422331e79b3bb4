import type { AppContext } from '../../core/context.js';
import type { BodyOf, QueryOf, Schemas } from '../../core/contract.js';
import { previewMails } from '../../core/mail/preview.js';
import type { Caller } from '../../core/auth/caller.js';
import type { Db, Tx } from '../../core/db/client.js';
import { recordActivity, type ActivityEntry } from '../../core/audit/audit.js';
import { changeState } from '../../core/state/change-state.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import { fieldMessages } from '../../core/validation.js';
import { listWindow, pageMeta, type PageMeta, searchTerm } from '../../core/db/paging.js';
import type { LocalizedText, Role } from '../../core/types.js';
import { portalPaths } from '../../core/urls.js';
import { isNewTo, markSeen, markUnseen, seenAtOf } from '../../core/views/record-views.js';
import { checkOwner } from '../accounts/service.js';
import { convertLeadWith, type LeadRow } from '../leads/service.js';
import { findCity, findRegion } from '../reference/service.js';
import {
  derivedName,
  doubleRoomsFor,
  isQuarterHour,
  isUnseen,
  missingLostReason,
  opportunityActions,
  opportunityTransitions,
  boardMoves,
  type OpportunityStateAction,
} from './rules.js';
import { opportunityIdleDays } from '../settings/service.js';
import { checkWinner } from '../bidders/service.js';
import { restoreQuotesOnRevert, settleQuotesOnWin, tellVenuesOnLoss } from '../quotes/service.js';
import { createCommissionOnWin, removeCommissionOnRevert } from '../commissions/service.js';
import {
  findAccountForOpportunity,
  findContactForOpportunity,
  findOpportunity,
  insertOpportunity,
  boardOpportunities,
  listOpportunities,
  opportunityExists,
  updateOpenOpportunity,
  type OpportunityQuery,
  type OpportunityRow,
  type OpportunityValues,
  type OpportunityWithNames,
} from './repository.js';
import { opportunities, type OpportunityStatus } from './schema.js';
import { insertCustomerOf } from './customer-from-lead.js';

// The contract's types (openapi/src/schemas/opportunities.yaml), by the names this file uses.
type OpportunityDto = Schemas['Opportunity'];
type OpportunityInput = Schemas['OpportunityInput'];
type ConvertLeadInput = NonNullable<BodyOf<'convertLead'>>;
type LoseInput = NonNullable<BodyOf<'loseOpportunity'>>;
type WinInput = BodyOf<'winOpportunity'>;

export const opportunityMessages = {
  created: { en: 'Opportunity created', sw: 'Affärsmöjligheten har skapats' },
  updated: { en: 'Opportunity updated', sw: 'Affärsmöjligheten har uppdaterats' },
  converted: { en: 'Lead converted to an opportunity', sw: 'Leaden har konverterats till en affärsmöjlighet' },
  won: { en: 'Opportunity won', sw: 'Affärsmöjligheten har markerats som vunnen' },
  lost: { en: 'Opportunity marked as lost', sw: 'Affärsmöjligheten har markerats som förlorad' },
  closed: { en: 'Opportunity closed', sw: 'Affärsmöjligheten har stängts' },
  reverted: { en: 'Status reverted', sw: 'Statusen har återställts' },
  seen: { en: 'Marked as seen by admin', sw: 'Markerad som sedd' },
  unseen: { en: 'Marked as unseen by admin', sw: 'Markerad som osedd' },
  missing: { en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' },
  decided: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' },
  accountAndContact: { en: 'Please select Account and Contact, it is required', sw: 'Välj ett konto och en kontakt.' },
  customerOrFromLead: {
    en: 'Choose an account and contact, or create them from the lead, not both.',
    sw: 'Välj ett konto och en kontakt, eller skapa dem från leaden, inte båda.',
  },
  vat: { en: 'Please select Vat, it is required', sw: 'Välj om priserna anges exklusive eller inklusive moms.' },
  accountMissing: { en: 'The selected account does not exist', sw: 'Det valda kontot finns inte' },
  notCustomer: { en: 'Choose a customer account.', sw: 'Välj ett kundkonto.' },
  contactMissing: { en: 'The selected contact does not exist', sw: 'Den valda kontakten finns inte' },
  contactElsewhere: { en: 'The selected contact belongs to another account', sw: 'Den valda kontakten tillhör ett annat konto' },
  regionMissing: { en: 'The selected region does not exist', sw: 'Den valda regionen finns inte' },
  cityMissing: { en: 'The selected city does not exist', sw: 'Den valda orten finns inte' },
  cityElsewhere: { en: 'The selected city is not in the selected region', sw: 'Den valda orten ligger inte i den valda regionen' },
  endBeforeStart: {
    en: 'The end date must be on or after the start date',
    sw: 'Slutdatumet måste vara samma dag som eller efter startdatumet',
  },
  quarterHour: {
    en: 'Choose a time on the quarter hour, e.g. 09:00, 09:15, 09:30 or 09:45.',
    sw: 'Välj en tid på hel kvart, t.ex. 09:00, 09:15, 09:30 eller 09:45.',
  },
  lostReason: { en: 'Choose a reason.', sw: 'Välj en anledning.' },
  lostReasonText: { en: 'Describe the reason.', sw: 'Beskriv anledningen.' },
} satisfies Record<string, LocalizedText>;

const optionalText = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const ref = (id: number | null, name: string | null): Schemas['Ref'] | null => (id !== null && name !== null ? { id, name } : null);
const hhmm = (time: string | null): string | null => (time === null ? null : time.slice(0, 5));

/**
 * Whether the caller has seen each row since its latest change (core/views), read for all the
 * rows at once: one primary-key lookup per row.
 */
async function seenByCaller(db: Db, caller: Caller, rows: OpportunityWithNames[]): Promise<(row: OpportunityWithNames) => boolean> {
  const seenAt = await seenAtOf(db, caller.userId, 'opportunity', rows.map((row) => row.opportunity.id));
  return (row) => !isNewTo(seenAt.get(row.opportunity.id), row.changedAt);
}

/** The opportunity as the API answers it, with whether the caller has `seen` it and what `role` may do with it now. */
export function toOpportunityDto(row: OpportunityWithNames, role: Role | null, seen: boolean): OpportunityDto {
  const o = row.opportunity;
  return {
    id: o.id,
    name: o.name,
    status: o.status,
    seen_by_admin: seen,
    unseen: isUnseen(o.status, seen),
    owner_id: o.ownerId,
    owner: ref(o.ownerId, row.ownerName),
    account_id: o.accountId,
    account: ref(o.accountId, row.accountName),
    contact_id: o.contactId,
    contact: ref(o.contactId, row.contactName),
    lead_id: o.leadId,
    conference_type: o.conferenceType,
    start_date: o.startDate,
    end_date: o.endDate,
    // PostgreSQL answers times as HH:MM:SS; the contract speaks HH:MM.
    arrival_time: hhmm(o.arrivalTime),
    departure_time: hhmm(o.departureTime),
    participants: o.participants,
    single_rooms: o.singleRooms,
    double_rooms: o.doubleRooms,
    conference_room_size: o.conferenceRoomSize,
    seating: o.seating,
    vat_basis: o.vatBasis,
    region_id: o.regionId,
    region_name: row.regionName,
    city_id: o.cityId,
    city_name: row.cityName,
    message: o.message,
    lost_reason: o.lostReason,
    lost_reason_text: o.lostReasonText,
    winning_bidder_id: row.winningBidderId,
    winning_venue: row.winningVenue,
    stage: row.derived.stage,
    value: valueOf(row),
    idle: row.idle,
    last_touched_at: row.lastTouchedAt.toISOString(),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    allowed_actions: opportunityActions(o.status, seen, role, row.hasSubmittedQuote),
  };
}

interface Customer {
  accountId: number;
  contactId: number;
  companyName: string;
  vatBasis: Schemas['VatBasis'];
}

/**
 * The customer part every opportunity needs (SPEC §5): an existing customer account, a contact
 * of it (or of no account), and the VAT basis; each missing one with the portal's message.
 */
async function checkCustomer(
  db: Db,
  input: { account_id?: number | null; contact_id?: number | null; vat_basis?: Schemas['VatBasis'] | null },
  errors: FieldErrorBag,
): Promise<Customer | undefined> {
  const accountId = input.account_id ?? null;
  const contactId = input.contact_id ?? null;
  if (accountId === null) errors.add('account_id', opportunityMessages.accountAndContact);
  if (contactId === null) errors.add('contact_id', opportunityMessages.accountAndContact);
  if (!input.vat_basis) errors.add('vat_basis', opportunityMessages.vat);
  const [account, contact] = await Promise.all([
    accountId === null ? undefined : findAccountForOpportunity(db, accountId),
    contactId === null ? undefined : findContactForOpportunity(db, contactId),
  ]);
  if (accountId !== null && !account) errors.add('account_id', opportunityMessages.accountMissing);
  else if (account && account.type !== 'Customer') errors.add('account_id', opportunityMessages.notCustomer);
  if (contactId !== null && !contact) errors.add('contact_id', opportunityMessages.contactMissing);
  else if (contact && account && contact.accountId !== null && contact.accountId !== account.id) {
    errors.add('contact_id', opportunityMessages.contactElsewhere);
  }
  if (!account || !contact || !input.vat_basis) return undefined;
  return { accountId: account.id, contactId: contact.id, companyName: account.companyName, vatBasis: input.vat_basis };
}

/** Every rule of the form the schema cannot express, each reported on its field, all at once. */
async function checkInput(db: Db, input: OpportunityInput): Promise<Omit<OpportunityValues, 'status' | 'leadId'>> {
  const errors = new FieldErrorBag();
  const customer = await checkCustomer(db, input, errors);
  await checkOwner(db, input.owner_id, errors);
  if (input.end_date < input.start_date) errors.add('end_date', opportunityMessages.endBeforeStart);
  for (const field of ['arrival_time', 'departure_time'] as const) {
    const time = input[field];
    if (time && !isQuarterHour(time)) errors.add(field, opportunityMessages.quarterHour);
  }
  const regionId = input.region_id ?? null;
  const cityId = input.city_id ?? null;
  const [region, city] = await Promise.all([
    regionId === null ? undefined : findRegion(db, regionId),
    cityId === null ? undefined : findCity(db, cityId),
  ]);
  if (regionId !== null && !region) errors.add('region_id', opportunityMessages.regionMissing);
  if (cityId !== null && !city) errors.add('city_id', opportunityMessages.cityMissing);
  else if (city && regionId !== null && region && city.regionId !== region.id) errors.add('city_id', opportunityMessages.cityElsewhere);
  errors.throwIfAny();

  return {
    name: optionalText(input.name) ?? derivedName(customer!.companyName, input.start_date),
    // Not given: the creator on create, unchanged on edit.
    ownerId: input.owner_id,
    accountId: customer!.accountId,
    contactId: customer!.contactId,
    vatBasis: customer!.vatBasis,
    conferenceType: input.conference_type,
    startDate: input.start_date,
    endDate: input.end_date,
    arrivalTime: input.arrival_time ?? null,
    departureTime: input.departure_time ?? null,
    participants: input.participants,
    singleRooms: input.single_rooms ?? 0,
    doubleRooms: input.double_rooms ?? 0,
    conferenceRoomSize: input.conference_room_size ?? null,
    seating: input.seating ?? null,
    // A city without a region takes the city's region. Neither given (the edit form, which does
    // not show them): the place stays as it is (the lead's), so the venue suggestions keep it.
    ...(input.region_id === undefined && input.city_id === undefined ? {} : { regionId: regionId ?? city?.regionId ?? null, cityId }),
    message: optionalText(input.message),
  };
}

/** The log entry of a change of the opportunity, listed on its customer account's page too. */
function activityOf(row: OpportunityRow, event: ActivityEntry['event'], causerId: number): ActivityEntry {
  return {
    logName: 'Opportunity',
    event,
    subjectType: 'Opportunity',
    subjectId: row.id,
    causerId,
    properties: { name: row.name },
    accountId: row.accountId,
    link: portalPaths.opportunity(row.id),
  };
}

export async function getOpportunities(
  ctx: AppContext,
  caller: Caller,
  input: QueryOf<'getOpportunities'>,
): Promise<PageMeta & { data: OpportunityDto[] }> {
  const query: OpportunityQuery = {
    ...listWindow(input, { sort: 'created_at', order: 'desc' }),
    search: searchTerm(input.search),
    status: input.status,
    ownerId: input.owner_id,
  };
  const { matches, rows } = await listOpportunities(ctx.database.db, query);
  const seen = await seenByCaller(ctx.database.db, caller, rows);
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data: rows.map((row) => toOpportunityDto(row, caller.role, seen(row))) };
}

/** How many cards each column of the board shows. */
export const BOARD_CARDS_PER_COLUMN = 20;

/** The deal's value in öre in the request's VAT basis (ex VAT when it has none); null without a quote. */
function valueOf(row: OpportunityWithNames): number | null {
  const { value_ex_vat: ex, value_inc_vat: inc } = row.derived;
  return row.opportunity.vatBasis === 'inc' ? inc : ex;
}

/** Open and untouched for more than `idleDays` days (as the list's `idle`, computed in SQL there). */
const isIdle = (row: OpportunityWithNames, idleDays: number, now = Date.now()): boolean =>
  row.opportunity.status === 'open' && row.lastTouchedAt.getTime() < now - idleDays * 86_400_000;

function toCard(row: OpportunityWithNames, seen: boolean, idleDays: number): Schemas['OpportunityCard'] {
  const o = row.opportunity;
  return {
    id: o.id,
    name: o.name,
    stage: row.derived.stage,
    value: valueOf(row),
    vat_basis: o.vatBasis ?? 'ex',
    allowed_moves: boardMoves(o.status, row.hasSubmittedQuote),
    customer: ref(o.accountId, row.accountName),
    start_date: o.startDate,
    participants: o.participants,
    owner: ref(o.ownerId, row.ownerName),
    idle: isIdle(row, idleDays),
    unseen: isUnseen(o.status, seen),
    last_touched_at: row.lastTouchedAt.toISOString(),
    created_at: o.createdAt.toISOString(),
  };
}

/** The board of open opportunities by stage (PIPELINE.md), searched and filtered as the list is. */
export async function getOpportunityBoard(ctx: AppContext, caller: Caller, input: QueryOf<'getOpportunityBoard'>): Promise<Schemas['OpportunityBoard']> {
  const db = ctx.database.db;
  const [idleDays, columns] = await Promise.all([
    opportunityIdleDays(db),
    boardOpportunities(db, { search: searchTerm(input.search), ownerId: input.owner_id }, BOARD_CARDS_PER_COLUMN),
  ]);
  const seen = await seenByCaller(db, caller, columns.flatMap((column) => column.rows));
  return {
    idle_days: idleDays,
    columns: columns.map((column) => ({
      stage: column.stage,
      count: column.matches.total,
      count_capped: column.matches.capped,
      value_ex_vat: column.valueExVat,
      cards: column.rows.map((row) => toCard(row, seen(row), idleDays)),
    })),
  };
}

export async function getOpportunity(ctx: AppContext, caller: Caller, id: number, db: Db = ctx.database.db): Promise<OpportunityDto> {
  const row = await findOpportunity(db, id);
  if (!row) throw notFound(opportunityMessages.missing);
  return toOpportunityDto(row, caller.role, (await seenByCaller(db, caller, [row]))(row));
}

/** A new open opportunity, new to every admin, with its 'created' log entry, in one transaction. */
export async function createOpportunity(ctx: AppContext, caller: Caller, input: OpportunityInput): Promise<OpportunityDto> {
  const values = await checkInput(ctx.database.db, input);
  return ctx.database.transaction(async (tx) => {
    const row = await insertOpportunity(tx.db, { ...values, ownerId: values.ownerId === undefined ? caller.userId : values.ownerId, status: 'open', leadId: null });
    await recordActivity(tx.db, activityOf(row, 'created', caller.userId));
    return getOpportunity(ctx, caller, row.id, tx.db);
  });
}

/** Edits an open opportunity (compare-and-set on the status): a decided one is a 409. */
export async function updateOpportunity(ctx: AppContext, caller: Caller, id: number, input: OpportunityInput): Promise<OpportunityDto> {
  if (!(await opportunityExists(ctx.database.db, id))) throw notFound(opportunityMessages.missing);
  const values = await checkInput(ctx.database.db, input);
  return ctx.database.transaction(async (tx) => {
    const row = await updateOpenOpportunity(tx.db, id, values);
    if (!row) {
      if (!(await opportunityExists(tx.db, id))) throw notFound(opportunityMessages.missing);
      throw conflict(opportunityMessages.decided);
    }
    await recordActivity(tx.db, activityOf(row, 'updated', caller.userId));
    // The admin's own edit is nothing new to them (to the other admins it is).
    await markSeen(tx.db, caller.userId, 'opportunity', [row.id]);
    return getOpportunity(ctx, caller, row.id, tx.db);
  });
}

/** The opportunity a lead's request becomes, for the chosen customer. */
function fromLeadValues(lead: LeadRow, customer: Customer, ownerId: number): OpportunityValues {
  return {
    name: derivedName(customer.companyName, lead.startDate),
    ownerId,
    accountId: customer.accountId,
    contactId: customer.contactId,
    leadId: lead.id,
    status: 'open',
    vatBasis: customer.vatBasis,
    conferenceType: lead.conferenceType,
    startDate: lead.startDate,
    endDate: lead.endDate,
    arrivalTime: lead.arrivalTime,
    departureTime: lead.departureTime,
    participants: lead.participants,
    singleRooms: lead.singleRoomPeople,
    doubleRooms: doubleRoomsFor(lead.doubleRoomPeople),
    conferenceRoomSize: lead.conferenceRoomSize,
    seating: lead.furnishing,
    regionId: lead.regionId,
    cityId: lead.cityId,
    message: lead.message,
  };
}

/** The fields of the lead's request an admin may edit before converting (OpportunityInput's). */
const REQUEST_FIELDS = [
  'name',
  'owner_id',
  'conference_type',
  'start_date',
  'end_date',
  'arrival_time',
  'departure_time',
  'participants',
  'single_rooms',
  'double_rooms',
  'conference_room_size',
  'seating',
  'region_id',
  'city_id',
  'message',
] as const satisfies readonly (keyof ConvertLeadInput)[];
const REQUIRED_REQUEST_FIELDS = ['conference_type', 'start_date', 'end_date', 'participants'] as const;

/**
 * The request as the admin edited it (`/create-opportunity-{id}`), checked like OpportunityInput;
 * undefined when the body carries no request field (the lead's request is taken as it is).
 */
async function checkEditedRequest(db: Db, input: ConvertLeadInput): Promise<{ input: ConvertLeadInput; values: Awaited<ReturnType<typeof checkInput>> } | undefined> {
  if (!REQUEST_FIELDS.some((field) => input[field] !== undefined)) return undefined;
  const errors = new FieldErrorBag();
  for (const field of REQUIRED_REQUEST_FIELDS) if (input[field] === undefined) errors.add(field, fieldMessages.required);
  if (errors.has()) {
    // Report the customer's fields in the same answer, as a create would.
    await checkCustomer(db, input, errors);
    errors.throwIfAny();
  }
  return { input, values: await checkInput(db, input as OpportunityInput) };
}

/**
 * Converts a new lead: the opportunity from the lead's request (or from the request as the admin
 * edited it) and the chosen customer, the lead Converted (through the leads module's state
 * change), both log entries, in one transaction. A lead already converted (or discarded, or
 * converting right now) is a 409; an invalid field a 422; either way nothing is written.
 */
export async function convertLead(ctx: AppContext, caller: Caller, leadId: number, input: ConvertLeadInput | undefined): Promise<OpportunityDto> {
  const body = input ?? {};
  const fromLead = body.customer_from_lead === true;
  const errors = new FieldErrorBag();
  if (fromLead) {
    // The account and contact are made from the lead in the conversion's own transaction: a
    // conversion refused (409, 422) leaves no account behind.
    if (body.account_id != null || body.contact_id != null) errors.add('account_id', opportunityMessages.customerOrFromLead);
    if (REQUEST_FIELDS.some((field) => body[field] !== undefined)) errors.add('customer_from_lead', opportunityMessages.customerOrFromLead);
    if (!body.vat_basis) errors.add('vat_basis', opportunityMessages.vat);
    errors.throwIfAny();
    return convertLeadWith(ctx, caller, leadId, async (tx: Tx, lead) => {
      const made = await insertCustomerOf(tx.db, caller, lead);
      const customer: Customer = { accountId: made.account.id, contactId: made.contact.id, companyName: made.account.name, vatBasis: body.vat_basis! };
      return insertConverted(ctx, caller, tx, fromLeadValues(lead, customer, caller.userId), customer.companyName);
    });
  }
  const edited = await checkEditedRequest(ctx.database.db, body);
  const customer = edited ? undefined : await checkCustomer(ctx.database.db, body, errors);
  errors.throwIfAny();
  return convertLeadWith(ctx, caller, leadId, async (tx: Tx, lead) => {
    const values: OpportunityValues = edited
      ? {
          ...edited.values,
          ownerId: edited.values.ownerId ?? caller.userId,
          // The form does not show the place: the lead's, unless the body names one.
          ...(edited.input.region_id === undefined && edited.input.city_id === undefined ? { regionId: lead.regionId, cityId: lead.cityId } : {}),
          leadId: lead.id,
          status: 'open',
        }
      : fromLeadValues(lead, customer!, caller.userId);
    // The account was checked above (deleting one that an opportunity names is refused).
    const companyName = customer?.companyName ?? (await findAccountForOpportunity(tx.db, values.accountId!))!.companyName;
    return insertConverted(ctx, caller, tx, values, companyName);
  });
}

/** The converted lead's opportunity and its 'created' entry, in the conversion's transaction. */
async function insertConverted(ctx: AppContext, caller: Caller, tx: Tx, values: OpportunityValues, companyName: string): Promise<OpportunityDto> {
  const row = await insertOpportunity(tx.db, values);
  await recordActivity(tx.db, { ...activityOf(row, 'created', caller.userId), properties: { name: row.name, account: { name: companyName } } });
  return getOpportunity(ctx, caller, row.id, tx.db);
}

const eventOf = { win: 'won', lose: 'lost', close: 'closed', revert: 'reverted' } as const;

/** One state change of the transition table, compare-and-set and logged, in one transaction. */
async function changeStatus(
  ctx: AppContext,
  caller: Caller,
  id: number,
  action: OpportunityStateAction,
  set?: Partial<OpportunityValues>,
  alsoDo?: (tx: Tx, from: OpportunityStatus) => Promise<void>,
): Promise<OpportunityDto> {
  const row = await changeState<OpportunityRow, OpportunityStatus, OpportunityStateAction>(ctx, caller, {
    table: opportunities,
    idColumn: opportunities.id,
    stateColumn: opportunities.status,
    stateKey: 'status',
    touchUpdatedAt: true,
    id,
    action,
    transitions: opportunityTransitions,
    messages: { missing: opportunityMessages.missing, conflict: () => opportunityMessages.decided },
    ...(set ? { set } : {}),
    effects: async (tx, changed, from) => {
      await alsoDo?.(tx, from);
      // The admin's own change is nothing new to them (to the other admins it is).
      await markSeen(tx.db, caller.userId, 'opportunity', [changed.id]);
      return { activity: activityOf(changed, eventOf[action], caller.userId) };
    },
  });
  return getOpportunity(ctx, caller, row.id);
}

/**
 * open → won by one of its venues whose quote is submitted: the other quotes lost and their
 * venues told (quotes module) and the commission made from the winning quote (commissions
 * module), in the same transaction.
 */
export async function winOpportunity(ctx: AppContext, caller: Caller, id: number, input: WinInput | undefined): Promise<OpportunityDto> {
  if (!(await opportunityExists(ctx.database.db, id))) throw notFound(opportunityMessages.missing);
  await checkWinner(ctx, id, input?.bidder_id);
  const winner = input!.bidder_id!;
  return changeStatus(ctx, caller, id, 'win', {}, async (tx) => {
    await settleQuotesOnWin(ctx, tx, caller, id, winner, input?.message ?? null);
    // The commission of the winning quote, in the same transaction.
    await createCommissionOnWin(tx, caller.userId, id, winner);
  });
}

/** The "not chosen" mails `winOpportunity` would send now, nothing sent or written (core/mail/preview.ts). */
export function previewWinMails(ctx: AppContext, caller: Caller, id: number, input: WinInput | undefined): Promise<Schemas['MailPreview'][]> {
  return previewMails(ctx, (preview) => winOpportunity(preview, caller, id, input));
}

/** open → lost, with a reason (SPEC §4's three, or other with a text). */
export async function loseOpportunity(ctx: AppContext, caller: Caller, id: number, input: LoseInput | undefined): Promise<OpportunityDto> {
  const reason = input?.lost_reason ?? null;
  const text = optionalText(input?.lost_reason_text);
  const missing = missingLostReason(reason, text);
  if (missing) {
    const errors = new FieldErrorBag();
    errors.add(missing, missing === 'lost_reason' ? opportunityMessages.lostReason : opportunityMessages.lostReasonText);
    errors.throwIfAny();
  }
  // The venues whose quotes were still in play are told, in the same transaction.
  return changeStatus(ctx, caller, id, 'lose', { lostReason: reason, lostReasonText: text }, (tx) => tellVenuesOnLoss(ctx, tx, id, input?.message ?? null));
}

/** The mails `loseOpportunity` would send now to the venues still in play, nothing sent or written (core/mail/preview.ts). */
export function previewLoseMails(ctx: AppContext, caller: Caller, id: number, input: LoseInput | undefined): Promise<Schemas['MailPreview'][]> {
  return previewMails(ctx, (preview) => loseOpportunity(preview, caller, id, input));
}

/** open → closed, without an outcome. */
export const closeOpportunity = (ctx: AppContext, caller: Caller, id: number) => changeStatus(ctx, caller, id, 'close');

/** won, lost or closed → open; the lost reason goes with the end state. */
export const revertOpportunity = (ctx: AppContext, caller: Caller, id: number) =>
  changeStatus(ctx, caller, id, 'revert', { lostReason: null, lostReasonText: null }, async (tx, from) => {
    // Undoing a win undoes its effects: the quotes as they were before it.
    if (from === 'won') {
      await restoreQuotesOnRevert(tx, caller, id);
      await removeCommissionOnRevert(tx, id);
    }
  });

/**
 * The calling admin has seen the opportunity (its page opened), or wants it new again (the
 * list's New label), in any state: not a change of status, nor anything for the other admins.
 */
export async function setOpportunitySeen(ctx: AppContext, caller: Caller, id: number, seen: boolean): Promise<OpportunityDto> {
  if (!(await opportunityExists(ctx.database.db, id))) throw notFound(opportunityMessages.missing);
  await (seen ? markSeen : markUnseen)(ctx.database.db, caller.userId, 'opportunity', [id]);
  return getOpportunity(ctx, caller, id);
}
