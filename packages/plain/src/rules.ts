/**
 * A message a rule gives: an i18n key with its namespace (`common:validation.required`) and the
 * values it names. Numbers among the values are written in the reader's language when shown
 * (10 000 / 10,000), except `count`, which picks the plural.
 */
export interface MessageKey {
  key: string;
  values?: Record<string, string | number>;
}

/** A check of one field: the message when its value is wrong, nothing when it is right. */
export type Rule<V, K extends keyof V = keyof V> = (value: V[K], values: V) => MessageKey | undefined;

const message = (key: string, values?: MessageKey['values']): MessageKey => ({ key: `common:validation.${key}`, values });

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** antd's check of an e-mail address (async-validator's), so both forms accept the same addresses. */
const EMAIL =
  /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

function decimalsOf(value: number): number {
  const [, fraction = ''] = value.toString().split('.');
  return fraction.length;
}

export interface NumberRuleOptions {
  min?: number;
  max?: number;
  integer?: boolean;
  decimals?: number;
  required?: boolean;
}

/** Arrival and departure go in quarter hours (the venues plan rooms and meals by them). */
const TIME_STEP_MINUTES = 15;

/**
 * The portal's common checks in its one voice (docs/wording.md), giving the same messages as
 * `useFormRules` of @portal/ui: the `common:validation.*` texts, in Swedish and English.
 */
export const rules = {
  /** Something other than blanks. */
  required: (value: unknown) => (isEmpty(value) ? message('required') : undefined),
  /** One of a choice (a select, radio buttons, a date or time). */
  choose: (value: unknown) => (isEmpty(value) ? message('choose') : undefined),
  /** An e-mail address (when filled in), at most 254 characters. */
  email: (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    if (!EMAIL.test(value.trim())) return message('email');
    return value.length > 254 ? message('maxLength', { max: 254 }) : undefined;
  },
  /** At most `max` characters. */
  maxLength: (max: number) => (value: unknown) =>
    typeof value === 'string' && value.length > max ? message('maxLength', { max }) : undefined,
  /**
   * A number as typed (null when empty, NaN when no number): what is wrong is said, nothing is
   * rounded or held within the limits.
   */
  number:
    ({ min, max, integer, decimals, required }: NumberRuleOptions = {}) =>
    (value: unknown) => {
      if (value === null || value === undefined || value === '') return required ? message('required') : undefined;
      if (typeof value !== 'number' || Number.isNaN(value)) return message('number');
      if (integer && !Number.isInteger(value)) return message('integer');
      if (decimals !== undefined && decimalsOf(value) > decimals) return message('decimals', { count: decimals });
      if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
        if (min !== undefined && max !== undefined) return message('range', { min, max });
        return min !== undefined ? message('min', { min }) : message('max', { max: max ?? 0 });
      }
      return undefined;
    },
  /** A time `HH:mm` on a quarter hour (09:07 is kept and refused, not rounded). */
  quarterHour: (value: unknown) => {
    if (typeof value !== 'string' || !/^\d{2}:\d{2}/.test(value)) return undefined;
    return Number(value.slice(3, 5)) % TIME_STEP_MINUTES !== 0 ? message('quarterHour') : undefined;
  },
} as const;
