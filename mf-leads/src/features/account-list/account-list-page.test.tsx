import { setLanguage } from '@portal/platform';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anAccountPage, anAccountSummary } from '../../testing/account-fixture';
import { AccountListPage } from './account-list-page';

const hotel = anAccountSummary();
const acme = anAccountSummary({
  id: 13,
  type: 'Customer',
  company_name: 'Acme AB',
  venue_name: null,
  email: null,
  phone: null,
  corporate_number: null,
  owner: null,
  thumbnail_url: null,
  created_at: '2031-02-03T10:00:00Z',
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerAccounts(total = 2) {
  return mockApi({
    'GET /accounts': (request) =>
      json(200, anAccountPage([hotel, acme], { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), total })),
  });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);
const accountRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/accounts');

describe('AccountListPage', () => {
  it('asks for the first page by company name and shows every column in Swedish', async () => {
    setLanguage('sv');
    const requests = answerAccounts();
    renderWithPortal(<AccountListPage />, '/accounts');

    const table = await screen.findByRole('table', { name: 'Konton' });
    expect(await within(table).findByRole('link', { name: 'Sjöhotellet AB' })).toHaveAttribute('href', '/edit-account-12');
    const hotelRow = within(table).getByRole('link', { name: 'Sjöhotellet AB' }).closest('tr')!;
    expect(within(hotelRow).getByText('Sjöhotellet Sigtuna')).toBeInTheDocument();
    expect(within(hotelRow).getByText('Partner')).toBeInTheDocument();
    expect(within(hotelRow).getByText('556036-0793')).toBeInTheDocument();
    expect(within(hotelRow).getByText('info@sjohotellet.se')).toBeInTheDocument();
    expect(within(hotelRow).getByText('08-123 456')).toBeInTheDocument();
    expect(within(hotelRow).getByText('Ada Admin')).toBeInTheDocument();
    expect(hotelRow.querySelector('img')).toHaveAttribute('src', '/api/files/thumb-1-abcdefghijklmnopqrstu');
    const acmeRow = within(table).getByRole('link', { name: 'Acme AB' }).closest('tr')!;
    expect(within(acmeRow).getByText('Kund')).toBeInTheDocument();
    expect(within(acmeRow).getByText('3 feb 2031')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Anläggning/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lägg till konto/ })).toHaveAttribute('href', '/add-account');
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'company_name', order: 'asc' });
  });

  it('takes search, type, sort and page from the URL and sends them to the server', async () => {
    setLanguage('en');
    const requests = answerAccounts();
    renderWithPortal(<AccountListPage />, '/accounts?search=sjö&type=Partner&sort=created_at&order=desc&page=2');

    expect(await screen.findByText('Sjöhotellet AB')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ page: '2', per_page: '20', sort: 'created_at', order: 'desc', search: 'sjö', type: 'Partner' });
    expect(screen.getByLabelText('Search accounts')).toHaveValue('sjö');
    expect(screen.getByRole('radio', { name: 'Partner' })).toBeChecked();
  });

  it('ignores a type the server does not know', async () => {
    setLanguage('en');
    const requests = answerAccounts();
    renderWithPortal(<AccountListPage />, '/accounts?type=Supplier');

    expect(await screen.findByText('Sjöhotellet AB')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'company_name', order: 'asc' });
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('filters by type and searches on the server, from page 1, keeping both in the URL', async () => {
    setLanguage('en');
    const requests = answerAccounts();
    const user = setupUser();
    const { router } = renderWithPortal(<AccountListPage />, '/accounts?page=3');
    await screen.findByText('Sjöhotellet AB');

    await user.click(screen.getByRole('radio', { name: 'Customer' }));
    await waitFor(() => expect(queryOf(accountRequests(requests).at(-1))).toMatchObject({ type: 'Customer', page: '1' }));
    expect(router.state.location.search).toBe('?type=Customer');

    await user.type(screen.getByLabelText('Search accounts'), 'acme');
    await waitFor(() => expect(queryOf(accountRequests(requests).at(-1))).toMatchObject({ type: 'Customer', search: 'acme', page: '1' }));
    expect(router.state.location.search).toBe('?search=acme&type=Customer');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=acme'));
    expect(queryOf(accountRequests(requests).at(-1))).not.toHaveProperty('type');
  });

  it('sorts by a column on the server', async () => {
    setLanguage('en');
    const requests = answerAccounts();
    const user = setupUser();
    const { router } = renderWithPortal(<AccountListPage />, '/accounts');
    await screen.findByText('Sjöhotellet AB');

    await user.click(screen.getByRole('columnheader', { name: /Venue/ }));
    await waitFor(() => expect(queryOf(accountRequests(requests).at(-1))).toMatchObject({ sort: 'venue_name', order: 'asc' }));
    expect(router.state.location.search).toBe('?sort=venue_name');
  });

  it('opens the edit page when a row is clicked or Enter is pressed on it', async () => {
    setLanguage('en');
    answerAccounts();
    const user = setupUser();
    const { router } = renderWithPortal(<AccountListPage />, '/accounts');

    await user.click(await screen.findByText('Ada Admin'));
    expect(router.state.location.pathname).toBe('/edit-account-12');

    await router.navigate('/accounts');
    const acmeRow = (await screen.findByRole('link', { name: 'Acme AB' })).closest('tr')!;
    acmeRow.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/edit-account-13');
  });

  it('says when there are no accounts, and offers a retry when the list fails', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({
      'GET /accounts': () => (fail ? json(500, { message: 'boom' }) : json(200, anAccountPage([]))),
    });
    const user = setupUser();
    renderWithPortal(<AccountListPage />, '/accounts');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });
});

describe.each([
  { width: 1440, columns: ['Bild', 'Företag', 'Anläggning', 'Typ', 'E-post', 'Ansvarig', 'Skapat'] },
  { width: 1280, columns: ['Bild', 'Företag', 'Anläggning', 'Typ', 'E-post', 'Ansvarig', 'Skapat'] },
  { width: 390, columns: ['Företag'] },
])('AccountListPage on a $width px screen', ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the company still a link to the account', async () => {
    setLanguage('sv');
    answerAccounts();
    renderWithPortal(<AccountListPage />, '/accounts');

    const table = await screen.findByRole('table', { name: 'Konton' });
    expect(await within(table).findByRole('link', { name: 'Sjöhotellet AB' })).toHaveAttribute('href', '/edit-account-12');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
  });
});
