import { useLanguage, type Language } from '@portal/platform';
import { Input, type InputProps } from 'antd';
import { useState, type KeyboardEvent } from 'react';

/**
 * Reads a typed number the way people type it in the current language: `2,5` and `2.5` in Swedish,
 * `1,450.5` or `2.5` in English, spaces (also non-breaking) as thousands separators, `−` as minus.
 * Returns null for an empty text and NaN for text that is no number: nothing is guessed or cut off.
 */
export function parseNumber(text: string, language: Language): number | null {
  let cleaned = text.trim().replace(/[\s\u00a0\u202f]/g, '').replace(/^[−–]/, '-');
  if (cleaned === '') return null;
  const hasComma = cleaned.includes(',');
  const hasDot = cleaned.includes('.');
  if (hasComma && hasDot) {
    // Both: the last one separates the decimals, the other one groups thousands.
    const decimal = cleaned.lastIndexOf(',') > cleaned.lastIndexOf('.') ? ',' : '.';
    cleaned = cleaned.split(decimal === ',' ? '.' : ',').join('').replace(',', '.');
  } else if (hasComma) {
    // "1,450" in English groups thousands; "2,5" is two and a half in either language.
    cleaned = language === 'en' && /^[-+]?\d{1,3}(,\d{3})+$/.test(cleaned) ? cleaned.replace(/,/g, '') : cleaned.replace(',', '.');
  }
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A number as it is shown in an input: no grouping, the language's decimal separator (`2,5` / `2.5`). */
export function formatNumberInput(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const text = Number.isInteger(value) || Math.abs(value) >= 1e-6 ? String(value) : value.toFixed(12).replace(/0+$/, '');
  return language === 'sv' ? text.replace('.', ',') : text;
}

/** `value + step` without the float noise of 0.1 + 0.2. */
function addStep(value: number, step: number): number {
  const decimals = Math.max(String(step).split('.')[1]?.length ?? 0, String(value).split('.')[1]?.length ?? 0);
  return Number((value + step).toFixed(Math.min(decimals, 12)));
}

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The number (a Form.Item gives it); null when empty; NaN while the text is no number. */
  value?: number | null;
  /** Called on every keystroke with the number typed: null when empty, NaN when it is no number. */
  onChange?: (value: number | null) => void;
  /** ↑/↓ add or take away this much (default 1); the result is never held within any limits. */
  step?: number;
  /** Whole numbers only: the phone shows a keypad without a decimal separator. */
  integer?: boolean;
}

/**
 * The text of a number field kept as typed: `parse` turns it into the value handed on (null when
 * empty, NaN when it is no number), `format` shows a value that came from elsewhere (initial
 * values, a reset) or, after a language switch, the same value in the new language's notation.
 * @internal shared by NumberInput and MoneyInput.
 */
export function useNumberText(
  value: number | null | undefined,
  onChange: ((value: number | null) => void) | undefined,
  parse: (text: string, language: Language) => number | null,
  format: (value: number | null, language: Language) => string,
) {
  const language = useLanguage();
  const [text, setText] = useState(() => format(value ?? null, language));
  const [shown, setShown] = useState<{ value: number | null; language: Language }>({ value: value ?? null, language });

  const current = value ?? null;
  if (!Object.is(current, shown.value) || language !== shown.language) {
    const isTyped = Object.is(parse(text, shown.language), current);
    if (!isTyped || (language !== shown.language && current !== null && !Number.isNaN(current))) {
      setText(format(current, language));
    }
    setShown({ value: current, language });
  }

  const change = (nextText: string) => {
    const next = parse(nextText, language);
    setText(nextText);
    setShown({ value: next, language });
    onChange?.(next);
  };
  return { text, change, language, setText };
}

/**
 * A number field that shows exactly what was typed and never changes it behind the user's back:
 * no clamping to a minimum or maximum, no rounding on blur (antd's InputNumber does both). What
 * is wrong is said by the Form.Item's rules, next to the field: always pair it with
 * `useFormRules().number({ min, max, integer, decimals })` (or `.money` for MoneyInput), which
 * also refuses text that is no number.
 *
 * Props: `value`/`onChange` as a Form.Item control (number | null, NaN for text that is no
 * number), `step` for ↑/↓, `integer` for the numeric keypad, and anything antd's Input takes
 * (`suffix`, `prefix`, `placeholder`, `disabled`, `style`, `id`, `aria-*`, `onBlur`, …).
 *
 * ```tsx
 * const rules = useFormRules();
 * <Form.Item name="participants" label={t('fields.participants')} rules={[rules.number({ min: 1, max: 10_000, integer: true, required: true })]}>
 *   <NumberInput integer />
 * </Form.Item>
 * ```
 */
export function NumberInput({ value, onChange, step = 1, integer = false, onKeyDown, style, ...inputProps }: NumberInputProps) {
  const { text, change: emit, language } = useNumberText(value, onChange, parseNumber, formatNumberInput);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const current = parseNumber(text, language);
    if (current !== null && Number.isNaN(current)) return;
    event.preventDefault();
    const next = addStep(current ?? 0, event.key === 'ArrowUp' ? step : -step);
    emit(formatNumberInput(next, language));
  };

  return (
    <Input
      {...inputProps}
      style={{ width: 180, ...style }}
      value={text}
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      onChange={(event) => emit(event.target.value)}
      onKeyDown={handleKeyDown}
    />
  );
}
