import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anAccount } from '../../testing/account-fixture';
import { aContact, aContactPage } from '../../testing/contact-fixture';
import { ContactListPage } from './contact-list-page';

const karin = aContact();
const olle = aContact({
  id: 6,
  first_name: 'Olle',
  last_name: 'Ek',
  name: 'Olle Ek',
  email: null,
  role: null,
  phone: null,
  mobile_phone: '073-999 88 77',
  company: 'Ek & Co',
  account_id: null,
  account: null,
  created_at: '2031-02-03T10:00:00Z',
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);
const contactRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/contacts');

function answerContacts() {
  return mockApi({
    'GET /contacts': () => json(200, aContactPage([karin, olle])),
    'GET /account/3': () => json(200, { data: anAccount({ id: 3, company_name: 'Acme AB' }) }),
  });
}

describe('ContactListPage', () => {
  it('shows the contacts by name, with their account or company, in Swedish', async () => {
    setLanguage('sv');
    const requests = answerContacts();
    renderWithPortal(<ContactListPage />, '/contacts');

    const table = await screen.findByRole('table', { name: 'Kontakter' });
    expect(await within(table).findByRole('link', { name: 'Karin Lund' })).toHaveAttribute('href', '/edit-contact-5');
    expect(within(table).getByRole('link', { name: 'Acme AB' })).toHaveAttribute('href', '/edit-account-3');
    expect(within(table).getByText('Ek & Co')).toBeInTheDocument();
    expect(within(table).getByText('Inköpare')).toBeInTheDocument();
    expect(within(table).getByText('karin.lund@acme.se')).toBeInTheDocument();
    expect(within(table).getByText('073-999 88 77')).toBeInTheDocument();
    expect(within(table).getByText('3 feb 2031')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ny kontakt/ })).toHaveAttribute('href', '/add-contact');
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'name', order: 'asc' });
  });

  it('searches on the server, from page 1, and keeps the search in the URL', async () => {
    setLanguage('en');
    const requests = answerContacts();
    const user = setupUser();
    const { router } = renderWithPortal(<ContactListPage />, '/contacts?page=2');
    await screen.findByText('Karin Lund');

    await user.type(screen.getByLabelText('Search contacts'), 'karin{Enter}');

    await waitFor(() => expect(queryOf(contactRequests(requests).at(-1))).toMatchObject({ search: 'karin', page: '1' }));
    expect(router.state.location.search).toBe('?search=karin');
  });

  it('sorts by email on the server', async () => {
    setLanguage('en');
    const requests = answerContacts();
    const user = setupUser();
    const { router } = renderWithPortal(<ContactListPage />, '/contacts');
    await screen.findByText('Karin Lund');

    await user.click(screen.getByRole('columnheader', { name: /Email/ }));

    await waitFor(() => expect(queryOf(contactRequests(requests).at(-1))).toMatchObject({ sort: 'email', order: 'asc', page: '1' }));
    expect(router.state.location.search).toBe('?sort=email');
  });

  it("shows one account's contacts under a removable chip, and adds new contacts to that account", async () => {
    setLanguage('en');
    const requests = answerContacts();
    const user = setupUser();
    const { router } = renderWithPortal(<ContactListPage />, '/contacts?account_id=3');

    expect(await screen.findByText('Account: Acme AB')).toBeInTheDocument();
    expect(queryOf(contactRequests(requests)[0])).toMatchObject({ account_id: '3' });
    expect(screen.getByRole('link', { name: /New contact/ })).toHaveAttribute('href', '/add-contact?account_id=3');

    await user.click(screen.getByRole('button', { name: 'Show all contacts' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queryOf(contactRequests(requests).at(-1))).not.toHaveProperty('account_id'));
    expect(screen.queryByText('Account: Acme AB')).not.toBeInTheDocument();
  });

  it('opens the contact when a row is clicked', async () => {
    setLanguage('en');
    answerContacts();
    const user = setupUser();
    const { router } = renderWithPortal(<ContactListPage />, '/contacts');

    await user.click(await screen.findByText('Ek & Co'));
    expect(router.state.location.pathname).toBe('/edit-contact-6');
  });

  it('says when the list could not be loaded and tries again on request', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /contacts': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aContactPage([karin]))) });
    const user = setupUser();
    renderWithPortal(<ContactListPage />, '/contacts');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Karin Lund')).toBeInTheDocument();
  });
});
