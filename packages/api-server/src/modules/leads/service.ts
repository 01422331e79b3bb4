import { customerRequestUrl } from '../customer-requests/service.js';
import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { Tx } from '../../core/db/client.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Caller } from '../../core/auth/caller.js';
import { changeState } from '../../core/state/change-state.js';
import { allowedActions } from '../../core/state/transitions.js';
import { leadTransitions, type LeadAction } from './rules.js';
import { leads, type LeadStatus } from './schema.js';
import type { LocalizedText, Role } from '../../core/types.js';
import { todayIn } from '../../core/dates.js';
import { FieldErrorBag, notFound } from '../../core/errors.js';
import { listWindow, pageMeta, type PageMeta, searchTerm } from '../../core/db/paging.js';
import { fieldMessages, optionalText } from '../../core/validation.js';
import {
  findLead,
  insertLead,
  listLeads,
  type LeadQuery,
  type LeadRow,
} from './repository.js';
import { findCity, findRegion } from '../reference/service.js';
import { insertNotification, recordActivity } from '../../core/audit/audit.js';
import { consume, throttleRules } from '../../core/throttle/throttle.js';

// The contract's types (openapi/src/schemas/leads.yaml), by the names this file uses.
type LeadInput = Schemas['LeadInput'];
type LeadDto = Schemas['Lead'];
type LeadListInput = QueryOf<'getLeads'>;

export const leadMessages = {
  created: { en: 'Lead created successfully', sw: 'Förfrågan har skickats' },
  discarded: { en: 'Lead discarded successfully', sw: 'Leaden har kasserats' },
  missing: { en: 'Lead does not exist', sw: 'Leaden finns inte' },
  notNew: { en: 'Only new leads can be discarded', sw: 'Endast nya leads kan kasseras' },
  alreadyConverted: { en: 'The lead is already converted', sw: 'Leaden har redan konverterats' },
  notNewConvert: { en: 'Only new leads can be converted', sw: 'Endast nya leads kan konverteras' },
} satisfies Record<string, LocalizedText>;

/** The admins' 'Lead' notification for a new request (the bell links to the lead's page). */
export function newLeadNotification(leadId: number, name: string) {
  return {
    type: 'lead.created',
    notifiableType: 'Lead' as const,
    notifiableId: leadId,
    data: {
      source: 'Lead',
      message: { en: `New lead from ${name}`, sw: `Ny lead från ${name}` },
      opportunity_id: null,
      link: portalPaths.lead(leadId),
    },
  };
}

/** The lead as the API answers it, with what `role` may do with it now (none for the public form). */
export function toLeadDto({ lead, regionName, cityName }: { lead: LeadRow; regionName: string; cityName: string }, role: Role | null): LeadDto {
  return {
    id: lead.id,
    first_name: lead.firstName,
    last_name: lead.lastName,
    business: lead.business,
    email: lead.email,
    phone: lead.phone,
    conference_type: lead.conferenceType,
    start_date: lead.startDate,
    end_date: lead.endDate,
    // PostgreSQL answers times as HH:MM:SS; the contract speaks HH:MM.
    arrival_time: lead.arrivalTime.slice(0, 5),
    departure_time: lead.departureTime.slice(0, 5),
    participants: lead.participants,
    single_room_people: lead.singleRoomPeople,
    double_room_people: lead.doubleRoomPeople,
    accepts_shared_double: lead.acceptsSharedDouble,
    conference_room_size: lead.conferenceRoomSize,
    furnishing: lead.furnishing,
    region_id: lead.regionId,
    region_name: regionName,
    city_id: lead.cityId,
    city_name: cityName,
    vat_basis: lead.vatBasis,
    contact_method: lead.contactMethod,
    message: lead.message,
    language: lead.language,
    submitted_at: lead.submittedAt.toISOString(),
    status: lead.status,
    allowed_actions: allowedActions(leadTransitions, lead.status, role),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rules the schema cannot express, each reported on its field. */
async function checkLead(ctx: AppContext, input: LeadInput): Promise<{ regionName: string; cityName: string }> {
  const errors = new FieldErrorBag();
  for (const field of ['first_name', 'last_name', 'email', 'phone'] as const) {
    if (input[field].trim() === '') errors.add(field, fieldMessages.required);
  }
  if (!errors.has('email') && !EMAIL.test(input.email.trim())) errors.add('email', fieldMessages.invalidEmail);

  if (input.start_date < todayIn()) {
    errors.add('start_date', { en: 'The start date cannot be in the past', sw: 'Startdatumet kan inte ha passerat' });
  }
  if (input.end_date < input.start_date) {
    errors.add('end_date', {
      en: 'The end date must be on or after the start date',
      sw: 'Slutdatumet måste vara samma dag som eller efter startdatumet',
    });
  }
  if (input.conference_type === 'overnight' && input.end_date === input.start_date) {
    errors.add('end_date', {
      en: 'An overnight conference ends on a later day than it starts: choose a later end date, or a day conference.',
      sw: 'En konferens med övernattning slutar en senare dag än den börjar: välj ett senare slutdatum, eller dagkonferens.',
    });
  }
  if (input.single_room_people + input.double_room_people > input.participants) {
    const message = {
      en: 'People in single and double rooms cannot be more than the participants',
      sw: 'Antalet personer i enkel- och dubbelrum kan inte vara fler än deltagarna',
    };
    errors.add('single_room_people', message).add('double_room_people', message);
  }

  const [region, city] = await Promise.all([
    findRegion(ctx.database.db, input.region_id),
    findCity(ctx.database.db, input.city_id),
  ]);
  if (!region) errors.add('region_id', { en: 'The selected region does not exist', sw: 'Den valda regionen finns inte' });
  if (!city) {
    errors.add('city_id', { en: 'The selected city does not exist', sw: 'Den valda orten finns inte' });
  } else if (region && city.regionId !== region.id) {
    errors.add('city_id', {
      en: 'The selected city is not in the selected region',
      sw: 'Den valda orten ligger inte i den valda regionen',
    });
  }
  errors.throwIfAny();
  // Both exist when no error was thrown.
  return { regionName: region!.name, cityName: city!.name };
}

/**
 * A customer's request from the public form: the lead, the admins' notification, the
 * activity-log entry and the confirmation mail are written in one transaction.
 */
export async function createLead(ctx: AppContext, input: LeadInput, ip: string): Promise<LeadDto> {
  await consume(ctx.database, throttleRules.createLead, ip);
  const place = await checkLead(ctx, input);
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  const name = `${firstName} ${lastName}`;
  const business = optionalText(input.business);
  const language = input.language ?? 'sv';

  const lead = await ctx.database.transaction(async (tx) => {
    const lead = await insertLead(tx.db, {
      firstName,
      lastName,
      business,
      email: input.email.trim(),
      phone: input.phone.trim(),
      conferenceType: input.conference_type,
      startDate: input.start_date,
      endDate: input.end_date,
      arrivalTime: input.arrival_time,
      departureTime: input.departure_time,
      participants: input.participants,
      singleRoomPeople: input.single_room_people,
      doubleRoomPeople: input.double_room_people,
      acceptsSharedDouble: input.accepts_shared_double,
      conferenceRoomSize: input.conference_room_size,
      furnishing: input.furnishing,
      regionId: input.region_id,
      cityId: input.city_id,
      vatBasis: input.vat_basis,
      contactMethod: input.contact_method,
      message: optionalText(input.message),
      language,
    });
    const link = portalPaths.lead(lead.id);
    await insertNotification(tx.db, newLeadNotification(lead.id, name));
    await recordActivity(tx.db, {
      logName: 'Lead',
      event: 'created',
      subjectType: 'Lead',
      subjectId: lead.id,
      causerId: null,
      properties: business ? { name, account: { name: business } } : { name },
      link,
    });
    await ctx.mail.enqueue(tx, {
      to: lead.email,
      template: 'lead-received',
      language,
      vars: {
        first_name: firstName,
        start_date: lead.startDate,
        end_date: lead.endDate,
        participants: lead.participants,
        city: place.cityName,
        region: place.regionName,
        request_link: await customerRequestUrl(tx, ctx.config, { leadId: lead.id, opportunityId: null, endDate: lead.endDate }),
      },
    });
    return lead;
  });
  return toLeadDto({ lead, ...place }, null);
}

export async function getLeads(ctx: AppContext, caller: Caller, input: LeadListInput): Promise<PageMeta & { data: LeadDto[] }> {
  const query: LeadQuery = {
    ...listWindow(input, { sort: 'submitted_at', order: 'desc' }),
    search: searchTerm(input.search),
    status: input.status,
  };
  const { matches, rows } = await listLeads(ctx.database.db, query);
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data: rows.map((row) => toLeadDto(row, caller.role)) };
}

export async function getLead(ctx: AppContext, caller: Caller, id: number): Promise<LeadDto> {
  const row = await findLead(ctx.database.db, id);
  if (!row) throw notFound(leadMessages.missing);
  return toLeadDto(row, caller.role);
}

/**
 * One change of a lead's status through core/state, logged as `event` on the lead; `alsoWrite` runs
 * in the same transaction (what a converted lead becomes). Refusals answer `conflict(from)`.
 */
async function changeLeadState(
  ctx: AppContext,
  caller: Caller,
  id: number,
  change: {
    action: LeadAction;
    event: 'discarded' | 'converted';
    conflict: (from: LeadStatus) => LocalizedText;
    alsoWrite?: (tx: Tx, lead: LeadRow) => Promise<void>;
  },
): Promise<LeadRow> {
  return changeState<LeadRow, LeadStatus, LeadAction>(ctx, caller, {
    table: leads,
    idColumn: leads.id,
    stateColumn: leads.status,
    stateKey: 'status',
    touchUpdatedAt: true,
    id,
    action: change.action,
    transitions: leadTransitions,
    messages: { missing: leadMessages.missing, conflict: change.conflict },
    effects: async (tx, lead) => {
      await change.alsoWrite?.(tx, lead);
      const name = `${lead.firstName} ${lead.lastName}`;
      return {
        activity: {
          logName: 'Lead',
          event: change.event,
          subjectType: 'Lead',
          subjectId: lead.id,
          causerId: caller.userId,
          properties: lead.business ? { name, account: { name: lead.business } } : { name },
          link: portalPaths.lead(lead.id),
        },
      };
    },
  });
}

/** New → Discarded, by an admin (leadTransitions); any other state, or a discard that lost a race, is a conflict. */
export async function discardLead(ctx: AppContext, caller: Caller, id: number): Promise<LeadDto> {
  const lead = await changeLeadState(ctx, caller, id, { action: 'discard', event: 'discarded', conflict: () => leadMessages.notNew });
  return getLead(ctx, caller, lead.id);
}

/**
 * New → Converted, by an admin, with `create` writing what the lead becomes (the opportunity)
 * in the same transaction as the state change and the lead's 'converted' log entry. A lead not
 * New, or a second convert racing this one, is a 409 and nothing is written.
 */
export async function convertLeadWith<T>(
  ctx: AppContext,
  caller: Caller,
  id: number,
  create: (tx: Tx, lead: LeadRow) => Promise<T>,
): Promise<T> {
  let created: { value: T } | undefined;
  await changeLeadState(ctx, caller, id, {
    action: 'convert',
    event: 'converted',
    conflict: (from) => (from === 'Converted' ? leadMessages.alreadyConverted : leadMessages.notNewConvert),
    alsoWrite: async (tx, lead) => {
      created = { value: await create(tx, lead) };
    },
  });
  return created!.value;
}
export type { LeadRow } from './repository.js';
