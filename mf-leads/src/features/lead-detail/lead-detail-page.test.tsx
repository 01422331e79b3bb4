import { setLanguage } from '@portal/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anAccountPage, anAccountSummary } from '../../testing/account-fixture';
import { aContact } from '../../testing/contact-fixture';
import { aLead } from '../../testing/lead-fixture';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { LeadDetailPage } from './lead-detail-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The value cell next to a label in the lead's descriptions. */
function valueOf(label: string): HTMLElement {
  const labelCell = screen.getByText(label, { selector: 'th, th *' });
  return labelCell.closest('th')!.nextElementSibling as HTMLElement;
}

describe('LeadDetailPage', () => {
  it('shows every field in readable Swedish', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /lead/7': () => json(200, { data: aLead() }) });
    renderWithPortal(<LeadDetailPage params={{ id: '7' }} />, '/convert-lead-id=7');

    expect(await screen.findByRole('heading', { name: 'Anna Andersson' })).toBeInTheDocument();
    expect(document.title).toContain('Anna Andersson');
    expect(valueOf('Företag')).toHaveTextContent('Acme AB');
    expect(within(valueOf('E-post')).getByRole('link')).toHaveAttribute('href', 'mailto:anna@acme.se');
    expect(within(valueOf('Telefon')).getByRole('link')).toHaveAttribute('href', 'tel:0701234567');
    expect(valueOf('Vill bli kontaktad via')).toHaveTextContent('Telefon');
    expect(valueOf('Typ av konferens')).toHaveTextContent('Konferens med övernattning');
    expect(valueOf('Datum')).toHaveTextContent('12–14 mar 2031 (3 dagar)');
    expect(valueOf('Ankomst och avresa')).toHaveTextContent('09:00 – 15:30');
    expect(valueOf('Antal deltagare')).toHaveTextContent('20 personer');
    expect(valueOf('Konferensrum för')).toHaveTextContent('24 personer');
    expect(valueOf('Möblering')).toHaveTextContent('U-bord');
    expect(valueOf('Personer i enkelrum')).toHaveTextContent('8 personer');
    expect(valueOf('Personer i delat dubbelrum')).toHaveTextContent('12 personer');
    expect(valueOf('Kan dela dubbelrum')).toHaveTextContent('Ja');
    expect(valueOf('Region')).toHaveTextContent('Stockholm');
    expect(valueOf('Ort')).toHaveTextContent('Sigtuna');
    expect(valueOf('Priser')).toHaveTextContent('Exklusive moms');
    expect(valueOf('Inkommen')).toHaveTextContent('1 feb 2031 14:05');
    expect(valueOf('Status')).toHaveTextContent('Ny');
    expect(screen.getByText(/A projector in the room\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kassera lead' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /konvertera/i })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('converts a New lead: account and contact required, the contact searched on the chosen account, then the opportunity opens', async () => {
    setLanguage('sv');
    const convertible = () => aLead({ allowed_actions: ['convert', 'discard'] });
    const contactPage = { current_page: 1, per_page: 20, total: 1, total_capped: false, last_page: 1, from: 1, to: 1, data: [aContact({ id: 31, name: 'Karin Lund' })] };
    const requests = mockApi({
      'GET /lead/7': () => json(200, { data: convertible() }),
      'GET /accounts': () => json(200, anAccountPage([anAccountSummary({ id: 12, company_name: 'Acme AB', venue_name: null })])),
      'GET /contacts': () => json(200, { data: contactPage }),
      'POST /convert-lead/7': () => json(201, { data: { id: 44 }, message: { en: 'Lead converted to an opportunity', sw: 'Leaden har konverterats till en affärsmöjlighet' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<LeadDetailPage params={{ id: '7' }} />, '/convert-lead-id=7');

    await user.click(await screen.findByRole('button', { name: 'Konvertera till affärsmöjlighet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konvertera till affärsmöjlighet' });
    // The contact is chosen among the account's contacts: not before an account is chosen.
    expect(within(dialog).getByLabelText('Kontakt')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Konvertera' }));
    expect(await within(dialog).findAllByText('Välj ett konto och en kontakt.', undefined, { timeout: 5000 })).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Kundkonto'), 'acme');
    await user.click(await screen.findByTitle('Acme AB'));
    await waitFor(() => expect(within(dialog).getByLabelText('Kontakt')).toBeEnabled());
    await user.type(within(dialog).getByLabelText('Kontakt'), 'kar');
    await user.click(await screen.findByTitle('Karin Lund'));
    await user.click(within(dialog).getByRole('button', { name: 'Konvertera' }));

    expect(await screen.findByText('Leaden har konverterats till en affärsmöjlighet')).toBeInTheDocument();
    const accountSearch = requests.filter((request) => request.path === '/accounts').at(-1);
    expect(Object.fromEntries(accountSearch?.query ?? [])).toMatchObject({ search: 'acme', type: 'Customer' });
    const contactSearch = requests.filter((request) => request.path === '/contacts').at(-1);
    expect(Object.fromEntries(contactSearch?.query ?? [])).toMatchObject({ account_id: '12', search: 'kar' });
    // The lead's own choice of prices is kept.
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ account_id: 12, contact_id: 31, vat_basis: aLead().vat_basis });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-opportunity-44'));
  });

  it('makes nothing when the customer from the lead is chosen and the dialog cancelled; converting makes it in the same call', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /lead/7': () => json(200, { data: aLead({ allowed_actions: ['convert', 'discard'] }) }),
      'POST /convert-lead/7': () => json(201, { data: { id: 45 }, message: { en: 'Lead converted to an opportunity', sw: 'Leaden har konverterats till en affärsmöjlighet' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<LeadDetailPage params={{ id: '7' }} />, '/convert-lead-id=7');
    await user.click(await screen.findByRole('button', { name: 'Convert to opportunity' }));
    let dialog = await screen.findByRole('dialog', { name: 'Convert to opportunity' });
    await user.click(within(dialog).getByRole('button', { name: 'Create customer from the lead' }));
    expect(within(dialog).getByText('New customer account Acme AB with the contact Anna Andersson')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    // Opened again it starts over with the pickers; chosen again, the conversion makes the customer.
    await user.click(screen.getByRole('button', { name: 'Convert to opportunity' }));
    dialog = await waitFor(() => {
      const reopened = screen.getAllByRole('dialog', { name: 'Convert to opportunity' }).at(-1)!;
      expect(within(reopened).getByLabelText('Customer account')).toBeInTheDocument();
      return reopened;
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create customer from the lead' }));
    await user.click(within(dialog).getByRole('button', { name: /^Convert$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-opportunity-45'));
    expect(requests.filter((request) => request.method === 'POST').map((request) => [request.path, request.body])).toEqual([
      ['/convert-lead/7', { customer_from_lead: true, vat_basis: aLead().vat_basis }],
    ]);
  });

  it('"Convert and edit" needs the account and contact too, then opens the opportunity form with them, converting nothing yet', async () => {
    setLanguage('en');
    const contactPage = { current_page: 1, per_page: 20, total: 1, total_capped: false, last_page: 1, from: 1, to: 1, data: [aContact({ id: 31, name: 'Karin Lund' })] };
    const requests = mockApi({
      'GET /lead/7': () => json(200, { data: aLead({ allowed_actions: ['convert', 'discard'] }) }),
      'GET /accounts': () => json(200, anAccountPage([anAccountSummary({ id: 12, company_name: 'Acme AB', venue_name: null })])),
      'GET /contacts': () => json(200, { data: contactPage }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<LeadDetailPage params={{ id: '7' }} />, '/convert-lead-id=7');

    await user.click(await screen.findByRole('button', { name: 'Convert to opportunity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to opportunity' });
    await user.click(within(dialog).getByRole('button', { name: /Convert and edit/ }));
    expect(await within(dialog).findAllByText('Please select Account and Contact, it is required', undefined, { timeout: 5000 })).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('Customer account'), 'acme');
    await user.click(await screen.findByTitle('Acme AB'));
    await waitFor(() => expect(within(dialog).getByLabelText('Contact')).toBeEnabled());
    await user.type(within(dialog).getByLabelText('Contact'), 'kar');
    await user.click(await screen.findByTitle('Karin Lund'));
    await user.click(within(dialog).getByRole('button', { name: /Convert and edit/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/add-opportunity&l=7&a=12&c=31'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('discards a New lead only after confirmation, then shows the server message and the new status', async () => {
    setLanguage('en');
    let status: 'New' | 'Discarded' = 'New';
    const requests = mockApi({
      'GET /lead/7': () => json(200, { data: aLead({ status }) }),
      'POST /discard-lead/7': () => {
        status = 'Discarded';
        return json(200, { data: aLead({ status }), message: { en: 'Lead discarded successfully', sw: 'Leaden har kasserats' } });
      },
    });
    const user = setupUser();
    renderWithPortal(<LeadDetailPage params={{ id: '7' }} />, '/convert-lead-id=7');

    await user.click(await screen.findByRole('button', { name: 'Discard lead' }));
    expect(await screen.findByText('The lead is marked as discarded. This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Discard lead' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));

    expect(await screen.findByText('Lead discarded successfully')).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Status')).toHaveTextContent('Discarded'));
    expect(screen.queryByRole('button', { name: 'Discard lead' })).not.toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /lead/7',
      'POST /discard-lead/7',
      'GET /lead/7',
    ]);
  });

  it('offers no discarding for a lead that is no longer New', async () => {
    setLanguage('en');
    mockApi({ 'GET /lead/7': () => json(200, { data: aLead({ status: 'Converted', conference_type: 'day' }) }) });
    renderWithPortal(<LeadDetailPage params={{ id: '7' }} />, '/convert-lead-id=7');

    expect(await screen.findByRole('heading', { name: 'Anna Andersson' })).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Converted');
    expect(valueOf('Overnight stay')).toHaveTextContent('None, it is a day conference.');
    expect(screen.queryByRole('button', { name: 'Discard lead' })).not.toBeInTheDocument();
  });

  it('offers discarding only when the server lists it among the allowed actions', async () => {
    setLanguage('en');
    mockApi({ 'GET /lead/7': () => json(200, { data: aLead({ status: 'New', allowed_actions: [] }) }) });
    renderWithPortal(<LeadDetailPage params={{ id: '7' }} />, '/convert-lead-id=7');

    expect(await screen.findByRole('heading', { name: 'Anna Andersson' })).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('New');
    expect(screen.queryByRole('button', { name: 'Discard lead' })).not.toBeInTheDocument();
  });

  it('says that a missing lead does not exist, without a toast, and leads back to the list', async () => {
    setLanguage('en');
    mockApi({ 'GET /lead/999': () => json(404, { message: { en: 'Lead does not exist', sw: 'Leaden finns inte' } }) });
    const user = setupUser();
    const { router } = renderWithPortal(<LeadDetailPage params={{ id: '999' }} />, '/convert-lead-id=999');

    expect(await screen.findByText('There is no lead number 999. It may have been removed, or the link is wrong.')).toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
    await user.click(screen.getByRole('link', { name: /Back to leads/ }));
    expect(router.state.location.pathname).toBe('/leads');
  });

  it('does not ask the server for an id that cannot exist', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    renderWithPortal(<LeadDetailPage params={{ id: 'abc' }} />, '/convert-lead-id=abc');

    expect(await screen.findByRole('heading', { name: 'Leaden finns inte' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
