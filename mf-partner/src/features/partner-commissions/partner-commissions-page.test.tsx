import { setLanguage } from '@portal/platform';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aCommissionItem, aCommissionPage } from '../../testing/fixtures';
import { PartnerCommissionsPage } from './partner-commissions-page';

const due = aCommissionItem({ id: 7, title: '#8 · Leksand' });
const reported = aCommissionItem({
  id: 9,
  title: '#11 · Mora',
  status: 'reported',
  event_start: '2031-01-20',
  event_end: '2031-01-20',
  amount: 80_000,
  difference: -20_000,
  booking_status: 'conducted',
  reported_at: '2031-01-25T10:00:00Z',
});
const summary = { to_report: 3, upcoming: 5, submitted: 12 };

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerCommissions(total = 2) {
  return mockApi({
    'GET /partner/commissions': (request) =>
      json(200, aCommissionPage([due, reported], summary, { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), total })),
  });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

describe('PartnerCommissionsPage', () => {
  it('asks for the commissions to report and shows them in Swedish, with every tab’s count', async () => {
    setLanguage('sv');
    const requests = answerCommissions();
    renderWithPortal(<PartnerCommissionsPage />, '/p-commission');

    expect(screen.getByRole('heading', { name: 'Provision', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Att rapportera' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Provision: Att rapportera' });
    expect(await within(table).findByRole('link', { name: '#8 · Leksand' })).toHaveAttribute('href', '/p-editCommission&id=7');
    expect(screen.getAllByRole('radio').map((tab) => tab.closest('label')?.textContent)).toEqual([
      'Att rapportera (3)',
      'Kommande (5)',
      'Inskickade (12)',
    ]);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Bokning', 'Datum', 'Status', 'Provision', 'Rapporterad']);
    expect(within(table).getByRole('link', { name: '#8 · Leksand' })).toHaveAttribute('href', '/p-editCommission&id=7');
    const row = within(table).getByText('#11 · Mora').closest('tr')!;
    expect(within(row).getByText('Rapporterad')).toBeInTheDocument();
    expect(within(row).getByText('800,00 kr')).toBeInTheDocument();
    const dueRow = within(table).getByText('#8 · Leksand').closest('tr')!;
    expect(within(dueRow).getByText('Att rapportera')).toBeInTheDocument();
    expect(within(dueRow).getByText('1 000,00 kr')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ tab: 'to_report', page: '1', per_page: '20' });
  });

  it('takes tab and page from the URL, in English', async () => {
    setLanguage('en');
    const requests = answerCommissions(45);
    renderWithPortal(<PartnerCommissionsPage />, '/p-commission?tab=submitted&page=2');

    expect(await screen.findByRole('table', { name: 'Commission: Submitted' })).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ tab: 'submitted', page: '2', per_page: '20' });
    expect(await screen.findByRole('radio', { name: 'Submitted (12)' })).toBeChecked();
    expect(await screen.findByText('SEK 800.00')).toBeInTheDocument();
    expect(screen.getByText('Reported', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('keeps the tab and page in the URL: a new tab starts at page 1, the first tab is the bare URL', async () => {
    setLanguage('en');
    const requests = answerCommissions(45);
    const user = setupUser();
    const { router } = renderWithPortal(<PartnerCommissionsPage />, '/p-commission?page=2');
    await screen.findByText('#11 · Mora');
    const last = () => queryOf(requests.at(-1));

    await user.click(screen.getByRole('radio', { name: 'Upcoming (5)' }));
    await waitFor(() => expect(last()).toEqual({ tab: 'upcoming', page: '1', per_page: '20' }));
    expect(router.state.location.search).toBe('?tab=upcoming');

    await user.click(await screen.findByTitle('3'));
    await waitFor(() => expect(last()).toEqual({ tab: 'upcoming', page: '3', per_page: '20' }));
    expect(router.state.location.search).toBe('?tab=upcoming&page=3');

    await user.click(screen.getByRole('radio', { name: 'To report (3)' }));
    await waitFor(() => expect(last()).toEqual({ tab: 'to_report', page: '1', per_page: '20' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens a commission from its row, by click or by Enter', async () => {
    setLanguage('sv');
    answerCommissions();
    const user = setupUser();
    const { router } = renderWithPortal(<PartnerCommissionsPage />, '/p-commission');

    await user.click(await screen.findByText('800,00 kr'));
    expect(router.state.location.pathname).toBe('/p-editCommission&id=9');

    await act(() => router.navigate('/p-commission'));
    const row = (await screen.findByText('#8 · Leksand')).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/p-editCommission&id=7');
  });

  it('says when a tab is empty in its own words', async () => {
    setLanguage('sv');
    mockApi({ 'GET /partner/commissions': () => json(200, aCommissionPage([], { to_report: 0, upcoming: 0, submitted: 0 })) });
    const { router } = renderWithPortal(<PartnerCommissionsPage />, '/p-commission');

    expect(await screen.findByText('Inget att rapportera just nu. När ett arrangemang hos er är över hamnar det här.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Att rapportera (0)' })).toBeChecked();

    await act(() => router.navigate('/p-commission?tab=submitted'));
    expect(await screen.findByText('Ni har inte skickat in någon provisionsrapport ännu.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /partner/commissions': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aCommissionPage([due]))) });
    const user = setupUser();
    renderWithPortal(<PartnerCommissionsPage />, '/p-commission');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: '#8 · Leksand' })).toBeInTheDocument();
  });
});

describe.each([
  { width: 1440, columns: ['Bokning', 'Datum', 'Status', 'Provision', 'Rapporterad'] },
  { width: 390, columns: ['Bokning', 'Status'] },
])('PartnerCommissionsPage on a $width px screen', ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the commission still a link', async () => {
    setLanguage('sv');
    answerCommissions();
    renderWithPortal(<PartnerCommissionsPage />, '/p-commission');

    const table = await screen.findByRole('table', { name: 'Provision: Att rapportera' });
    expect(await within(table).findByRole('link', { name: '#8 · Leksand' })).toHaveAttribute('href', '/p-editCommission&id=7');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
  });
});
