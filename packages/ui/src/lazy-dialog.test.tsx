import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Dialog({ open, title }: { open: boolean; title: string }) {
  return open ? <div role="dialog" aria-label={title} /> : <p>closed</p>;
}

describe('lazyDialog', () => {
  it('fetches the dialog when it first opens, and keeps it mounted after it closes', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyDialog(load);
    const { rerender } = render(<LazyDialog open={false} title="Vinn" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('closed')).toBeNull();
    rerender(<LazyDialog open title="Vinn" />);
    expect(await screen.findByRole('dialog', { name: 'Vinn' })).toBeInTheDocument();
    act(() => rerender(<LazyDialog open={false} title="Vinn" />));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks isOpen when the dialog opens by another prop', async () => {
    const LazyDialog = lazyDialog(
      async () => ({ item }: { item: string | null }) => (item ? <div role="dialog" aria-label={item} /> : null),
      ({ item }) => item !== null,
    );
    const { rerender } = render(<LazyDialog item={null} />);
    rerender(<LazyDialog item="Historik" />);
    expect(await screen.findByRole('dialog', { name: 'Historik' })).toBeInTheDocument();
  });
});
