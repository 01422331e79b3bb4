import type { LeadInput } from '@portal/api-client';
import type { Language } from '@portal/platform';

/**
 * What the request form holds while the customer types; `toLeadInput` turns it into the API's
 * shape once the rules have passed. Dates are the native date field's `YYYY-MM-DD` and times the
 * time field's `HH:mm` ('' once emptied); an emptied number field holds null (NaN while its text
 * is no number): the types say so, so every reader handles it.
 */
export interface LeadFormValues {
  first_name: string;
  last_name: string;
  business?: string;
  email: string;
  phone: string;
  conference_type: LeadInput['conference_type'];
  start_date: string;
  end_date: string;
  arrival_time: string;
  departure_time: string;
  participants: number | null;
  /** Not asked for a day conference (nobody stays overnight). */
  single_room_people?: number | null;
  double_room_people?: number | null;
  accepts_shared_double?: boolean;
  conference_room_size: number | null;
  furnishing: LeadInput['furnishing'];
  region_id: number | undefined;
  city_id: number | undefined;
  vat_basis: LeadInput['vat_basis'];
  contact_method: LeadInput['contact_method'];
  message?: string;
}

/** The form's fields, in the API's names: server field errors are mapped onto these. */
export const LEAD_FIELDS = [
  'first_name',
  'last_name',
  'business',
  'email',
  'phone',
  'conference_type',
  'start_date',
  'end_date',
  'arrival_time',
  'departure_time',
  'participants',
  'single_room_people',
  'double_room_people',
  'accepts_shared_double',
  'conference_room_size',
  'furnishing',
  'region_id',
  'city_id',
  'vat_basis',
  'contact_method',
  'message',
] as const satisfies readonly (keyof LeadFormValues & keyof LeadInput)[];

/** A field the rules require: empty here means the rules and this function disagree. */
function filled<V>(value: V | null | undefined, field: keyof LeadFormValues): V {
  if (value === null || value === undefined || value === '') throw new Error(`The request form let an empty ${field} through its rules.`);
  return value;
}

function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The request as the API takes it (`LeadInput`), in the language the customer used. */
export function toLeadInput(values: LeadFormValues, language: Language): LeadInput {
  const overnight = values.conference_type === 'overnight';
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    business: optionalText(values.business),
    email: values.email.trim(),
    phone: values.phone.trim(),
    conference_type: values.conference_type,
    start_date: filled(values.start_date, 'start_date'),
    end_date: filled(values.end_date, 'end_date'),
    arrival_time: filled(values.arrival_time, 'arrival_time'),
    departure_time: filled(values.departure_time, 'departure_time'),
    participants: filled(values.participants, 'participants'),
    single_room_people: overnight ? (values.single_room_people ?? 0) : 0,
    double_room_people: overnight ? (values.double_room_people ?? 0) : 0,
    accepts_shared_double: overnight ? (values.accepts_shared_double ?? false) : false,
    conference_room_size: filled(values.conference_room_size, 'conference_room_size'),
    furnishing: values.furnishing,
    region_id: filled(values.region_id, 'region_id'),
    city_id: filled(values.city_id, 'city_id'),
    vat_basis: values.vat_basis,
    contact_method: values.contact_method,
    message: optionalText(values.message),
    language,
  };
}
