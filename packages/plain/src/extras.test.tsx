import { i18n } from '@portal/platform';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, Skeleton, Tag } from './index';

afterEach(async () => {
  await act(() => i18n.changeLanguage('sv'));
});

function Opener({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <Modal
        open={open}
        title="Avböja bokningen?"
        busy={busy}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={
          <>
            <button type="button">Avbryt nu</button>
            <button type="button">Avböj</button>
          </>
        }
      >
        <label htmlFor="comment">Kommentar</label>
        <textarea id="comment" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, takes focus on its first field and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    const dialog = screen.getByRole('dialog', { name: 'Avböja bokningen?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Avbryt nu' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Avböj' })).toHaveFocus();
    await user.tab();
    // Round to the first: the close button.
    expect(screen.getByRole('button', { name: 'Stäng' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Avböj' })).toHaveFocus();
  });

  it('closes on Escape and on its close button, and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Öppna' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while busy', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener busy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Tag and Skeleton', () => {
  it('draws a tag in its colour, an unknown one as the default', () => {
    render(
      <>
        <Tag color="gold">Begärd</Tag>
        <Tag color="magenta">Annan</Tag>
      </>,
    );
    expect(screen.getByText('Begärd')).toHaveClass('plain-tag', 'plain-tag-gold');
    expect(screen.getByText('Annan')).toHaveClass('plain-tag-default');
  });

  it('says it is loading in the current language', async () => {
    const { rerender } = render(<Skeleton rows={3} />);
    expect(screen.getByRole('status', { name: 'Laddar …' })).toHaveAttribute('aria-busy', 'true');
    await act(() => i18n.changeLanguage('en'));
    rerender(<Skeleton rows={3} label="Loading the presentation" />);
    expect(screen.getByRole('status', { name: 'Loading the presentation' })).toBeInTheDocument();
  });
});
