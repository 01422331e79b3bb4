import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from '@portal/platform';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, MoneyInput, parseKronor } from './money-input';

/** Swedish formatting uses no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => setLanguage('sv'));

describe('formatMoney', () => {
  it('shows öre as kronor with two decimals, the Swedish way', () => {
    expect(plain(formatMoney(123450))).toBe('1 234,50 kr');
    expect(plain(formatMoney(0))).toBe('0,00 kr');
    expect(plain(formatMoney(-995))).toBe('−9,95 kr');
  });

  it('follows the language: SEK first, comma for thousands and a point for decimals in English', () => {
    expect(plain(formatMoney(145000, 'sv'))).toBe('1 450,00 kr');
    expect(plain(formatMoney(145000, 'en'))).toBe('SEK 1,450.00');
    setLanguage('en');
    expect(plain(formatMoney(145000))).toBe('SEK 1,450.00');
    setLanguage('sv');
    expect(plain(formatMoney(145000))).toBe('1 450,00 kr');
  });
});

describe('parseKronor', () => {
  it('reads Swedish and plain decimal notation as öre', () => {
    expect(parseKronor('1 234,50')).toBe(123450);
    expect(parseKronor('1\u00a0234,5 kr')).toBe(123450);
    expect(parseKronor('1234.05')).toBe(123405);
    expect(parseKronor('0,1')).toBe(10);
    expect(parseKronor('')).toBeNull();
    expect(parseKronor('tio')).toBeNaN();
  });

  it('keeps what cannot be whole öre instead of rounding it away', () => {
    expect(parseKronor('12,345', 'sv')).toBeCloseTo(1234.5);
    expect(parseKronor('1,450.50', 'en')).toBe(145050);
  });
});

describe('MoneyInput', () => {
  function Controlled({ initial, onChange }: { initial: number | null; onChange: (ore: number | null) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <MoneyInput
        aria-label="Pris"
        value={value}
        onChange={(ore) => {
          setValue(ore);
          onChange(ore);
        }}
      />
    );
  }

  it('shows the öre value as kronor', () => {
    render(<Controlled initial={99900} onChange={vi.fn()} />);
    expect(plain((screen.getByLabelText('Pris') as HTMLInputElement).value)).toBe('999,00');
  });

  it('hands on what is typed in kronor as whole öre', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={null} onChange={onChange} />);
    const input = screen.getByLabelText('Pris');
    await userEvent.type(input, '1234,5');
    expect(onChange).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    expect(plain((input as HTMLInputElement).value)).toBe('1 234,50');
  });

  it('hands on null when the amount is cleared', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={5000} onChange={onChange} />);
    await userEvent.clear(screen.getByLabelText('Pris'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('neither clamps nor rounds: a negative amount and a third decimal stay as typed', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={null} onChange={onChange} />);
    const input = screen.getByLabelText('Pris') as HTMLInputElement;
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(-500);
    expect(input.value).toMatch(/^[−-]5,00$/);
    await userEvent.clear(input);
    await userEvent.type(input, '12,345');
    await userEvent.tab();
    expect(input.value).toBe('12,345');
    expect(onChange.mock.lastCall![0]).toBeCloseTo(1234.5);
  });
});
