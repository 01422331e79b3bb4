import { setLanguage } from '@portal/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aLead, aLeadPage } from '../../testing/lead-fixture';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { LeadListPage } from './lead-list-page';

const anna = aLead();
const bo = aLead({ id: 8, first_name: 'Bo', last_name: 'Berg', business: null, status: 'Converted', city_name: 'Lund', region_name: 'Skåne',
  start_date: '2031-04-02', end_date: '2031-04-02', submitted_at: '2031-01-20T08:30:00Z' });

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerLeads(total = 2) {
  return mockApi({
    'GET /leads': (request) =>
      json(200, aLeadPage([anna, bo], { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), total })),
  });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);
const leadRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/leads');

describe('LeadListPage', () => {
  it('asks the server for the first page, newest first, and shows the leads in Swedish', async () => {
    setLanguage('sv');
    const requests = answerLeads();
    renderWithPortal(<LeadListPage />, '/leads');

    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(await within(table).findByRole('link', { name: 'Anna Andersson' })).toHaveAttribute('href', '/convert-lead-id=7');
    expect(within(table).getByText('Acme AB')).toBeInTheDocument();
    expect(within(table).getByText('Sigtuna')).toBeInTheDocument();
    expect(within(table).getByText('Ny')).toBeInTheDocument();
    expect(within(table).getByText('Konverterad')).toBeInTheDocument();
    expect(within(table).getByText('12–14 mar 2031')).toBeInTheDocument();
    expect(within(table).getByText('2 apr 2031')).toBeInTheDocument();
    expect(within(table).getByText('1 feb 2031 14:05')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Inkommen/ })).toBeInTheDocument();
    expect(screen.getByText('1–2 av 2')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'submitted_at', order: 'desc' });
  });

  it('takes search, status, sort and page from the URL and sends them to the server', async () => {
    setLanguage('en');
    const requests = answerLeads();
    renderWithPortal(<LeadListPage />, '/leads?search=acme&status=New&sort=name&order=asc&page=2');

    expect(await screen.findByText('Anna Andersson')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ page: '2', per_page: '20', sort: 'name', order: 'asc', search: 'acme', status: 'New' });
    expect(screen.getByLabelText('Search leads')).toHaveValue('acme');
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
  });

  it('searches once typing pauses, from page 1, and keeps the search in the URL', async () => {
    setLanguage('en');
    const requests = answerLeads();
    const user = setupUser();
    const { router } = renderWithPortal(<LeadListPage />, '/leads?page=3');
    await screen.findByText('Anna Andersson');

    await user.type(screen.getByLabelText('Search leads'), 'anna');

    await waitFor(() => expect(router.state.location.search).toBe('?search=anna'));
    await waitFor(() => expect(queryOf(leadRequests(requests).at(-1))).toMatchObject({ search: 'anna', page: '1' }));
    // Debounced: no request for "a", "an" or "ann" on the way.
    expect(leadRequests(requests).map((request) => request.query.get('search'))).toEqual([null, 'anna']);
  });

  it('sorts and filters on the server, and every change is a step back in history', async () => {
    setLanguage('en');
    const requests = answerLeads();
    const user = setupUser();
    const { router } = renderWithPortal(<LeadListPage />, '/leads');
    await screen.findByText('Anna Andersson');

    await user.click(screen.getByRole('columnheader', { name: /Participants/ }));
    await waitFor(() => expect(queryOf(leadRequests(requests).at(-1))).toMatchObject({ sort: 'participants', order: 'asc', page: '1' }));
    expect(router.state.location.search).toBe('?sort=participants&order=asc');

    await user.click(screen.getByRole('radio', { name: 'Discarded' }));
    await waitFor(() => expect(queryOf(leadRequests(requests).at(-1))).toMatchObject({ status: 'Discarded', sort: 'participants' }));
    expect(router.state.location.search).toBe('?status=Discarded&sort=participants&order=asc');

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All' })).toBeChecked());
    expect(router.state.location.search).toBe('?sort=participants&order=asc');
  });

  it('asks for another page when the user pages, keeping the search', async () => {
    setLanguage('en');
    const requests = answerLeads(45);
    const user = setupUser();
    const { router } = renderWithPortal(<LeadListPage />, '/leads?search=acme');
    await screen.findByText('Anna Andersson');

    await user.click(screen.getByTitle('3'));

    await waitFor(() => expect(queryOf(leadRequests(requests).at(-1))).toMatchObject({ page: '3', search: 'acme', per_page: '20' }));
    expect(router.state.location.search).toBe('?search=acme&page=3');
  });

  it('opens the lead page when a row is clicked', async () => {
    setLanguage('en');
    answerLeads();
    const user = setupUser();
    const { router } = renderWithPortal(<LeadListPage />, '/leads');

    await user.click(await screen.findByText('Lund'));
    expect(router.state.location.pathname).toBe('/convert-lead-id=8');
  });
});

describe.each([
  { width: 1440, columns: ['Inkommen', 'Namn', 'Företag', 'Konferensdatum', 'Deltagare', 'Ort och region', 'Status'] },
  { width: 1280, columns: ['Inkommen', 'Namn', 'Företag', 'Konferensdatum', 'Deltagare', 'Ort och region', 'Status'] },
  { width: 390, columns: ['Namn', 'Status'] },
])('LeadListPage on a $width px screen', ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the name still a link to the lead', async () => {
    setLanguage('sv');
    answerLeads();
    renderWithPortal(<LeadListPage />, '/leads');

    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(await within(table).findByRole('link', { name: 'Anna Andersson' })).toHaveAttribute('href', '/convert-lead-id=7');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
  });
});
