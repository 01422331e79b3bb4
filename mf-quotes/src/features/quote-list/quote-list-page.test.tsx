import { setLanguage } from '@portal/platform';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aPage } from '@portal/platform/testing';
import { aQuoteListItem, aQuotePage } from '../../testing/quote-fixture';
import { QuoteListPage } from './quote-list-page';

const submitted = aQuoteListItem();
const overdue = aQuoteListItem({
  id: 6,
  bidder_id: 32,
  account_id: null,
  venue_name: 'Kustgården',
  is_outside_partner: true,
  status: 'new',
  response_deadline: '2031-02-05',
  overdue: true,
  submitted_at: null,
  response_hours: null,
  total_ex_vat: null,
  total_inc_vat: null,
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);
const listRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/quotes');

function answerQuotes(quotes = [submitted, overdue], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /quotes': (request) =>
      json(200, aQuotePage(quotes, { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')) })),
    ...extra,
  });
}

describe('QuoteListPage', () => {
  it('lists every venue’s quote with its state, deadline, answer and total in Swedish', async () => {
    setLanguage('sv');
    const declined = aQuoteListItem({ id: 7, venue_name: 'Bergsgården', status: 'denied', submitted_at: null, response_hours: 3.2, total_ex_vat: null });
    const requests = answerQuotes([submitted, overdue, declined]);
    renderWithPortal(<QuoteListPage />, '/quotes');

    const table = await screen.findByRole('table', { name: 'Offerter' });
    const first = (await within(table).findByRole('link', { name: 'Sjöviks Herrgård' })).closest('tr');
    const second = within(table).getByRole('link', { name: 'Kustgården' }).closest('tr');
    expect(within(first!).getByRole('link', { name: 'Sjöviks Herrgård' })).toHaveAttribute('href', '/edit-quotes-5');
    expect(within(first!).getByRole('link', { name: 'Kickoff i Sigtuna' })).toHaveAttribute('href', '/edit-opportunity-12');
    expect(first).toHaveTextContent('Skickad');
    expect(first).toHaveTextContent('1 feb 2031');
    expect(first).toHaveTextContent('8 feb 2031');
    expect(first).toHaveTextContent('3 feb 2031');
    // 54 hours is two and a quarter days: shown in days, one decimal.
    expect(first).toHaveTextContent('efter 2,3 dagar');
    expect(within(first!).getByText(/^84\s500,00\s*kr$/)).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Försenad');

    expect(second).toHaveTextContent('Kustgården');
    expect(second).toHaveTextContent('Extern');
    expect(second).toHaveTextContent('Ny');
    expect(within(second!).getByText('Försenad')).toBeInTheDocument();
    // Declined: no quote came, but how long the venue took to say no.
    const third = within(table).getByRole('link', { name: 'Bergsgården' }).closest('tr');
    expect(third).toHaveTextContent('Avböjd');
    expect(third).toHaveTextContent('efter 3 timmar');
    expect(queryOf(listRequests(requests)[0])).toEqual({ page: '1', per_page: '20' });
  });

  it('takes the search, filters and page from the URL, names the chosen venue and opportunity, and sends them to the server', async () => {
    setLanguage('en');
    const requests = answerQuotes([overdue], {
      'GET /account/7': () => json(200, { data: { id: 7, company_name: 'Sjövik AB', venue_name: 'Sjöviks Herrgård', city_name: 'Leksand' } }),
      'GET /opportunity/12': () => json(200, { data: [{ id: 12, name: 'Kickoff i Sigtuna' }] }),
    });
    renderWithPortal(<QuoteListPage />, '/quotes?search=kust&status=new&account_id=7&opportunity_id=12&overdue=true&page=2');

    expect(await screen.findByText('Kustgården')).toBeInTheDocument();
    expect(queryOf(listRequests(requests)[0])).toEqual({
      page: '2',
      per_page: '20',
      search: 'kust',
      status: 'new',
      account_id: '7',
      opportunity_id: '12',
      overdue: 'true',
    });
    expect(screen.getByLabelText('Search quotes')).toHaveValue('kust');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
    // The pickers name what the URL chose, before anything is searched.
    const picked = (label: string) => screen.getByRole('combobox', { name: label }).closest('.ant-select');
    await waitFor(() => expect(picked('Venue')).toHaveTextContent('Sjövik AB (Sjöviks Herrgård), Leksand'));
    await waitFor(() => expect(picked('Opportunity')).toHaveTextContent('Kickoff i Sigtuna'));
    expect(picked('Status')).toHaveTextContent('New');
  });

  it('leaves a filter the server would reject out of the request', async () => {
    setLanguage('en');
    const requests = answerQuotes();
    renderWithPortal(<QuoteListPage />, '/quotes?status=maybe&account_id=abc&opportunity_id=-3&overdue=yes');

    await screen.findByText('Kustgården');
    expect(queryOf(listRequests(requests)[0])).toEqual({ page: '1', per_page: '20' });
  });

  it('narrows by state, venue and overdue, keeping it all in the URL', async () => {
    setLanguage('en');
    const requests = answerQuotes(undefined, {
      'GET /accounts': (request) =>
        json(
          200,
          aPage(
            [{ id: 7, type: 'Partner', company_name: 'Sjöviks Herrgård', venue_name: null, city_name: 'Leksand' }].filter(
              () => request.query.get('type') === 'Partner',
            ),
          ),
        ),
      'GET /account/7': () => json(200, { data: { id: 7, company_name: 'Sjöviks Herrgård', venue_name: null, city_name: 'Leksand' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<QuoteListPage />, '/quotes?page=3');
    await screen.findByText('Kustgården');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Submitted'));
    await waitFor(() => expect(queryOf(listRequests(requests).at(-1))).toMatchObject({ status: 'submitted', page: '1' }));

    await user.click(screen.getByRole('combobox', { name: 'Venue' }));
    await user.click(await screen.findByTitle('Sjöviks Herrgård, Leksand'));
    await waitFor(() => expect(queryOf(listRequests(requests).at(-1))).toMatchObject({ status: 'submitted', account_id: '7' }));
    // Only partner venues are offered.
    expect(requests.find((request) => request.path === '/accounts')?.query.get('type')).toBe('Partner');

    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(queryOf(listRequests(requests).at(-1))).toMatchObject({ overdue: 'true', account_id: '7' }));
    expect(router.state.location.search).toBe('?status=submitted&account_id=7&overdue=true');

    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=submitted&account_id=7'));
  });

  it('searches once typing pauses', async () => {
    setLanguage('en');
    const requests = answerQuotes();
    const user = setupUser();
    const { router } = renderWithPortal(<QuoteListPage />, '/quotes');
    await screen.findByText('Kustgården');

    await user.type(screen.getByLabelText('Search quotes'), 'sigtuna');
    await waitFor(() => expect(queryOf(listRequests(requests).at(-1))).toMatchObject({ search: 'sigtuna', page: '1' }));
    expect(listRequests(requests).map((request) => request.query.get('search'))).toEqual([null, 'sigtuna']);
    expect(router.state.location.search).toBe('?search=sigtuna');
  });

  it('says so when nothing matches, and offers a retry when the list fails', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /quotes': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aQuotePage([]))) });
    const user = setupUser();
    renderWithPortal(<QuoteListPage />, '/quotes');

    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });

  it('opens the quote when a row is clicked or Enter is pressed on it, and the opportunity from its link', async () => {
    setLanguage('en');
    answerQuotes();
    const user = setupUser();
    const { router } = renderWithPortal(<QuoteListPage />, '/quotes');

    await user.click(await screen.findByText('Overdue'));
    expect(router.state.location.pathname).toBe('/edit-quotes-6');

    await router.navigate('/quotes');
    const row = (await screen.findByText('Sjöviks Herrgård')).closest('tr');
    row?.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/edit-quotes-5');

    await router.navigate('/quotes');
    const [opportunityLink] = await screen.findAllByRole('link', { name: 'Kickoff i Sigtuna' });
    await user.click(opportunityLink!);
    expect(router.state.location.pathname).toBe('/edit-opportunity-12');
  });
});

describe.each([
  { width: 1440, columns: ['Anläggning', 'Affärsmöjlighet', 'Status', 'Inbjuden', 'Svara senast', 'Besvarad', 'Totalt exkl. moms'] },
  { width: 768, columns: ['Anläggning', 'Affärsmöjlighet', 'Status', 'Svara senast', 'Totalt exkl. moms'] },
  { width: 390, columns: ['Anläggning', 'Status'] },
])('QuoteListPage on a $width px screen', ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the venue still a link to its quote', async () => {
    setLanguage('sv');
    answerQuotes();
    renderWithPortal(<QuoteListPage />, '/quotes');

    const table = await screen.findByRole('table', { name: 'Offerter' });
    expect(await within(table).findByRole('link', { name: 'Sjöviks Herrgård' })).toHaveAttribute('href', '/edit-quotes-5');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
  });
});
