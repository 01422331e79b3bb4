import { rules as common, type FormRules, type MessageKey, type Rule } from '@portal/plain';
import { LEAD_FIELDS, type LeadFormValues } from './to-lead-input';

type Field = keyof LeadFormValues;

/** Digits, spaces, `+`, `-`, brackets and slashes, with at least six digits. */
const PHONE = /^\+?[\d\s()\-/]+$/;
const MIN_PHONE_DIGITS = 6;
/** The API's upper bound of every head count. */
const MAX_COUNT = 10_000;

/** A number field's value: null when empty, NaN while its text is no number. */
type CountValue = number | null | undefined;

const own = (key: string, values?: MessageKey['values']): MessageKey => ({ key: `public:sendRequest.validation.${key}`, values });

/**
 * A head count worth comparing with another: a whole number within the API's bounds. An empty,
 * unreadable or out-of-range count has its own message and is not compared on top of it.
 */
function isCount(value: CountValue, min = 0): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_COUNT;
}

/** Today in this browser, as the date field writes it (`YYYY-MM-DD`, local time). */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` strings compare as the dates they are. */
const isBeforeToday = (date: string) => date < today();
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A choice the customer must make, with this form's own words for what is missing. */
const choose =
  (field: Field): Rule<LeadFormValues> =>
  (value) =>
    value === undefined || value === null || value === '' ? own(`choose.${field}`) : undefined;

/**
 * A head count as typed: what is wrong is said, nothing is rounded or held within the limits
 * behind the customer's back (−5 stays −5 and is refused, 2.5 is not made 3).
 */
const count = (min: number) => common.number({ min, max: MAX_COUNT, integer: true, required: true });

/** The fields the customer may leave empty; every other one carries the required mark. */
const OPTIONAL_FIELDS: readonly Field[] = ['business', 'accepts_shared_double', 'message'];
export const REQUIRED_FIELDS: readonly Field[] = LEAD_FIELDS.filter((field) => !OPTIONAL_FIELDS.includes(field));

/**
 * The browser's checks of the request form, as message keys shown in the current language. They
 * mirror the server's rules (LeadInput) for comfort; the server's 422 answer still has the last word.
 * The portal's common messages (docs/wording.md, `rules` of @portal/plain) for what every form
 * asks; this form's own for its choices and its rules between fields.
 */
export const LEAD_FORM_RULES: FormRules<LeadFormValues> = {
  first_name: [common.required, common.maxLength(100)],
  last_name: [common.required, common.maxLength(100)],
  business: [common.maxLength(200)],
  email: [common.required, common.email],
  phone: [
    common.required,
    common.maxLength(40),
    (value) => (!value?.trim() || (PHONE.test(value.trim()) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS) ? undefined : own('phone')),
  ],
  conference_type: [choose('conference_type')],
  start_date: [choose('start_date'), (value) => (value && isBeforeToday(value) ? own('pastDate') : undefined)],
  end_date: [
    choose('end_date'),
    (value, { start_date: start, conference_type: type }) => {
      if (!value) return undefined;
      if (isBeforeToday(value)) return own('pastDate');
      if (start && value < start) return own('endBeforeStart');
      return start && value === start && type === 'overnight' ? own('overnightSameDay') : undefined;
    },
  ],
  arrival_time: [choose('arrival_time'), common.quarterHour],
  departure_time: [
    choose('departure_time'),
    common.quarterHour,
    (value, { arrival_time: arrival, start_date: start, end_date: end }) => {
      const oneDay = start && end && start === end;
      return value && arrival && oneDay && minutesOf(value) <= minutesOf(arrival) ? own('departureBeforeArrival') : undefined;
    },
  ],
  participants: [count(1)],
  single_room_people: [
    count(0),
    (value, { participants }) =>
      isCount(participants, 1) && isCount(value) && value > participants ? own('singleExceedsParticipants', { participants }) : undefined,
  ],
  double_room_people: [
    count(0),
    (value, { participants, single_room_people: single }) =>
      isCount(participants, 1) && isCount(value) && (isCount(single) ? single : 0) + value > participants
        ? own('roomsExceedParticipants', { participants })
        : undefined,
  ],
  conference_room_size: [count(1)],
  furnishing: [choose('furnishing')],
  region_id: [choose('region_id')],
  city_id: [choose('city_id')],
  vat_basis: [(value) => (value ? undefined : own('vatRequired'))],
  contact_method: [choose('contact_method')],
  message: [common.maxLength(5000)],
};
