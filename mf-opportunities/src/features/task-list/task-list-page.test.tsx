import { setLanguage } from '@portal/platform';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aPage, aTask } from '../../testing/fixtures';
import { TaskListPage } from './task-list-page';

const call = aTask();
const late = aTask({
  id: 13,
  subject: 'Skicka avtalet',
  due_date: '2020-01-10',
  priority: 'low',
  status: 'not_started',
  assignee: { id: 2, name: 'Bo Berg' },
  contact: null,
  contact_id: null,
  account: null,
  account_id: null,
  opportunity_id: 3,
  opportunity: { id: 3, name: 'Kickoff i Sigtuna' },
  reminder_at: null,
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerTasks(total = 2) {
  return mockApi({
    'GET /tasks': (request) =>
      json(200, aPage([call, late], { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), total })),
  });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

describe('TaskListPage', () => {
  it('asks for every task by due date, soonest first, and shows them in Swedish with overdue ones marked', async () => {
    setLanguage('sv');
    const requests = answerTasks();
    renderWithPortal(<TaskListPage />, '/tasks');

    const table = await screen.findByRole('table', { name: 'Uppgifter' });
    expect(await within(table).findByRole('link', { name: 'Ring Anna om offerten' })).toHaveAttribute('href', '/edit-task-12');
    const firstRow = within(table).getByText('Ring Anna om offerten').closest('tr')!;
    expect(within(firstRow).getByText('12 mar 2031')).toBeInTheDocument();
    expect(within(firstRow).getByText('Hög')).toBeInTheDocument();
    expect(within(firstRow).getByText('Pågår')).toBeInTheDocument();
    expect(within(firstRow).getByText('Admin Demo')).toBeInTheDocument();
    expect(within(firstRow).getByText('Anna Andersson')).toBeInTheDocument();
    expect(within(firstRow).getByText('Acme AB')).toBeInTheDocument();
    expect(within(firstRow).getByText('11 mar 2031 08:30')).toBeInTheDocument();
    expect(within(firstRow).queryByText(/Försenad/)).not.toBeInTheDocument();

    const lateRow = within(table).getByText('Skicka avtalet').closest('tr')!;
    const overdue = within(lateRow).getByText(/Försenad/);
    expect(overdue.closest('.ant-typography-danger')).toHaveTextContent(/^10 jan 2020\s*Försenad$/);
    expect(within(lateRow).getByText('Kickoff i Sigtuna')).toBeInTheDocument();
    expect(within(lateRow).getByText('Ej påbörjad')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Ny uppgift/ })).toHaveAttribute('href', '/add-task');
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'due_date', order: 'asc' });
  });

  it('takes search, filters, sort and page from the URL and sends them to the server', async () => {
    setLanguage('en');
    const requests = answerTasks();
    renderWithPortal(<TaskListPage />, '/tasks?search=anna&mine=true&open=true&priority=high&sort=priority&order=desc&page=2');

    expect(await screen.findByText('Ring Anna om offerten')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({
      page: '2',
      per_page: '20',
      sort: 'priority',
      order: 'desc',
      search: 'anna',
      mine: 'true',
      open: 'true',
      priority: 'high',
    });
    expect(screen.getByLabelText('Search tasks')).toHaveValue('anna');
    expect(screen.getByRole('radio', { name: 'My tasks' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
  });

  it('narrows to my tasks, completed ones, a priority and a search, each from page 1 and kept in the URL', async () => {
    setLanguage('en');
    const requests = answerTasks(45);
    const user = setupUser();
    const { router } = renderWithPortal(<TaskListPage />, '/tasks?page=3');
    await screen.findByText('Ring Anna om offerten');
    const last = () => queryOf(requests.at(-1));

    await user.click(screen.getByRole('radio', { name: 'My tasks' }));
    await waitFor(() => expect(last()).toMatchObject({ mine: 'true', page: '1' }));
    expect(router.state.location.search).toBe('?mine=true');

    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    await waitFor(() => expect(last()).toMatchObject({ mine: 'true', status: 'completed' }));
    expect(last()).not.toHaveProperty('open');

    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(last()).toMatchObject({ mine: 'true', open: 'true' }));
    expect(last()).not.toHaveProperty('status');

    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByTitle('High'));
    await waitFor(() => expect(last()).toMatchObject({ priority: 'high', open: 'true', mine: 'true' }));

    await user.type(screen.getByLabelText('Search tasks'), 'avtal');
    await waitFor(() => expect(last()).toMatchObject({ search: 'avtal', priority: 'high' }));
    expect(router.state.location.search).toBe('?search=avtal&mine=true&open=true&priority=high');

    await user.click(screen.getByRole('radio', { name: 'All tasks' }));
    await waitFor(() => expect(last()).not.toHaveProperty('mine'));
  });

  it('sorts on the server by a column', async () => {
    setLanguage('en');
    const requests = answerTasks();
    const user = setupUser();
    const { router } = renderWithPortal(<TaskListPage />, '/tasks');
    await screen.findByText('Ring Anna om offerten');

    await user.click(screen.getByRole('columnheader', { name: /Subject/ }));
    await waitFor(() => expect(queryOf(requests.at(-1))).toMatchObject({ sort: 'subject', order: 'asc' }));
    expect(router.state.location.search).toBe('?sort=subject');
  });

  it('opens the task when a row is clicked or Enter is pressed on it', async () => {
    setLanguage('en');
    answerTasks();
    const user = setupUser();
    const { router } = renderWithPortal(<TaskListPage />, '/tasks');

    await user.click(await screen.findByText('Bo Berg'));
    expect(router.state.location.pathname).toBe('/edit-task-13');

    await router.navigate('/tasks');
    (await screen.findByText('Admin Demo')).closest('tr')!.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/edit-task-12');
  });

  it('says so when there are no tasks, and offers a retry when the list fails', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /tasks': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aPage([]))) });
    const user = setupUser();
    renderWithPortal(<TaskListPage />, '/tasks');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });
});

describe.each([
  { width: 1440, columns: ['Ämne', 'Förfallodatum', 'Prioritet', 'Status', 'Tilldelad', 'Kopplad till', 'Skapad'] },
  { width: 1280, columns: ['Ämne', 'Förfallodatum', 'Prioritet', 'Status', 'Tilldelad', 'Kopplad till', 'Skapad'] },
  { width: 390, columns: ['Ämne', 'Status'] },
])('TaskListPage on a $width px screen', ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the subject still a link to the task', async () => {
    setLanguage('sv');
    answerTasks();
    renderWithPortal(<TaskListPage />, '/tasks');

    const table = await screen.findByRole('table', { name: 'Uppgifter' });
    const subject = await within(table).findByRole('link', { name: 'Ring Anna om offerten' });
    expect(subject).toHaveAttribute('href', '/edit-task-12');
    // Shown whole at every width: it wraps, it is never cut with "…".
    expect(subject.closest('td')).not.toHaveClass('ant-table-cell-ellipsis');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
  });
});
