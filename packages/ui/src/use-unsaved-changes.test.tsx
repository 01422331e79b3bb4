import { setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
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

/** The form with the ways out of a page: a link (the menu's kind) and a button that calls navigate(). */
function NotePage() {
  const navigate = useNavigate();
  return (
    <>
      <NoteForm name="Anteckning" />
      <Link to="/leads">Leads</Link>
      <button type="button" onClick={() => navigate('/tasks')}>
        Till uppgifter
      </button>
    </>
  );
}

const leaveDialog = () => screen.findByRole('dialog', { name: 'Lämna utan att spara?' });
const answer = async (button: 'Stanna kvar' | 'Lämna utan att spara') => userEvent.click(within(await leaveDialog()).getByRole('button', { name: button }));

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

  it('holds a link while changed: Stay keeps the page and its values, Leave goes', async () => {
    const { router } = renderWithPortal(<NotePage />, '/notes');
    await userEvent.type(screen.getByLabelText('Anteckning'), ' och fika');
    await userEvent.click(screen.getByRole('link', { name: 'Leads' }));
    await answer('Stanna kvar');
    expect(router.state.location.pathname).toBe('/notes');
    expect(screen.getByLabelText('Anteckning')).toHaveValue('Lunch och fika');

    await userEvent.click(screen.getByRole('link', { name: 'Leads' }));
    expect(router.state.location.pathname).toBe('/notes');
    await answer('Lämna utan att spara');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('holds navigate() while changed, and lets a change of the query alone through', async () => {
    const { router } = renderWithPortal(<NotePage />, '/notes');
    await userEvent.type(screen.getByLabelText('Anteckning'), ' och fika');
    await act(() => router.navigate('/notes?tab=2'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(screen.queryByRole('dialog', { name: 'Lämna utan att spara?' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Till uppgifter' }));
    await answer('Stanna kvar');
    expect(router.state.location.pathname).toBe('/notes');

    await userEvent.click(screen.getByRole('button', { name: 'Till uppgifter' }));
    expect(router.state.location.pathname).toBe('/notes');
    await answer('Lämna utan att spara');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });

  it('holds Back while changed: the page stays where it was until Leave', async () => {
    const { router } = renderWithPortal(<NotePage />, '/start');
    await act(() => router.navigate('/notes'));
    await userEvent.type(screen.getByLabelText('Anteckning'), ' och fika');

    await act(() => router.navigate(-1));
    await answer('Stanna kvar');
    expect(router.state.location.pathname).toBe('/notes');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/notes');
    await answer('Lämna utan att spara');
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(router.state.historyAction).toBe('POP');
    // The history is as before: Forward leads to the form's page again (held too, as the form here
    // stays on screen with its changes).
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/start');
    await answer('Lämna utan att spara');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
  });
});
