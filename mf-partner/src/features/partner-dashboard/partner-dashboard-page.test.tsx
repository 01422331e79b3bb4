import { setLanguage, storeUser } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { aCommissionItem, aCommissionPage, aDashboard, aPartner, aQuote } from '../../testing/fixtures';
import { PartnerDashboardPage } from './partner-dashboard-page';

const overdue = aQuote({ id: 41, opportunity_name: '12–14 mar. 2031 · Leksand', response_deadline: '2031-02-08', overdue: true });
const draft = aQuote({
  id: 42,
  opportunity_name: '2 apr. 2031 · Rättvik',
  status: 'saved',
  start_date: '2031-04-02',
  end_date: '2031-04-02',
  participants: 1,
  response_deadline: '2031-02-20',
});

const full = aDashboard({
  to_answer: [overdue, draft],
  counts: { preliminary: 0, to_answer: 12, overdue: 1, submitted: 3, accepted: 2 },
  activity: [
    { at: '2031-02-04T08:00:00Z', quote_id: 39, opportunity_name: '5 maj 2031 · Falun', event: 'preliminary_held', detail: '2031-02-20' },
    { at: '2031-02-03T13:05:00Z', quote_id: 39, opportunity_name: '5 maj 2031 · Falun', event: 'submitted', detail: null },
    { at: '2031-02-01T09:00:00Z', quote_id: 41, opportunity_name: '12–14 mar. 2031 · Leksand', event: 'invited', detail: 'partner@demo.test' },
    { at: '2031-01-20T08:00:00Z', quote_id: null, opportunity_name: '1 feb. 2031 · Mora', event: 'lost', detail: null },
  ],
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The figure shown under a count's label. */
function figure(label: string) {
  const card = screen.getByText(label).closest('.ant-card');
  return card?.querySelector('p')?.textContent;
}

const noReportsDue = {
  'GET /partner/commissions': () => json(200, aCommissionPage([])),
  'GET /preliminary-bookings/ending': () => json(200, { data: [], total: 0 }),
};

/** A hold of the venue's that ends within the week, as `GET /preliminary-bookings/ending` lists it. */
const endingHold = {
  preliminary_booking_id: 7,
  opportunity_id: 3,
  opportunity_name: '20–21 mar. 2031 · Mora',
  quote_id: 48,
  bidder_id: 5,
  venue_name: 'Demo Konferenshotell',
  status: 'held' as const,
  hold_until: '2031-03-14',
  start_date: '2031-03-20',
  end_date: '2031-03-21',
  reminded_at: null,
  extension_requested_at: null,
  actions: { extend: false },
};

// The signed-in venue, as the shell leaves it in the session before any partner page shows.
beforeEach(() => storeUser(aPartner()));

describe('PartnerDashboardPage', () => {
  it('shows in Swedish what waits for the venue: figures, the quotes to answer nearest first with the overdue one marked, and the latest activity', async () => {
    setLanguage('sv');
    const requests = mockApi({
      ...noReportsDue,
      'GET /partner/dashboard': () => json(200, full),
      'GET /preliminary-bookings/ending': () => json(200, { data: [endingHold], total: 1 }),
    });
    renderWithPortal(<PartnerDashboardPage />, '/partner');

    expect(screen.getByRole('heading', { name: 'Översikt', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Välkommen, Petra')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Offertförfrågningar att besvara' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: '12–14 mar. 2031 · Leksand' })).toHaveAttribute('href', '/p-editquote&id=41');
    expect(within(items[0]!).getByText('Försenad')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Ny')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Svara senast 8 feb\.? 2031$/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/24 deltagare/)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: '2 apr. 2031 · Rättvik' })).toHaveAttribute('href', '/p-editquote&id=42');
    expect(within(items[1]!).queryByText('Försenad')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Sparad')).toBeInTheDocument();
    expect(screen.getByText('De 2 med närmast svarsdatum av 12 visas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla offerter' })).toHaveAttribute('href', '/p-quotes');

    expect(figure('Att besvara')).toBe('12');
    expect(figure('Försenade')).toBe('1');
    expect(figure('Skickade, väntar på kunden')).toBe('3');
    expect(figure('Accepterade')).toBe('2');

    const activity = screen.getByRole('list', { name: 'Senaste händelser' });
    const events = within(activity).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('strong')?.textContent)).toEqual([
      'Ni håller datumen preliminärt',
      'Offert skickad',
      'Inbjudan att lämna offert',
      'Kunden valde en annan anläggning',
    ]);
    expect(within(events[1]!).getByRole('link', { name: '5 maj 2031 · Falun' })).toHaveAttribute('href', '/p-editquote&id=39');
    // An entry without a quote names its request without a link.
    expect(within(events[3]!).getByText('1 feb. 2031 · Mora')).toBeInTheDocument();
    expect(within(events[3]!).queryByRole('link')).not.toBeInTheDocument();

    const venue = screen.getByText('Din anläggning').closest('.ant-card') as HTMLElement;
    expect(within(venue).getByText('Demo Konferenshotell')).toBeInTheDocument();
    expect(within(venue).getByText('Petra Partner')).toBeInTheDocument();
    expect(within(venue).getByText('partner@demo.test')).toBeInTheDocument();

    // The hold ending within the week opens its quote.
    const ending = await screen.findByRole('list', { name: 'Preliminärbokningar som snart går ut' });
    expect(within(ending).getByRole('link', { name: '20–21 mar. 2031 · Mora' })).toHaveAttribute('href', '/p-editquote&id=48');
    expect(within(ending).getByText(/^t\.o\.m\. 14 mar\.? 2031$/)).toBeInTheDocument();

    // Besides the quotes, only the commission list (nothing is due here) and the holds ending soon.
    expect(await screen.findByText('Inga provisionsrapporter att lämna just nu.')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(
      hrefs.every((href) => href === '/p-quotes' || href === '/p-quotes?tab=preliminary' || href === '/p-commission' || href?.startsWith('/p-editquote&id=')),
    ).toBe(true);
    expect(requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'GET /partner/commissions',
      'GET /partner/dashboard',
      'GET /preliminary-bookings/ending',
    ]);
  });

  it('puts the preliminary booking requests waiting for the venue first, each opening its quote, with their count', async () => {
    setLanguage('sv');
    const asked = aQuote({
      id: 45,
      opportunity_name: '12–14 mar. 2031 · Leksand',
      status: 'submitted',
      submitted_at: '2031-02-05T10:00:00Z',
      preliminary_status: 'requested',
    });
    mockApi({
      ...noReportsDue,
      'GET /partner/dashboard': () =>
        json(200, aDashboard({ preliminary: [asked], to_answer: [draft], counts: { preliminary: 3, to_answer: 1, overdue: 0, submitted: 4, accepted: 0 } })),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<PartnerDashboardPage />, '/partner');

    const list = await screen.findByRole('list', { name: 'Preliminärbokningar att besvara' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByText('Väntar på ert svar')).toBeInTheDocument();
    expect(within(item!).getByText(/24 deltagare/)).toBeInTheDocument();
    expect(screen.getByText('1 av 3 visas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla preliminärbokningar' })).toHaveAttribute('href', '/p-quotes?tab=preliminary');
    expect(figure('Preliminära förfrågningar')).toBe('3');
    // Above the quotes to answer: what waits for the venue's answer about its dates comes first.
    const toAnswer = screen.getByRole('list', { name: 'Offertförfrågningar att besvara' });
    expect(list.compareDocumentPosition(toAnswer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(item!).getByRole('link', { name: '12–14 mar. 2031 · Leksand' }));
    expect(router.state.location.pathname).toBe('/p-editquote&id=45');
  });

  it('speaks English too, and opens a quote to answer', async () => {
    setLanguage('en');
    mockApi({ ...noReportsDue, 'GET /partner/dashboard': () => json(200, full) });
    const user = setupUser();
    const { router } = renderWithPortal(<PartnerDashboardPage />, '/partner');

    const list = await screen.findByRole('list', { name: 'Quote requests to answer' });
    expect(within(list).getByText('Answer by Feb 8, 2031')).toBeInTheDocument();
    expect(within(list).getByText('Overdue')).toBeInTheDocument();
    expect(within(list).getByText(/1 participant$/)).toBeInTheDocument();
    expect(figure('Submitted, waiting for the customer')).toBe('3');
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getByText('Quote submitted')).toBeInTheDocument();
    expect(within(activity).getByText('The customer chose another venue')).toBeInTheDocument();
    expect(within(activity).getByText('You are holding the dates')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Petra')).toBeInTheDocument();
    expect(screen.getByText('Your venue')).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: '2 apr. 2031 · Rättvik' }));
    expect(router.state.location.pathname).toBe('/p-editquote&id=42');
  });

  it('says so when nothing waits and nothing has happened', async () => {
    setLanguage('sv');
    mockApi({ ...noReportsDue, 'GET /partner/dashboard': () => json(200, aDashboard()) });
    renderWithPortal(<PartnerDashboardPage />, '/partner');

    expect(await screen.findByText('Inga förfrågningar väntar på ert svar.')).toBeInTheDocument();
    expect(screen.getByText('Inga preliminärbokningar väntar på ert svar.')).toBeInTheDocument();
    expect(figure('Preliminära förfrågningar')).toBe('0');
    expect(screen.getByText('Inga händelser ännu.')).toBeInTheDocument();
    expect(figure('Att besvara')).toBe('0');
    expect(screen.queryByText(/visas\.$/)).not.toBeInTheDocument();
  });

  it('offers a retry when the dashboard cannot be loaded, and keeps the venue card meanwhile', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ ...noReportsDue, 'GET /partner/dashboard': () => (fail ? json(500, { message: 'Server Error' }) : json(200, full)) });
    const user = setupUser();
    renderWithPortal(<PartnerDashboardPage />, '/partner');

    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Demo Konferenshotell')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quote requests to answer' })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Quote requests to answer' })).toBeInTheDocument();
    expect(screen.queryByText('The dashboard could not be loaded.')).not.toBeInTheDocument();
  });

  it('lists the commission reports due with their count, each opening its report page', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /partner/dashboard': () => json(200, full),
      'GET /preliminary-bookings/ending': noReportsDue['GET /preliminary-bookings/ending'],
      'GET /partner/commissions': () =>
        json(
          200,
          aCommissionPage(
            [aCommissionItem({ id: 7, title: '#8 · Leksand' }), aCommissionItem({ id: 9, title: '#11 · Mora', event_start: '2031-03-20', event_end: '2031-03-20' })],
            { to_report: 6, upcoming: 2, submitted: 1 },
            { perPage: 5, total: 6 },
          ),
        ),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<PartnerDashboardPage />, '/partner');

    const list = await screen.findByRole('list', { name: 'Provisionsrapporter att lämna' });
    expect(screen.getByText('6 bokningar väntar på er rapport.')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/12 mar\.? 2031 – 14 mar\.? 2031/)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: '#11 · Mora' })).toHaveAttribute('href', '/p-editCommission&id=9');
    expect(screen.getByText('2 av 6 visas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla provisioner' })).toHaveAttribute('href', '/p-commission');
    const asked = requests.find((request) => request.path === '/partner/commissions');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ tab: 'to_report', per_page: '5' });

    await user.click(within(items[0]!).getByRole('link', { name: '#8 · Leksand' }));
    expect(router.state.location.pathname).toBe('/p-editCommission&id=7');
  });
});
