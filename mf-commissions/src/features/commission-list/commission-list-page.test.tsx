import { setLanguage } from '@portal/platform';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aCommissionListItem, aCommissionPage } from '../../testing/commission-fixture';
import { CommissionListPage } from './commission-list-page';

const reported = aCommissionListItem();
const received = aCommissionListItem({
  id: 4,
  opportunity_id: 13,
  title: 'Styrelsemöte i Varberg',
  account_id: null,
  venue_name: 'Kustgården',
  status: 'received',
  amount: 250_000,
  quote_amount: 200_000,
  difference: 50_000,
  invoiced_on_quote: true,
  reminders_sent: 3,
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);
const listRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/commissions');
const settings = {
  opportunity_idle_days: 14,
  quote_response_days: 7,
  commission_reminder_interval: 1,
  commission_reminder_unit: 'week',
  commission_reminders: 3,
  updated_at: '2031-01-01T00:00:00Z',
};

function answerCommissions(items = [reported, received], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /commissions': (request) =>
      json(200, aCommissionPage(items, { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')) })),
    'GET /crm-settings': () => json(200, { data: settings }),
    ...extra,
  });
}

const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('CommissionListPage', () => {
  it('lists the commissions with their state, amount, difference, reminders and the invoiced-on-quote mark in Swedish', async () => {
    setLanguage('sv');
    const requests = answerCommissions();
    renderWithPortal(<CommissionListPage />, '/commission');

    const table = await screen.findByRole('table', { name: 'Provisioner' });
    const first = (await within(table).findByRole('link', { name: 'Kickoff i Sigtuna' })).closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Kickoff i Sigtuna' })).toHaveAttribute('href', '/edit-commission-3');
    expect(first).toHaveTextContent('Sjöviks Herrgård');
    expect(first).toHaveTextContent('12 mar 2031 – 13 mar 2031');
    expect(first).toHaveTextContent('Rapporterad');
    expect(nbsp(first.textContent)).toContain('14 730,00 kr');
    // Below the quote: red, with its minus sign.
    const below = within(first).getByText((_, element) => element?.tagName === 'SPAN' && /^[-−]1\s200,00\s*kr$/.test(nbsp(element.textContent)));
    expect(below).toHaveStyle({ color: '#c0262d' });
    expect(first).not.toHaveTextContent('Fakturerad på offerten');

    const second = within(table).getByRole('link', { name: 'Styrelsemöte i Varberg' }).closest('tr')!;
    expect(second).toHaveTextContent('Mottagen');
    expect(second).toHaveTextContent('Fakturerad på offerten');
    const above = within(second).getByText((_, element) => element?.tagName === 'SPAN' && /^\+500,00\s*kr$/.test(nbsp(element.textContent)));
    expect(above).toHaveStyle({ color: '#237804' });
    expect(queryOf(listRequests(requests)[0])).toEqual({ page: '1', per_page: '20' });
  });

  it('shows every filter with its count and sum, the chosen one pressed', async () => {
    setLanguage('sv');
    answerCommissions();
    renderWithPortal(<CommissionListPage />, '/commission?filter=pending');

    const filters = await screen.findByRole('group', { name: 'Visa provisioner' });
    await waitFor(() => expect(within(filters).getByRole('button', { name: /Väntande/ })).toHaveTextContent(/\(3\)/));
    const names = within(filters)
      .getAllByRole('button')
      .map((button) => nbsp(button.textContent));
    expect(names).toEqual([
      'Att rapportera (2)25 000,00 kr',
      'Kommande (5)40 000,00 kr',
      'Väntande (3)14 730,00 kr',
      'Mottagna (9)123 456,00 kr',
      'Alla (19)203 186,00 kr',
    ]);
    expect(within(filters).getByRole('button', { name: /Väntande/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: /Alla/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the filter, keeping it and the search in the URL and sending them to the server', async () => {
    setLanguage('en');
    const requests = answerCommissions();
    const user = setupUser();
    const { router } = renderWithPortal(<CommissionListPage />, '/commission?search=sig&page=2');
    await screen.findByText('Kickoff i Sigtuna');
    expect(queryOf(listRequests(requests)[0])).toEqual({ page: '2', per_page: '20', search: 'sig' });
    expect(screen.getByLabelText('Search commissions')).toHaveValue('sig');

    await user.click(screen.getByRole('button', { name: /New to report/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=sig&filter=new_to_report'));
    await waitFor(() => expect(queryOf(listRequests(requests).at(-1))).toEqual({ page: '1', per_page: '20', search: 'sig', filter: 'new_to_report' }));
    expect(screen.getByRole('button', { name: /New to report/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /^All/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=sig'));
  });

  it('leaves a filter the server would refuse out of the request', async () => {
    setLanguage('en');
    const requests = answerCommissions();
    renderWithPortal(<CommissionListPage />, '/commission?filter=maybe');
    await screen.findByText('Kickoff i Sigtuna');
    expect(queryOf(listRequests(requests)[0])).toEqual({ page: '1', per_page: '20' });
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the commission when a row is clicked', async () => {
    setLanguage('en');
    answerCommissions();
    const user = setupUser();
    const { router } = renderWithPortal(<CommissionListPage />, '/commission');
    await user.click(await screen.findByText('Kustgården'));
    expect(router.state.location.pathname).toBe('/edit-commission-4');
  });

  it('says so when nothing matches, and offers a retry when the list fails', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({
      'GET /commissions': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aCommissionPage([]))),
      'GET /crm-settings': () => json(200, { data: settings }),
    });
    const user = setupUser();
    renderWithPortal(<CommissionListPage />, '/commission');

    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });

  // Its form is fetched on first use and antd's InputNumber is slow to type into in jsdom: on a busy machine it needs more than 30 s.
  it('saves the reminder settings with the idle days as they are', { timeout: 90_000 }, async () => {
    setLanguage('en');
    const requests = answerCommissions(undefined, {
      'PUT /crm-settings': (request) => json(200, { data: { ...settings, ...(request.body as object) }, message: { en: 'Settings saved', sw: 'Inställningarna har sparats' } }),
    });
    const user = setupUser();
    renderWithPortal(<CommissionListPage />, '/commission');
    await screen.findByText('Kickoff i Sigtuna');

    const open = screen.getByRole('button', { name: 'Reminders' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const count = await screen.findByLabelText('Number of reminders');
    await waitFor(() => expect(count).toHaveValue('3'));
    await user.clear(count);
    await user.type(count, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 1 to 10.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({
      opportunity_idle_days: 14,
      commission_reminder_interval: 1,
      commission_reminder_unit: 'week',
      commission_reminders: 4,
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });
});

describe.each([
  { width: 1440, columns: ['Affärsmöjlighet', 'Anläggning', 'Datum', 'Status', 'Provision', 'Skillnad mot offert', 'Påminnelser'] },
  { width: 768, columns: ['Affärsmöjlighet', 'Anläggning', 'Status', 'Provision', 'Skillnad mot offert'] },
  { width: 390, columns: ['Affärsmöjlighet', 'Status'] },
])('CommissionListPage on a $width px screen', ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the opportunity still a link to its commission', async () => {
    setLanguage('sv');
    answerCommissions();
    renderWithPortal(<CommissionListPage />, '/commission');

    const table = await screen.findByRole('table', { name: 'Provisioner' });
    expect(await within(table).findByRole('link', { name: 'Kickoff i Sigtuna' })).toHaveAttribute('href', '/edit-commission-3');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
  });
});
