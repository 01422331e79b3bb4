import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, MoneyInput, parseKronor } from './money-input';

/** Swedish formatting uses no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows öre as kronor with two decimals, the Swedish way', () => {
    expect(plain(formatMoney(123450))).toBe('1 234,50 kr');
    expect(plain(formatMoney(0))).toBe('0,00 kr');
    expect(plain(formatMoney(-995))).toBe('−9,95 kr');
  });
});

describe('parseKronor', () => {
  it('reads Swedish and plain decimal notation as öre', () => {
    expect(parseKronor('1 234,50')).toBe(123450);
    expect(parseKronor('1\u00a0234,5 kr')).toBe(123450);
    expect(parseKronor('1234.05')).toBe(123405);
    expect(parseKronor('0,1')).toBe(10);
    expect(parseKronor('')).toBeNull();
    expect(parseKronor('tio')).toBeNull();
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
});
