import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aPage, aTask } from '../../testing/fixtures';
import { MyTasksWidget } from './my-tasks-widget';

describe('MyTasksWidget', () => {
  it('lists my open tasks, soonest due first, overdue ones marked, each opening its task', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /tasks': () =>
        json(200, aPage([aTask({ id: 13, subject: 'Skicka avtalet', due_date: '2020-01-10', priority: 'low' }), aTask(), aTask({ id: 14, subject: 'Följ upp', due_date: null })], { perPage: 5, total: 8 })),
    });
    renderWithPortal(<MyTasksWidget />, '/');

    const list = await screen.findByRole('list', { name: 'Mina närmaste öppna uppgifter' });
    expect(within(list).getByRole('link', { name: 'Skicka avtalet' })).toHaveAttribute('href', '/edit-task-13');
    const overdue = within(list).getByText('Förfaller 10 jan 2020').closest('.ant-typography')!;
    expect(overdue).toHaveTextContent('Förfaller 10 jan 2020 · Försenad');
    expect(overdue).toHaveClass('ant-typography-danger');
    expect(within(list).getByText('Förfaller 12 mar 2031').closest('.ant-typography')).not.toHaveClass('ant-typography-danger');
    expect(within(list).getByText('Inget förfallodatum')).toBeInTheDocument();
    expect(screen.getByText('8 öppna uppgifter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa alla' })).toHaveAttribute('href', '/tasks?mine=true');
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ mine: 'true', open: 'true', sort: 'due_date', order: 'asc', per_page: '5' });
  });

  it('says so when I have no open tasks', async () => {
    setLanguage('en');
    mockApi({ 'GET /tasks': () => json(200, aPage([], { perPage: 5 })) });
    renderWithPortal(<MyTasksWidget />, '/');

    expect(await screen.findByText('You have no open tasks.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
