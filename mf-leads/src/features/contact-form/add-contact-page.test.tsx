import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anAccount, anAccountPage, anAccountSummary } from '../../testing/account-fixture';
import { aContact } from '../../testing/contact-fixture';
import { AddContactPage } from './add-contact-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const saved = { en: 'Contact created', sw: 'Kontakten har skapats' };

describe('AddContactPage', () => {
  it('asks for the names in the browser before anything is sent', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    const user = setupUser();
    renderWithPortal(<AddContactPage />, '/add-contact');

    await user.type(screen.getByLabelText('E-post'), 'inte-en-adress');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    // antd validates every field in turn, slowly in jsdom.
    // First and last name: the one wording for every required field.
    // (findAll answers once the first is there: the second is waited for.)
    await waitFor(() => expect(screen.getAllByText('Fyll i det här fältet.')).toHaveLength(2), { timeout: 5000 });
    expect(await screen.findByText('Ange en giltig e-postadress, t.ex. namn@foretag.se.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends every field, empty ones as null, with the account picked, then shows the message and the list', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /accounts': () => json(200, anAccountPage([anAccountSummary({ id: 12, company_name: 'Sjöhotellet AB', venue_name: 'Sjöhotellet Sigtuna' })])),
      'POST /contacts': () => json(201, { data: aContact(), message: saved }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddContactPage />, '/add-contact');

    await user.type(screen.getByLabelText('First name'), '  Karin ');
    await user.type(screen.getByLabelText('Last name'), 'Lund');
    await user.type(screen.getByLabelText('Email'), 'karin.lund@acme.se');
    await user.type(screen.getByLabelText('Mobile phone'), '070-111 22 33');
    await user.type(screen.getByLabelText('Role'), 'Purchaser');
    await user.type(screen.getByLabelText('Account'), 'sjö');
    await user.click(await screen.findByTitle('Sjöhotellet AB (Sjöhotellet Sigtuna)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact created')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      first_name: 'Karin',
      last_name: 'Lund',
      email: 'karin.lund@acme.se',
      phone: null,
      mobile_phone: '070-111 22 33',
      role: 'Purchaser',
      company: null,
      address: null,
      account_id: 12,
    });
    const accountSearch = requests.filter((request) => request.path === '/accounts').at(-1);
    expect(Object.fromEntries(accountSearch?.query ?? [])).toEqual({ search: 'sjö', per_page: '20', sort: 'company_name', order: 'asc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
  });

  it('has the account of ?account_id= chosen already, by its name', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /account/12': () => json(200, { data: anAccount({ id: 12 }) }),
      'POST /contacts': () => json(201, { data: aContact(), message: saved }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddContactPage />, '/add-contact?account_id=12');

    expect(await screen.findByText('Sjöhotellet AB (Sjöhotellet Sigtuna)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Karin');
    await user.type(screen.getByLabelText('Last name'), 'Lund');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ account_id: 12 }));
    await waitFor(() => expect(router.state.location.search).toBe('?account_id=12'));
    expect(router.state.location.pathname).toBe('/contacts');
  });

  it("puts the server's validation error next to its field and keeps what was typed", async () => {
    setLanguage('sv');
    mockApi({
      'POST /contacts': () =>
        json(422, {
          message: 'Error validation',
          errors: { email: [{ en: 'The email must be a valid email address.', sw: 'E-postadressen är inte giltig.' }] },
        }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddContactPage />, '/add-contact');

    await user.type(screen.getByLabelText('Förnamn'), 'Karin');
    await user.type(screen.getByLabelText('Efternamn'), 'Lund');
    await user.type(screen.getByLabelText('E-post'), 'karin@acme.se');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await waitFor(() => expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription('E-postadressen är inte giltig.'));
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Karin');
    expect(router.state.location.pathname).toBe('/add-contact');
  });
});
