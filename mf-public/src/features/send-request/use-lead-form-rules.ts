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

function isBeforeToday(date: Dayjs): boolean {
  return date.isBefore(dayjs().startOf('day'), 'day');
}

/**
 * The browser's checks of the request form, with their texts in the current language. They
 * mirror the server's rules (LeadInput) for comfort; the server's 422 answer still has the last word.
 */
export function useLeadFormRules(): Record<Field, FormRule[]> {
  const { t } = useTranslation('public');
  const label = (field: Field) => t(`sendRequest.fields.${field}`);
  // `whitespace` makes the rule a string rule, so text and numbers are required differently.
  const required = (field: Field): FormRule => ({
    required: true,
    whitespace: true,
    message: t('sendRequest.validation.required', { field: label(field) }),
  });
  const requiredNumber = (field: Field): FormRule => ({
    required: true,
    type: 'number',
    message: t('sendRequest.validation.required', { field: label(field) }),
  });
  const choose = (field: Field): FormRule => ({ required: true, message: t(`sendRequest.validation.choose.${field}`) });
  const maxLength = (max: number): FormRule => ({ max, message: t('sendRequest.validation.maxLength', { max }) });
  const count = (min: number): FormRule[] => [
    { type: 'number', min, message: t('sendRequest.validation.min', { min }) },
    { type: 'number', max: MAX_COUNT, message: t('sendRequest.validation.max', { max: MAX_COUNT }) },
  ];

  return {
    first_name: [required('first_name'), maxLength(100)],
    last_name: [required('last_name'), maxLength(100)],
    business: [maxLength(200)],
    email: [required('email'), { type: 'email', message: t('sendRequest.validation.email') }, maxLength(254)],
    phone: [
      required('phone'),
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
        validator: (_, value: Dayjs | undefined) =>
          value && isBeforeToday(value) ? Promise.reject(new Error(t('sendRequest.validation.pastDate'))) : Promise.resolve(),
      },
    ],
    end_date: [
      choose('end_date'),
      ({ getFieldValue }) => ({
        validator: (_, value: Dayjs | undefined) => {
          const start = getFieldValue('start_date') as Dayjs | undefined;
          if (!value) return Promise.resolve();
          if (isBeforeToday(value)) return Promise.reject(new Error(t('sendRequest.validation.pastDate')));
          if (start && value.isBefore(start, 'day')) return Promise.reject(new Error(t('sendRequest.validation.endBeforeStart')));
          return Promise.resolve();
        },
      }),
    ],
    arrival_time: [choose('arrival_time')],
    departure_time: [
      choose('departure_time'),
      ({ getFieldValue }) => ({
        validator: (_, value: Dayjs | undefined) => {
          const arrival = getFieldValue('arrival_time') as Dayjs | undefined;
          const start = getFieldValue('start_date') as Dayjs | undefined;
          const end = getFieldValue('end_date') as Dayjs | undefined;
          const oneDay = start && end && start.isSame(end, 'day');
          const minutes = (time: Dayjs) => time.hour() * 60 + time.minute();
          return value && arrival && oneDay && minutes(value) <= minutes(arrival)
            ? Promise.reject(new Error(t('sendRequest.validation.departureBeforeArrival')))
            : Promise.resolve();
        },
      }),
    ],
    participants: [requiredNumber('participants'), ...count(1)],
    single_room_people: [
      requiredNumber('single_room_people'),
      ...count(0),
      ({ getFieldValue }) => ({
        validator: (_, value: number | null | undefined) => {
          const participants = getFieldValue('participants') as number | null | undefined;
          return participants != null && value != null && value > participants
            ? Promise.reject(new Error(t('sendRequest.validation.singleExceedsParticipants', { participants })))
            : Promise.resolve();
        },
      }),
    ],
    double_room_people: [
      requiredNumber('double_room_people'),
      ...count(0),
      ({ getFieldValue }) => ({
        validator: (_, value: number | null | undefined) => {
          const participants = getFieldValue('participants') as number | null | undefined;
          const single = (getFieldValue('single_room_people') as number | null | undefined) ?? 0;
          return participants != null && value != null && single + value > participants
            ? Promise.reject(new Error(t('sendRequest.validation.roomsExceedParticipants', { participants })))
            : Promise.resolve();
        },
      }),
    ],
    accepts_shared_double: [],
    conference_room_size: [requiredNumber('conference_room_size'), ...count(1)],
    furnishing: [choose('furnishing')],
    region_id: [choose('region_id')],
    city_id: [choose('city_id')],
    vat_basis: [{ required: true, message: t('sendRequest.validation.vatRequired') }],
    contact_method: [choose('contact_method')],
    message: [maxLength(5000)],
  };
}
