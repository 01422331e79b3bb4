import { setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A form of its own (not RecordForm) that saves in place, as the profile page does. */
function NoteForm({ name }: { name: string }) {
  const [form] = Form.useForm<{ note: string }>();
  const changes = useUnsavedChanges(form);
  return (
    <Form form={form} name={name} initialValues={{ note: 'Lunch' }} onValuesChange={changes.onValuesChange} onFinish={changes.markSaved}>
      <Form.Item name="note" label={name}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Spara {name}</Button>
      {changes.guard}
    </Form>
  );
}

beforeEach(() => setLanguage('sv'));

describe('useUnsavedChanges', () => {
  it('measures "changed" against the saved values after markSaved', async () => {
    const { router } = renderWithPortal(<NoteForm name="Anteckning" />, '/notes');
    await userEvent.type(screen.getByLabelText('Anteckning'), ' och fika');
    await userEvent.click(screen.getByRole('button', { name: 'Spara Anteckning' }));

    await userEvent.type(screen.getByLabelText('Anteckning'), '!');
    await act(() => router.navigate('/'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Lämna utan att spara?' })).getByRole('button', { name: 'Stanna kvar' }));

    // Back to what was saved (not to the starting value): nothing to lose.
    await userEvent.type(screen.getByLabelText('Anteckning'), '{Backspace}');
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('holds navigation for the changed one of two forms on a page, whichever came first', async () => {
    const { router } = renderWithPortal(
      <>
        <NoteForm name="Första" />
        <NoteForm name="Andra" />
      </>,
      '/notes',
    );
    await userEvent.type(screen.getByLabelText('Första'), ' och fika');
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Lämna utan att spara?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notes');
  });
});
