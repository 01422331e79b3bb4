import { PortalProviders, setLanguage } from '@portal/platform';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordSelect, type RecordSelectProps } from './record-select';

const accounts = [
  { value: 1, label: 'Hotell Tylösand' },
  { value: 2, label: 'Hotell Borgholm' },
  { value: 3, label: 'Vann Spa' },
];
const search = vi.fn(async (text: string) => accounts.filter((account) => account.label.toLowerCase().includes(text.toLowerCase())));

function Picker(props: Partial<RecordSelectProps>) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  const handleChange = (next: number | null) => {
    setValue(next);
    props.onChange?.(next);
  };
  return <RecordSelect aria-label="Konto" fetchOptions={search} {...props} value={value} onChange={handleChange} />;
}

function renderPicker(props: Partial<RecordSelectProps> = {}) {
  render(
    <PortalProviders>
      <Picker {...props} />
    </PortalProviders>,
  );
}

beforeEach(() => {
  setLanguage('sv');
  search.mockClear();
});

describe('RecordSelect', () => {
  it('asks the server once typing pauses, and picks an answer', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    expect(search).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('combobox', { name: 'Konto' }), 'hotell');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('hotell'));
    // Typed quickly, so the debounce asked for the whole word rather than each letter.
    expect(search.mock.calls.filter(([text]) => text !== '')).toEqual([['hotell']]);
    await userEvent.click(await screen.findByText('Hotell Borgholm'));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the current record’s name before any options load', () => {
    renderPicker({ value: 42, selectedLabel: 'Konferensgården' });
    expect(screen.getByText('Konferensgården')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    renderPicker();
    await userEvent.type(screen.getByRole('combobox', { name: 'Konto' }), 'zzz');
    expect(await screen.findByText('Inga träffar')).toBeInTheDocument();
  });
});
