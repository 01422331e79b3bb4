import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function ListSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const [search, setSearch] = useState('');
  return (
    <SearchBox
      label="Sök konton"
      value={search}
      onSearch={(text) => {
        onSearch(text);
        setSearch(text);
      }}
    />
  );
}

describe('SearchBox', () => {
  it('searches once typing pauses, not for every letter', async () => {
    const onSearch = vi.fn();
    render(<ListSearch onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök konton' }), 'vann ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('vann'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    // The trailing space stays in the box while the list searches for the trimmed text.
    expect(screen.getByRole('searchbox')).toHaveValue('vann ');
  });

  it('searches at once on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    render(<ListSearch onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök konton' }), 'spa{Enter}');
    expect(onSearch).toHaveBeenCalledWith('spa');
    vi.useRealTimers();
  });

  it('shows a search that comes from the URL', () => {
    const { rerender } = render(<SearchBox label="Sök" value="" onSearch={vi.fn()} />);
    rerender(<SearchBox label="Sök" value="hotell" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Sök' })).toHaveValue('hotell');
  });
});
