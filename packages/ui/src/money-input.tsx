import { currentLanguage, type Language } from '@portal/platform';
import { Input } from 'antd';
import type { CSSProperties } from 'react';
import { locale } from './money-format';
import { parseNumber, useNumberText } from './number-input';

export { formatMoney } from './money-format';

/** Öre → the text in the input: `1 234,50` / `1,234.50` (no currency; the field says SEK/kr). */
export function formatKronor(ore: number | null, language: Language = currentLanguage()): string {
  if (ore === null || Number.isNaN(ore)) return '';
  return new Intl.NumberFormat(locale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100);
}

/**
 * Reads what was typed as kronor and returns öre: null when empty, NaN when it is no amount, and
 * a fraction of an öre when more than two decimals were typed (the money rule refuses it; nothing
 * is rounded away). Accepts `1 234,50`, `1234.50`, `1,234.50` (English), `1 234,5 kr`.
 */
export function parseKronor(text: string, language: Language = currentLanguage()): number | null {
  const kronor = parseNumber(text.replace(/\s*(kr|sek)\.?\s*/gi, ''), language);
  if (kronor === null || Number.isNaN(kronor)) return kronor;
  const ore = kronor * 100;
  // 1234.05 * 100 is 123404.99999999999 in floating point: whole öre when it is that close.
  return Math.abs(ore - Math.round(ore)) < 1e-6 ? Math.round(ore) : ore;
}

export interface MoneyInputProps {
  /** The amount in öre, as the API stores money; NaN while the text is no amount. */
  value?: number | null;
  onChange?: (ore: number | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * An amount typed in kronor, handed on as öre. Works as a Form.Item control; pair it with
 * `useFormRules().money({ min, max })`, which says what is wrong (no amount, more than two
 * decimals, out of range): nothing is clamped or rounded behind the user's back. On leaving the
 * field a valid amount is shown with two decimals in the language's notation (`1 234,50`).
 */
export function MoneyInput({ value, onChange, style, ...inputProps }: MoneyInputProps) {
  const { text, change, language, setText } = useNumberText(value, onChange, parseKronor, formatKronor);
  return (
    <Input
      {...inputProps}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      suffix={language === 'en' ? 'SEK' : 'kr'}
      style={{ width: '100%', ...style }}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        const ore = parseKronor(text, language);
        if (ore !== null && Number.isInteger(ore)) setText(formatKronor(ore, language));
      }}
    />
  );
}
