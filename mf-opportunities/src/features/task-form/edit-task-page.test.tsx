import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aTask, OWNERS } from '../../testing/fixtures';
import { EditTaskPage } from './edit-task-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function fieldOf(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

/** A task already reminded about, tied to an opportunity that this page does not edit. */
const reminded = aTask({
  opportunity_id: 3,
  opportunity: { id: 3, name: 'Kickoff i Sigtuna' },
  reminder_at: '2020-01-01T09:00:00Z',
  reminder_sent_at: '2020-01-01T09:00:05Z',
});

describe('EditTaskPage', () => {
  it('shows the task\'s fields and saves them, a passed reminder and the opportunity kept as they were', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /task/12': () => json(200, { data: reminded }),
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'PUT /task/12': () => json(200, { data: reminded, message: { en: 'Task updated successfully', sw: 'Uppgiften har uppdaterats' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditTaskPage params={{ id: '12' }} />, '/edit-task-12');

    expect(await screen.findByLabelText('Ämne')).toHaveValue('Ring Anna om offerten');
    expect(screen.getByRole('heading', { name: 'Redigera uppgift' })).toBeInTheDocument();
    expect(within(fieldOf('Kontakt')).getByText('Anna Andersson')).toBeInTheDocument();
    expect(within(fieldOf('Konto')).getByText('Acme AB')).toBeInTheDocument();
    expect(screen.getByLabelText('Affärsmöjlighet')).toHaveValue('Kickoff i Sigtuna');
    expect(screen.getByLabelText('Förfallodatum')).toHaveValue('2031-03-12');
    expect(screen.getByLabelText('Påminnelse')).toHaveValue('2020-01-01 10:00');
    expect(screen.getByText('Påminnelsen skickades 1 jan 2020 10:00.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Klar'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(await screen.findByText('Uppgiften har uppdaterats')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      subject: 'Ring Anna om offerten',
      assigned_to: 1,
      due_date: '2031-03-12',
      contact_id: 9,
      account_id: 4,
      opportunity_id: 3,
      priority: 'high',
      status: 'completed',
      reminder_at: '2020-01-01T09:00:00.000Z',
      comment: 'Fråga om lunchen.',
    });
  });

  it('deletes only after the confirmation, then goes to the list', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /task/12': () => json(200, { data: aTask() }),
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'DELETE /task/12': () => json(200, { message: { en: 'Task deleted successfully', sw: 'Uppgiften har tagits bort' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditTaskPage params={{ id: '12' }} />, '/edit-task-12');

    const deleteButton = await screen.findByRole('button', { name: 'Delete' });
    await user.click(deleteButton);
    const confirmation = (await screen.findByText('Delete this task? This cannot be undone.')).closest('.ant-popconfirm') as HTMLElement;
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(deleteButton);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the page as it was when the delete is refused', async () => {
    setLanguage('en');
    mockApi({
      'GET /task/12': () => json(200, { data: aTask() }),
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'DELETE /task/12': () => json(409, { message: { en: 'The task is in use', sw: 'Uppgiften används' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditTaskPage params={{ id: '12' }} />, '/edit-task-12');

    await user.clear(await screen.findByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirmation = (await screen.findByText('Delete this task? This cannot be undone.')).closest('.ant-popconfirm') as HTMLElement;
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The task is in use')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-task-12');
    expect(screen.getByLabelText('Subject')).toHaveValue('Changed');
  });

  it('says that a missing task does not exist and leads back to the list', async () => {
    setLanguage('en');
    mockApi({ 'GET /task/999': () => json(404, { message: { en: 'Task does not exist', sw: 'Uppgiften finns inte' } }) });
    const user = setupUser();
    const { router } = renderWithPortal(<EditTaskPage params={{ id: '999' }} />, '/edit-task-999');

    expect(await screen.findByText('There is no task number 999. It may have been deleted, or the link is wrong.')).toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
    await user.click(screen.getByRole('link', { name: /Back to tasks/ }));
    expect(router.state.location.pathname).toBe('/tasks');
  });

  it('offers a retry when the task could not be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({
      'GET /task/12': () => (fail ? json(500, { message: 'Server Error' }) : json(200, { data: aTask() })),
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
    });
    const user = setupUser();
    renderWithPortal(<EditTaskPage params={{ id: '12' }} />, '/edit-task-12');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByLabelText('Subject')).toHaveValue('Ring Anna om offerten');
  });

  it('does not ask the server for an id that cannot exist', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    renderWithPortal(<EditTaskPage params={{ id: 'abc' }} />, '/edit-task-abc');

    expect(await screen.findByRole('heading', { name: 'Uppgiften finns inte' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
