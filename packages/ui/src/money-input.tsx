import { InputNumber } from 'antd';

const sekFormat = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });
const decimalFormat = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in öre as Swedish kronor: `formatMoney(123450)` → `1 234,50 kr`. */
export function formatMoney(ore: number): string {
  return sekFormat.format(ore / 100);
}

/** Öre → the text in the input: `1 234,50` (no currency; the suffix says kr). */
export function formatKronor(ore: number): string {
  return decimalFormat.format(ore / 100);
}

/**
 * Reads what was typed as kronor and returns öre, or null when it is no amount. Accepts both
 * `1 234,50` and `1234.50`, with any kind of space as thousands separator.
 */
export function parseKronor(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202fkr]/gi, '').replace(',', '.');
  if (cleaned === '' || !/^-?\d*(\.\d*)?$/.test(cleaned)) return null;
  const kronor = Number(cleaned);
  return Number.isFinite(kronor) ? Math.round(kronor * 100) : null;
}

export interface MoneyInputProps {
  /** The amount in öre, as the API stores money. */
  value?: number | null;
  onChange?: (ore: number | null) => void;
  id?: string;
  /** Smallest amount in öre (0 for prices). */
  min?: number;
  disabled?: boolean;
  'aria-label'?: string;
}

/** An amount typed in kronor with two decimals (sv-SE), handed on as whole öre. Works as a Form.Item control. */
export function MoneyInput({ value, onChange, id, min, disabled, 'aria-label': ariaLabel }: MoneyInputProps) {
  return (
    <InputNumber<number | string>
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      // The input counts in öre, so no rounding error can creep in between kronor and öre.
      value={value ?? null}
      min={min}
      controls={false}
      formatter={(ore, info) => (info.userTyping ? info.input : ore === undefined || ore === '' ? '' : formatKronor(Number(ore)))}
      // An empty input is no amount (null); text that is no number is ignored while typing.
      parser={(text = '') => parseKronor(text) ?? (text.trim() === '' ? '' : Number.NaN)}
      onChange={(ore) => onChange?.(typeof ore === 'number' && !Number.isNaN(ore) ? ore : null)}
      suffix="kr"
      inputMode="decimal"
      style={{ width: '100%' }}
    />
  );
}
