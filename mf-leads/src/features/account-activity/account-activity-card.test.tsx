import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { AccountActivityCard } from './account-activity-card';

describe('AccountActivityCard', () => {
  it('lists what happened, by whom and when, in English', async () => {
    setLanguage('en');
    mockApi({
      'GET /log-activities': () =>
        json(200, {
          data: [
            { log_id: 9, log_name: 'Note', event: 'updated', properties: { name: 'Prices for 2032' }, causer_name: null, link: null, created_at: '2031-03-04T07:30:00Z' },
          ],
        }),
    });
    renderWithPortal(<AccountActivityCard accountId={12} />);

    const log = await screen.findByRole('list', { name: 'Activity' });
    expect(within(log).getByText('Note')).toBeInTheDocument();
    expect(within(log).getByText('Updated: Prices for 2032')).toBeInTheDocument();
    expect(within(log).getByText(/by the system/)).toHaveTextContent('by the system · Mar 4, 2031 8:30 AM');
  });

  it('offers a retry when the activity cannot be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /log-activities': () => (fail ? json(500, { message: 'boom' }) : json(200, { data: [] })) });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithPortal(<AccountActivityCard accountId={12} />);

    expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("Nothing has happened with this account's tasks and notes yet.")).toBeInTheDocument();
  });
});
