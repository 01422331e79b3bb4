import { portalStore, setLanguage, userAtom } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { anAdmin, anOpportunity, aTask, OWNERS } from '../../testing/fixtures';
import { AddTaskPage } from './add-task-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The form item (label, control, messages) of a field. */
function fieldOf(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

const saved = { data: aTask({ id: 30 }), message: { en: 'Task created successfully', sw: 'Uppgiften har skapats' } };

beforeEach(() => portalStore.set(userAtom, anAdmin()));
afterEach(() => portalStore.set(userAtom, null));

describe('AddTaskPage', () => {
  it('says what is missing instead of sending, and starts as the signed-in admin\'s normal, not started task', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /get-account-owners': () => json(200, { data: OWNERS }) });
    const user = setupUser();
    renderWithPortal(<AddTaskPage />, '/add-task');

    expect(screen.getByRole('heading', { name: 'Ny uppgift' })).toBeInTheDocument();
    await waitFor(() => expect(within(fieldOf('Tilldelad')).getByText('Admin Demo')).toBeInTheDocument());
    expect(within(fieldOf('Prioritet')).getByText('Normal')).toBeInTheDocument();
    expect(within(fieldOf('Status')).getByText('Ej påbörjad')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ämne'), '   ');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await within(fieldOf('Ämne')).findByText('Fyll i det här fältet.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends every field it was given, shows the server\'s message and goes to the list', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'POST /tasks': () => json(201, saved),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddTaskPage />, '/add-task');

    await user.type(screen.getByLabelText('Subject'), '  Book the venue visit ');
    await user.click(screen.getByLabelText('Assigned to'));
    await user.click(await screen.findByTitle('Bo Berg'));
    // Tab, not Enter: Enter in a field submits the form.
    await user.type(screen.getByLabelText('Due date'), '2031-03-12{Tab}');
    await user.click(screen.getByLabelText('Priority'));
    await user.click(await screen.findByTitle('High'));
    // Pasted: typing into the growing text area key by key is slow in jsdom.
    await user.click(screen.getByLabelText('Comment'));
    await user.paste('Bring the floor plan.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      subject: 'Book the venue visit',
      assigned_to: 2,
      due_date: '2031-03-12',
      contact_id: null,
      account_id: null,
      opportunity_id: null,
      priority: 'high',
      status: 'not_started',
      reminder_at: null,
      comment: 'Bring the floor plan.',
    });
  });

  it('puts the server\'s validation message next to its field and keeps what was typed', async () => {
    setLanguage('sv');
    mockApi({
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'POST /tasks': () =>
        json(422, { message: 'Error validation', errors: { subject: [{ en: 'The subject is taken', sw: 'Ämnet är upptaget' }] } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddTaskPage />, '/add-task');

    await user.type(screen.getByLabelText('Ämne'), 'Ring Anna');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await within(fieldOf('Ämne')).findByText('Ämnet är upptaget')).toBeInTheDocument();
    expect(screen.getByLabelText('Ämne')).toHaveValue('Ring Anna');
    expect(router.state.location.pathname).toBe('/add-task');
  });

  it('is about the account in the link, by name', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'GET /account/4': () => json(200, { data: { id: 4, company_name: 'Acme AB' } }),
      'POST /tasks': () => json(201, saved),
    });
    const user = setupUser();
    renderWithPortal(<AddTaskPage />, '/add-task?account_id=4');

    expect(await within(fieldOf('Account')).findByText('Acme AB')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Send the brochure');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ account_id: 4, contact_id: null, assigned_to: 1 }));
  });

  it('refuses a reminder that has already passed', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /get-account-owners': () => json(200, { data: OWNERS }) });
    const user = setupUser();
    renderWithPortal(<AddTaskPage />, '/add-task');

    await user.type(screen.getByLabelText('Ämne'), 'Ring Anna');
    const anHourAgo = dayjs().subtract(1, 'hour');
    // Early in the day an hour ago is yesterday, which the calendar does not even offer; a minute ago will do then.
    const past = anHourAgo.isSame(dayjs(), 'day') ? anHourAgo : dayjs().subtract(1, 'minute');
    await user.type(screen.getByLabelText('Påminnelse'), `${past.format('YYYY-MM-DD HH:mm')}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await within(fieldOf('Påminnelse')).findByText('Påminnelsen kan inte ligga bakåt i tiden.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('links a task started from an opportunity\'s page to it, shows its name, and goes back there', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'GET /opportunity/12': () => json(200, { data: [anOpportunity({ id: 12, name: 'Acme kickoff' })] }),
      'GET /account/4': () => json(200, { data: { id: 4, company_name: 'Acme AB' } }),
      'POST /tasks': () => json(201, saved),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddTaskPage />, '/add-task?opportunity_id=12&account_id=4');

    expect(await screen.findByDisplayValue('Acme kickoff')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Call the customer');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-opportunity-12'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post!.body).toMatchObject({ subject: 'Call the customer', account_id: 4, opportunity_id: 12 });
  });
});
