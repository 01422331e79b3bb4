import type { Schemas } from '@portal/api-client';
import dayjs, { type Dayjs } from 'dayjs';
import type { Opportunity } from '../../api/use-opportunities';

export type OpportunityInput = Schemas['OpportunityInput'];
export type ConferenceType = Schemas['ConferenceType'];
export type Seating = Schemas['Furnishing'];
export type VatBasis = Schemas['VatBasis'];
export type Lead = Schemas['Lead'];

export const CONFERENCE_TYPES: readonly ConferenceType[] = ['overnight', 'day'];
export const SEATINGS: readonly Seating[] = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'];
export const VAT_BASES: readonly VatBasis[] = ['ex', 'inc'];
export const NAME_MAX = 200;
export const MESSAGE_MAX = 5000;
/** The API's upper bound of every head count. */
export const MAX_COUNT = 10_000;

/** The form's values: dates and times as dayjs for the pickers, relations as ids, counts as typed. */
export interface OpportunityFormValues {
  name: string;
  /** An admin; none on some opportunities made before owners were kept. */
  owner_id: number | null;
  account_id: number | null;
  contact_id: number | null;
  conference_type: ConferenceType | null;
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  arrival_time: Dayjs | null;
  departure_time: Dayjs | null;
  participants: number | null;
  single_rooms: number | null;
  double_rooms: number | null;
  conference_room_size: number | null;
  seating: Seating | null;
  vat_basis: VatBasis | null;
  message: string;
}

/** The fields the server may name in a 422, each with a form field of the same name. */
export const OPPORTUNITY_FIELDS = [
  'name',
  'owner_id',
  'account_id',
  'contact_id',
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
  'vat_basis',
  'message',
] as const;

export function newOpportunityValues(related: { accountId?: number; contactId?: number; ownerId?: number } = {}): OpportunityFormValues {
  return {
    name: '',
    owner_id: related.ownerId ?? null,
    account_id: related.accountId ?? null,
    contact_id: related.contactId ?? null,
    conference_type: null,
    start_date: null,
    end_date: null,
    arrival_time: null,
    departure_time: null,
    participants: null,
    single_rooms: 0,
    double_rooms: 0,
    conference_room_size: null,
    seating: null,
    vat_basis: null,
    message: '',
  };
}

/** `09:15` as a time picker's value (today's date, which is not sent). */
function timeOf(value: string | null): Dayjs | null {
  const found = value ? /^(\d{2}):(\d{2})/.exec(value) : null;
  return found ? dayjs().hour(Number(found[1])).minute(Number(found[2])).second(0).millisecond(0) : null;
}

export function opportunityValues(opportunity: Opportunity): OpportunityFormValues {
  return {
    name: opportunity.name,
    owner_id: opportunity.owner_id,
    account_id: opportunity.account_id,
    contact_id: opportunity.contact_id,
    conference_type: opportunity.conference_type,
    start_date: opportunity.start_date ? dayjs(opportunity.start_date) : null,
    end_date: opportunity.end_date ? dayjs(opportunity.end_date) : null,
    arrival_time: timeOf(opportunity.arrival_time),
    departure_time: timeOf(opportunity.departure_time),
    participants: opportunity.participants,
    single_rooms: opportunity.single_rooms,
    double_rooms: opportunity.double_rooms,
    conference_room_size: opportunity.conference_room_size,
    seating: opportunity.seating,
    vat_basis: opportunity.vat_basis,
    message: opportunity.message ?? '',
  };
}

/**
 * The opportunity a lead's request becomes, as the server's convert makes it (`fromLead`): the
 * lead's VAT basis and request, a double room for every two people sharing (rounded up), the
 * furnishing as seating; the customer as chosen (`/add-opportunity&l=&a=&c=`) or still to choose.
 */
export function leadOpportunityValues(lead: Lead, related: { accountId?: number; contactId?: number; ownerId?: number } = {}): OpportunityFormValues {
  return {
    ...newOpportunityValues(related),
    conference_type: lead.conference_type,
    start_date: dayjs(lead.start_date),
    end_date: dayjs(lead.end_date),
    arrival_time: timeOf(lead.arrival_time),
    departure_time: timeOf(lead.departure_time),
    participants: lead.participants,
    single_rooms: lead.single_room_people,
    double_rooms: Math.ceil(lead.double_room_people / 2),
    conference_room_size: lead.conference_room_size,
    seating: lead.furnishing,
    vat_basis: lead.vat_basis,
    message: lead.message ?? '',
  };
}

/**
 * What the server gets. The form's rules have checked the required fields, so the non-null
 * assertions below hold; the region and city are not edited here and are left as they are.
 */
export function toOpportunityInput(values: OpportunityFormValues): OpportunityInput {
  return {
    name: values.name.trim() || null,
    // Not chosen (no one signed in, or an old opportunity without one): the server keeps it, or
    // makes the creator the owner.
    ...(values.owner_id === null ? {} : { owner_id: values.owner_id }),
    account_id: values.account_id ?? null,
    contact_id: values.contact_id ?? null,
    vat_basis: values.vat_basis ?? null,
    conference_type: values.conference_type!,
    start_date: values.start_date!.format('YYYY-MM-DD'),
    end_date: values.end_date!.format('YYYY-MM-DD'),
    arrival_time: values.arrival_time ? values.arrival_time.format('HH:mm') : null,
    departure_time: values.departure_time ? values.departure_time.format('HH:mm') : null,
    participants: values.participants!,
    single_rooms: values.single_rooms ?? 0,
    double_rooms: values.double_rooms ?? 0,
    conference_room_size: values.conference_room_size ?? null,
    seating: values.seating ?? null,
    message: values.message.trim() || null,
  };
}
