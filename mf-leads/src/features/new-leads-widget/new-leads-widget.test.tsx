import { setLanguage } from '@portal/platform';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aLead, aLeadPage } from '../../testing/lead-fixture';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { NewLeadsWidget } from './new-leads-widget';

describe('NewLeadsWidget', () => {
  it('lists the newest New leads with links, how long ago they came in and how many there are', async () => {
    setLanguage('sv');
    const threeHoursAgo = dayjs().subtract(3, 'hour').toISOString();
    const requests = mockApi({
      'GET /leads': () =>
        json(200, aLeadPage([aLead({ submitted_at: threeHoursAgo }), aLead({ id: 9, first_name: 'Cecilia', last_name: 'Ek', business: null })], { perPage: 5, total: 12 })),
    });
    renderWithPortal(<NewLeadsWidget />, '/');

    const list = await screen.findByRole('list', { name: 'De senaste nya leadsen' });
    expect(within(list).getByRole('link', { name: 'Anna Andersson' })).toHaveAttribute('href', '/convert-lead-id=7');
    expect(within(list).getByRole('link', { name: 'Cecilia Ek' })).toHaveAttribute('href', '/convert-lead-id=9');
    expect(within(list).getByText('Acme AB')).toBeInTheDocument();
    expect(within(list).getByText('för 3 timmar sedan')).toBeInTheDocument();
    expect(screen.getByText('12 nya leads')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa alla' })).toHaveAttribute('href', '/leads?status=New');
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ status: 'New', sort: 'submitted_at', order: 'desc', page: '1', per_page: '5' });
  });

  it('says "10 000+" when the list stopped counting at its cap', async () => {
    setLanguage('sv');
    mockApi({ 'GET /leads': () => json(200, aLeadPage([aLead()], { perPage: 5, total: 10_000, capped: true })) });
    renderWithPortal(<NewLeadsWidget />, '/');

    expect(await screen.findByText(/^10\s000\+ nya leads$/)).toBeInTheDocument();
  });

  it('says so when there are no new leads', async () => {
    setLanguage('en');
    mockApi({ 'GET /leads': () => json(200, aLeadPage([], { perPage: 5, total: 0 })) });
    renderWithPortal(<NewLeadsWidget />, '/');

    expect(await screen.findByText('No new leads right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all' })).toBeInTheDocument();
  });
});
