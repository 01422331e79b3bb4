import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { EndingHoldsWidget } from './ending-holds-widget';

const hold = {
  preliminary_booking_id: 7,
  opportunity_id: 12,
  opportunity_name: 'Ledningsgruppen i Leksand',
  quote_id: 40,
  bidder_id: 5,
  venue_name: 'Demo Konferenshotell',
  status: 'held' as const,
  hold_until: '2031-03-02',
  start_date: '2031-03-12',
  end_date: '2031-03-13',
  reminded_at: null,
  extension_requested_at: null,
  actions: { extend: true },
};

describe('EndingHoldsWidget', () => {
  it('lists the holds ending soon, each opening its opportunity, and asks the venue to extend in one click', async () => {
    setLanguage('sv');
    let asked = false;
    const requests = mockApi({
      'GET /preliminary-bookings/ending': () =>
        json(200, {
          data: [asked ? { ...hold, status: 'requested', extension_requested_at: '2031-02-28T10:00:00Z', actions: { extend: false } } : hold],
          total: 1,
        }),
      'POST /preliminary-booking/7/extend': () => {
        asked = true;
        return json(200, { data: {}, message: { sw: 'Anläggningen har ombetts att förlänga', en: 'The venue is asked to extend' } });
      },
    });
    renderWithPortal(<EndingHoldsWidget />, '/');

    const list = await screen.findByRole('list', { name: 'Preliminärbokningar som snart går ut' });
    expect(within(list).getByRole('link', { name: 'Ledningsgruppen i Leksand' })).toHaveAttribute('href', '/edit-opportunity-12');
    expect(within(list).getByText('Demo Konferenshotell · hålls t.o.m. 2 mar 2031')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ days: '7' });

    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(within(list).getByRole('button', { name: 'Be om förlängning – Demo Konferenshotell, Ledningsgruppen i Leksand' }));
    expect(await within(list).findByText('Förlängning begärd')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('button')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/preliminary-booking/7/extend']);
  });

  it('says so when no hold ends within a week', async () => {
    setLanguage('en');
    mockApi({ 'GET /preliminary-bookings/ending': () => json(200, { data: [], total: 0 }) });
    renderWithPortal(<EndingHoldsWidget />, '/');
    expect(await screen.findByText('No preliminary bookings end within a week.')).toBeInTheDocument();
  });
});
