import { setLanguage } from '@portal/platform';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anOpportunity, aPage } from '../../testing/fixtures';
import { OpportunityListPage } from './opportunity-list-page';

const fresh = anOpportunity({ id: 31, name: 'Kickoff i Sigtuna', unseen: true, seen_by_admin: false, allowed_actions: ['edit', 'lose', 'close', 'mark_seen'] });
const lost = anOpportunity({
  id: 17,
  name: 'Styrelsemöte Acme',
  status: 'lost',
  lost_reason: 'changed_dates',
  value: 990_000,
  account: { id: 5, name: 'Beta AB' },
  contact: { id: 6, name: 'Bo Berg' },
  allowed_actions: ['revert'],
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerOpportunities(total = 2) {
  return mockApi({
    'GET /opportunities': (request) =>
      json(200, aPage([fresh, lost], { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), total })),
    'GET /get-account-owners': () => json(200, { data: [{ id: 1, name: 'Anna Admin' }, { id: 3, name: 'Olle Ägare' }] }),
  });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);
/** The list's own requests (the page also reads the CRM settings for the idle mark). */
const listCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.path.endsWith('/opportunities'));

describe('OpportunityListPage', () => {
  it('asks for every opportunity, newest first, and shows them in Swedish with New on the unseen one', async () => {
    setLanguage('sv');
    const requests = answerOpportunities();
    renderWithPortal(<OpportunityListPage />, '/opportunity');

    const table = await screen.findByRole('table', { name: 'Affärsmöjligheter' });
    expect(await within(table).findByRole('link', { name: 'Kickoff i Sigtuna' })).toHaveAttribute('href', '/edit-opportunity-31');
    const freshRow = within(table).getByText('Kickoff i Sigtuna').closest('tr')!;
    expect(within(freshRow).getByText('Ny')).toBeInTheDocument();
    expect(within(freshRow).getByText('Öppen')).toBeInTheDocument();
    expect(within(freshRow).getByText('Acme AB')).toBeInTheDocument();

    const lostRow = within(table).getByText('Styrelsemöte Acme').closest('tr')!;
    expect(within(lostRow).queryByText('Ny')).not.toBeInTheDocument();
    expect(within(lostRow).getByText('Förlorad')).toBeInTheDocument();
    expect(within(lostRow).getByText('Beta AB')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Ny affärsmöjlighet/ })).toHaveAttribute('href', '/add-selfopportunity');
    expect(queryOf(listCalls(requests)[0])).toEqual({ page: '1', per_page: '20', sort: 'created_at', order: 'desc' });
  });

  it('takes status, search, sort and page from the URL and sends them to the server', async () => {
    setLanguage('en');
    const requests = answerOpportunities();
    renderWithPortal(<OpportunityListPage />, '/opportunity?search=acme&status=lost&owner=3&sort=start_date&order=asc&page=2');

    expect(await screen.findByText('Kickoff i Sigtuna')).toBeInTheDocument();
    expect(queryOf(listCalls(requests)[0])).toEqual({ page: '2', per_page: '20', sort: 'start_date', order: 'asc', search: 'acme', status: 'lost', owner_id: '3' });
    expect(await screen.findByText('Olle Ägare')).toBeInTheDocument();
    expect(screen.getByLabelText('Search opportunities')).toHaveValue('acme');
    expect(screen.getByRole('radio', { name: 'Lost' })).toBeChecked();
  });

  it('filters by status and searches from page 1, keeping both in the URL, and All removes the filter', async () => {
    setLanguage('en');
    const requests = answerOpportunities(45);
    const user = setupUser();
    const { router } = renderWithPortal(<OpportunityListPage />, '/opportunity?page=3');
    await screen.findByText('Kickoff i Sigtuna');
    const last = () => queryOf(listCalls(requests).at(-1));

    await user.click(screen.getByRole('radio', { name: 'Won' }));
    await waitFor(() => expect(last()).toMatchObject({ status: 'won', page: '1' }));
    expect(router.state.location.search).toBe('?status=won');

    await user.type(screen.getByLabelText('Search opportunities'), 'sigtuna');
    await waitFor(() => expect(last()).toMatchObject({ search: 'sigtuna', status: 'won' }));
    expect(router.state.location.search).toBe('?search=sigtuna&status=won');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(last()).not.toHaveProperty('status'));
    expect(router.state.location.search).toBe('?search=sigtuna');
  });

  it('sorts on the server by a column and opens an opportunity when its row is clicked', async () => {
    setLanguage('en');
    const requests = answerOpportunities();
    const user = setupUser();
    const { router } = renderWithPortal(<OpportunityListPage />, '/opportunity');
    await screen.findByText('Kickoff i Sigtuna');

    await user.click(screen.getByRole('columnheader', { name: /Participants/ }));
    await waitFor(() => expect(queryOf(listCalls(requests).at(-1))).toMatchObject({ sort: 'participants', order: 'asc' }));
    expect(router.state.location.search).toBe('?sort=participants&order=asc');

    await user.click(await screen.findByText('Beta AB'));
    expect(router.state.location.pathname).toBe('/edit-opportunity-17');
  });

  it('says so when there are none, and offers a retry when the list fails', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({
      'GET /opportunities': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aPage([]))),
      'GET /get-account-owners': () => json(200, { data: [] }),
    });
    const user = setupUser();
    renderWithPortal(<OpportunityListPage />, '/opportunity');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });
});

describe.each([
  { width: 1440, columns: ['Affärsmöjlighet', 'Kund', 'Datum', 'Deltagare', 'Värde', 'Ansvarig', 'Status', 'Skapad'] },
  { width: 390, columns: ['Affärsmöjlighet', 'Status'] },
])('OpportunityListPage on a $width px screen', ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the name still a link', async () => {
    setLanguage('sv');
    answerOpportunities();
    renderWithPortal(<OpportunityListPage />, '/opportunity');

    const table = await screen.findByRole('table', { name: 'Affärsmöjligheter' });
    expect(await within(table).findByRole('link', { name: 'Kickoff i Sigtuna' })).toHaveAttribute('href', '/edit-opportunity-31');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
    if (columns.includes('Värde')) {
      expect(within(table).getByText(/9\s900,00\skr/)).toBeInTheDocument();
      expect(within(table).getByText('Inget pris ännu')).toBeInTheDocument();
    }
  });
});
