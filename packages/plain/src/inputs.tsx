import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { PLAIN_NS } from './i18n';
import { Icon } from './icons';

type NativeInput = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'type'>;

interface ValueProps<V> {
  value?: V;
  /** The new value, as the part holds it (text, a number or null, a date `YYYY-MM-DD` …). */
  onValueChange?: (value: V) => void;
}

/** A one-line text field (`type` text, email or tel). */
export function TextInput({
  value,
  onValueChange,
  onChange,
  className,
  type = 'text',
  ...rest
}: NativeInput & ValueProps<string> & { type?: 'text' | 'email' | 'tel' | 'search' | 'url' }) {
  return (
    <input
      {...rest}
      type={type}
      className={classNames('plain-input', className)}
      value={value ?? ''}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
    />
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ value, onValueChange, onChange, className, style, ...rest }: NativeInput & ValueProps<string>) {
  const { t } = useTranslation(PLAIN_NS);
  const [shown, setShown] = useState(false);
  return (
    <span className={classNames('plain-password', className)} style={style}>
      <input
        {...rest}
        type={shown ? 'text' : 'password'}
        className="plain-input"
        value={value ?? ''}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
      <button
        type="button"
        className="plain-password-toggle"
        aria-label={t(shown ? 'hidePassword' : 'showPassword')}
        aria-pressed={shown}
        aria-controls={rest.id}
        disabled={rest.disabled}
        onClick={() => setShown((now) => !now)}
      >
        <Icon name={shown ? 'eye' : 'eyeInvisible'} />
      </button>
    </span>
  );
}

/** A text area; with `maxLength` and `showCount` it counts what was typed ("12 / 5000"). */
export function TextArea({
  value,
  onValueChange,
  onChange,
  className,
  showCount,
  rows = 4,
  ...rest
}: Omit<ComponentProps<'textarea'>, 'value' | 'defaultValue'> & ValueProps<string> & { showCount?: boolean }) {
  const text = value ?? '';
  return (
    <>
      <textarea
        {...rest}
        rows={rows}
        className={classNames('plain-input', className)}
        value={text}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
      {showCount && (
        <span className="plain-count" aria-hidden="true">
          {rest.maxLength === undefined ? text.length : `${text.length} / ${rest.maxLength}`}
        </span>
      )}
    </>
  );
}

/**
 * What a number field's text means: null when empty, NaN when it is no number (so the rules can
 * say so), the number otherwise. A decimal comma is read as a point, spaces between digits ignored.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (trimmed === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const sameNumber = (a: number | null | undefined, b: number | null) => (a ?? null) === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number field that keeps what was typed: no clamping, no rounding (the rules say what is
 * wrong). Phones show their number pad (`inputmode`: numeric for whole numbers, decimal otherwise).
 */
export function NumberInput({
  value,
  onValueChange,
  onChange,
  className,
  integer,
  ...rest
}: NativeInput & ValueProps<number | null> & { integer?: boolean }) {
  const [text, setText] = useState(() => (value === null || value === undefined || Number.isNaN(value) ? '' : String(value)));
  // A value set from outside (a suggestion, a cleared form) replaces the text; the typed text stays while it means the value.
  const shown = sameNumber(value, parseNumber(text)) ? text : value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
  return (
    <input
      {...rest}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete={rest.autoComplete ?? 'off'}
      className={classNames('plain-input', className)}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(event);
        onValueChange?.(parseNumber(event.target.value));
      }}
    />
  );
}

/** A date (`YYYY-MM-DD`, '' when empty): the browser's own date field, the phone's own picker. */
export function DateInput({ value, onValueChange, onChange, className, ...rest }: NativeInput & ValueProps<string>) {
  return (
    <input
      {...rest}
      type="date"
      className={classNames('plain-input', className)}
      value={value ?? ''}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
    />
  );
}

/** A time of day (`HH:mm`, '' when empty): the browser's own time field. `step` in seconds (900: quarter hours). */
export function TimeInput({ value, onValueChange, onChange, className, ...rest }: NativeInput & ValueProps<string>) {
  return (
    <input
      {...rest}
      type="time"
      className={classNames('plain-input', className)}
      value={value ?? ''}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
    />
  );
}

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * A native `<select>`: the phone's own list. `placeholder` is the empty first option, shown
 * while nothing is chosen; the value is the chosen option's own (a number stays a number).
 */
export function Select<V extends string | number>({
  value,
  onValueChange,
  onChange,
  options,
  placeholder,
  className,
  ...rest
}: Omit<ComponentProps<'select'>, 'value' | 'defaultValue'> & {
  value?: V | null;
  onValueChange?: (value: V | undefined) => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
}) {
  const empty = value === undefined || value === null;
  return (
    <select
      {...rest}
      className={classNames('plain-select', empty && 'plain-empty', className)}
      value={empty ? '' : String(value)}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(options.find((option) => String(option.value) === event.target.value)?.value);
      }}
    >
      <option value="">{placeholder ?? ''}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
