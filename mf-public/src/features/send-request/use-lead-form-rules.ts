import { useFormRules } from '@portal/ui';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LeadFormValues } from './to-lead-input';

type Field = keyof LeadFormValues;

/** Digits, spaces, `+`, `-`, brackets and slashes, with at least six digits. */
const PHONE = /^\+?[\d\s()\-/]+$/;
const MIN_PHONE_DIGITS = 6;
/** The API's upper bound of every head count. */
const MAX_COUNT = 10_000;

/** A picker's value: null once its × cleared it, undefined before anything was chosen. */
type PickedValue = Dayjs | null | undefined;
/** A number field's value: null when empty, NaN while its text is no number. */
type CountValue = number | null | undefined;

/**
 * A head count worth comparing with another: a whole number within the API's bounds. An empty,
 * unreadable or out-of-range count has its own message and is not compared on top of it.
 */
function isCount(value: CountValue, min = 0): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_COUNT;
}

function isBeforeToday(date: Dayjs): boolean {
  return date.isBefore(dayjs().startOf('day'), 'day');
}

/**
 * The browser's checks of the request form, with their texts in the current language. They
 * mirror the server's rules (LeadInput) for comfort; the server's 422 answer still has the last word.
 * The portal's common messages (docs/wording.md, `useFormRules`) for what every form asks; this
 * form's own for its choices and its rules between fields.
 */
export function useLeadFormRules(): Record<Field, FormRule[]> {
  const { t } = useTranslation('public');
  const common = useFormRules();
  const required = common.required;
  const choose = (field: Field): FormRule => ({ required: true, message: t(`sendRequest.validation.choose.${field}`) });
  const maxLength = common.maxLength;
  /**
   * A head count as typed: what is wrong is said, nothing is rounded or held within the limits
   * behind the customer's back (−5 stays −5 and is refused, 2.5 is not made 3).
   */
  const count = (min: number): FormRule => common.number({ min, max: MAX_COUNT, integer: true, required: true });
  const { quarterHour } = common;

  return {
    first_name: [required, maxLength(100)],
    last_name: [required, maxLength(100)],
    business: [maxLength(200)],
    email: [required, ...common.email],
    phone: [
      required,
      maxLength(40),
      {
        validator: (_, value: string | undefined) =>
          !value?.trim() || (PHONE.test(value.trim()) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS)
            ? Promise.resolve()
            : Promise.reject(new Error(t('sendRequest.validation.phone'))),
      },
    ],
    conference_type: [choose('conference_type')],
    start_date: [
      choose('start_date'),
      {
        validator: (_, value: PickedValue) =>
          value && isBeforeToday(value) ? Promise.reject(new Error(t('sendRequest.validation.pastDate'))) : Promise.resolve(),
      },
    ],
    end_date: [
      choose('end_date'),
      ({ getFieldValue }) => ({
        validator: (_, value: PickedValue) => {
          const start = getFieldValue('start_date') as PickedValue;
          if (!value) return Promise.resolve();
          if (isBeforeToday(value)) return Promise.reject(new Error(t('sendRequest.validation.pastDate')));
          if (start && value.isBefore(start, 'day')) return Promise.reject(new Error(t('sendRequest.validation.endBeforeStart')));
          return Promise.resolve();
        },
      }),
    ],
    arrival_time: [choose('arrival_time'), quarterHour],
    departure_time: [
      choose('departure_time'),
      quarterHour,
      ({ getFieldValue }) => ({
        validator: (_, value: PickedValue) => {
          const arrival = getFieldValue('arrival_time') as PickedValue;
          const start = getFieldValue('start_date') as PickedValue;
          const end = getFieldValue('end_date') as PickedValue;
          const oneDay = start && end && start.isSame(end, 'day');
          const minutes = (time: Dayjs) => time.hour() * 60 + time.minute();
          return value && arrival && oneDay && minutes(value) <= minutes(arrival)
            ? Promise.reject(new Error(t('sendRequest.validation.departureBeforeArrival')))
            : Promise.resolve();
        },
      }),
    ],
    participants: [count(1)],
    single_room_people: [
      count(0),
      ({ getFieldValue }) => ({
        validator: (_, value: CountValue) => {
          const participants = getFieldValue('participants') as CountValue;
          return isCount(participants, 1) && isCount(value) && value > participants
            ? Promise.reject(new Error(t('sendRequest.validation.singleExceedsParticipants', { participants })))
            : Promise.resolve();
        },
      }),
    ],
    double_room_people: [
      count(0),
      ({ getFieldValue }) => ({
        validator: (_, value: CountValue) => {
          const participants = getFieldValue('participants') as CountValue;
          const single = getFieldValue('single_room_people') as CountValue;
          return isCount(participants, 1) && isCount(value) && (isCount(single) ? single : 0) + value > participants
            ? Promise.reject(new Error(t('sendRequest.validation.roomsExceedParticipants', { participants })))
            : Promise.resolve();
        },
      }),
    ],
    accepts_shared_double: [],
    conference_room_size: [count(1)],
    furnishing: [choose('furnishing')],
    region_id: [choose('region_id')],
    city_id: [choose('city_id')],
    vat_basis: [{ required: true, message: t('sendRequest.validation.vatRequired') }],
    contact_method: [choose('contact_method')],
    message: [maxLength(5000)],
  };
}
