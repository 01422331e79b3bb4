import { clearSession, setLanguage, storeUser } from '@portal/platform';
import { atScreenWidth, aUser, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aQuote, aQuotePage } from '../../testing/fixtures';
import { PartnerQuotesPage } from './partner-quotes-page';

const late = aQuote({ id: 41, opportunity_name: '12–14 mar. 2031 · Leksand', status: 'saved', response_deadline: '2031-02-08', overdue: true });
const sent = aQuote({
  id: 43,
  opportunity_name: '5 maj 2031 · Falun',
  status: 'submitted',
  start_date: '2031-05-05',
  end_date: '2031-05-05',
  participants: 40,
  response_deadline: '2031-02-15',
  submitted_at: '2031-02-10T10:00:00Z',
  total_ex_vat: 1_250_050,
  total_inc_vat: 1_400_056,
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerQuotes(total = 2) {
  return mockApi({
    'GET /partner/quotes': (request) =>
      json(200, aQuotePage([late, sent], { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), total })),
  });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

describe('PartnerQuotesPage', () => {
  it('asks for the waiting quotes and shows them in Swedish: status translated, overdue marked, the total once submitted', async () => {
    setLanguage('sv');
    const requests = answerQuotes();
    renderWithPortal(<PartnerQuotesPage />, '/p-quotes');

    expect(screen.getByRole('heading', { name: 'Offerter', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((tab) => tab.closest('label')?.textContent)).toEqual([
      'Väntar på accept',
      'Preliminärbokade',
      'Accepterade',
      'Avböjda',
      'Förlorade',
    ]);
    expect(screen.getByRole('radio', { name: 'Väntar på accept' })).toBeChecked();

    const table = await screen.findByRole('table', { name: 'Offerter: Väntar på accept' });
    expect(await within(table).findByRole('link', { name: '12–14 mar. 2031 · Leksand' })).toHaveAttribute('href', '/p-editquote&id=41');
    const lateRow = within(table).getByText('12–14 mar. 2031 · Leksand').closest('tr')!;
    expect(within(lateRow).getByText('Sparad')).toBeInTheDocument();
    expect(within(lateRow).getByText('Försenad')).toBeInTheDocument();
    expect(within(lateRow).getByText('24')).toBeInTheDocument();
    // A draft's sum is no offer yet.
    expect(within(lateRow).queryByText(/kr$/)).not.toBeInTheDocument();

    const sentRow = within(table).getByText('5 maj 2031 · Falun').closest('tr')!;
    expect(within(sentRow).getByText('Skickad')).toBeInTheDocument();
    expect(within(sentRow).queryByText('Försenad')).not.toBeInTheDocument();
    expect(within(sentRow).getByText('12 500,50 kr')).toBeInTheDocument();

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Förfrågan',
      'Datum',
      'Deltagare',
      'Status',
      'Svara senast',
      'Totalt exkl. moms',
    ]);
    expect(queryOf(requests[0])).toEqual({ tab: 'waiting', page: '1', per_page: '20' });
  });

  it('takes tab, search and page from the URL and sends them to the server, in English', async () => {
    setLanguage('en');
    const requests = answerQuotes(45);
    renderWithPortal(<PartnerQuotesPage />, '/p-quotes?tab=accepted&search=leksand&page=2');

    expect(await screen.findByRole('table', { name: 'Quotes: Accepted' })).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ tab: 'accepted', search: 'leksand', page: '2', per_page: '20' });
    expect(screen.getByLabelText('Search quotes')).toHaveValue('leksand');
    expect(screen.getByRole('radio', { name: 'Accepted' })).toBeChecked();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('SEK 12,500.50')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Answer by' })).toBeInTheDocument();
  });

  it('keeps tab, search and page in the URL: a new tab or search starts at page 1, the first tab is the bare URL', async () => {
    setLanguage('en');
    const requests = answerQuotes(45);
    const user = setupUser();
    const { router } = renderWithPortal(<PartnerQuotesPage />, '/p-quotes?page=3');
    await screen.findByText('5 maj 2031 · Falun');
    const last = () => queryOf(requests.at(-1));

    await user.click(screen.getByRole('radio', { name: 'Denied' }));
    await waitFor(() => expect(last()).toEqual({ tab: 'denied', page: '1', per_page: '20' }));
    expect(router.state.location.search).toBe('?tab=denied');

    await user.type(screen.getByLabelText('Search quotes'), 'falun');
    await waitFor(() => expect(last()).toMatchObject({ tab: 'denied', search: 'falun', page: '1' }));
    expect(router.state.location.search).toBe('?search=falun&tab=denied');

    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(last()).toMatchObject({ tab: 'denied', search: 'falun', page: '2' }));
    expect(router.state.location.search).toBe('?search=falun&tab=denied&page=2');

    await user.click(screen.getByRole('radio', { name: 'Waiting for acceptance' }));
    await waitFor(() => expect(last()).toEqual({ tab: 'waiting', search: 'falun', page: '1', per_page: '20' }));
    expect(router.state.location.search).toBe('?search=falun');
  });

  it("names each quote's venue for an admin, who sees every venue's quotes here; a venue sees no such column", async () => {
    setLanguage('en');
    answerQuotes();
    storeUser(aUser({ id: 1, roles: 1, first_name: 'Anna' }));
    const { unmount } = renderWithPortal(<PartnerQuotesPage />, '/p-quotes');
    expect(await screen.findByRole('columnheader', { name: 'Venue' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: late.opportunity_name })).closest('tr')!;
    expect(within(row as HTMLElement).getByText(late.venue_name)).toBeInTheDocument();
    unmount();

    storeUser(aUser({ id: 2, roles: 2, first_name: 'Petra' }));
    renderWithPortal(<PartnerQuotesPage />, '/p-quotes');
    expect(await screen.findByRole('link', { name: late.opportunity_name })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Venue' })).not.toBeInTheDocument();
    clearSession();
  });

  it('opens a quote from its row, by click or by Enter', async () => {
    setLanguage('sv');
    answerQuotes();
    const user = setupUser();
    const { router } = renderWithPortal(<PartnerQuotesPage />, '/p-quotes');

    await user.click(await screen.findByText('40'));
    expect(router.state.location.pathname).toBe('/p-editquote&id=43');

    await act(() => router.navigate('/p-quotes'));
    const row = (await screen.findByText('12–14 mar. 2031 · Leksand')).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/p-editquote&id=41');
  });

  it("says when a tab is empty, and when a search finds nothing in it", async () => {
    setLanguage('sv');
    mockApi({ 'GET /partner/quotes': () => json(200, aQuotePage([])) });
    const { router } = renderWithPortal(<PartnerQuotesPage />, '/p-quotes');

    expect(await screen.findByText('Inga offerter väntar just nu. När en förfrågan skickas till er anläggning hamnar den här.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await act(() => router.navigate('/p-quotes?tab=lost&search=mora'));
    expect(await screen.findByText('Inga offerter under ”Förlorade” matchar ”mora”.')).toBeInTheDocument();
  });

  it('shows each quote’s preliminary booking state in the preliminary tab, in place of the long-past answer deadline', async () => {
    setLanguage('sv');
    const asked = aQuote({ ...sent, id: 44, opportunity_name: '12–14 mar. 2031 · Leksand', preliminary_status: 'requested' });
    const held = aQuote({ ...sent, preliminary_status: 'held' });
    const requests = mockApi({ 'GET /partner/quotes': () => json(200, aQuotePage([asked, held])) });
    renderWithPortal(<PartnerQuotesPage />, '/p-quotes?tab=preliminary');

    const table = await screen.findByRole('table', { name: 'Offerter: Preliminärbokade' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Förfrågan',
      'Preliminärbokning',
      'Datum',
      'Deltagare',
      'Status',
      'Totalt exkl. moms',
    ]);
    const askedRow = (await within(table).findByText('12–14 mar. 2031 · Leksand')).closest('tr')!;
    expect(within(askedRow).getByText('Väntar på ert svar')).toBeInTheDocument();
    const heldRow = within(table).getByText('5 maj 2031 · Falun').closest('tr')!;
    expect(within(heldRow).getByText('Datumen hålls')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ tab: 'preliminary', page: '1', per_page: '20' });
  });

  it('offers a retry when the list cannot be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /partner/quotes': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aQuotePage([sent]))) });
    const user = setupUser();
    renderWithPortal(<PartnerQuotesPage />, '/p-quotes');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: '5 maj 2031 · Falun' })).toBeInTheDocument();
  });
});

describe.each([
  {
    width: 1440,
    columns: ['Förfrågan', 'Datum', 'Deltagare', 'Status', 'Svara senast', 'Totalt exkl. moms'],
    preliminary: ['Förfrågan', 'Preliminärbokning', 'Datum', 'Deltagare', 'Status', 'Totalt exkl. moms'],
  },
  { width: 390, columns: ['Förfrågan', 'Status'], preliminary: ['Förfrågan', 'Preliminärbokning'] },
])('PartnerQuotesPage on a $width px screen', ({ width, columns, preliminary }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the request still a link and an overdue quote still marked', async () => {
    setLanguage('sv');
    answerQuotes();
    renderWithPortal(<PartnerQuotesPage />, '/p-quotes');

    const table = await screen.findByRole('table', { name: 'Offerter: Väntar på accept' });
    expect(await within(table).findByRole('link', { name: '12–14 mar. 2031 · Leksand' })).toHaveAttribute('href', '/p-editquote&id=41');
    expect(within(table).getByText('Försenad')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
  });

  it('keeps the preliminary booking state on screen in the preliminary tab', async () => {
    setLanguage('sv');
    mockApi({ 'GET /partner/quotes': () => json(200, aQuotePage([aQuote({ ...sent, preliminary_status: 'requested' })])) });
    renderWithPortal(<PartnerQuotesPage />, '/p-quotes?tab=preliminary');

    const table = await screen.findByRole('table', { name: 'Offerter: Preliminärbokade' });
    expect(await within(table).findByText('Väntar på ert svar')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(preliminary);
  });
});
