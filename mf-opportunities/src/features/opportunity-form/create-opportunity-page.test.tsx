import { portalStore, setLanguage, userAtom } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { aLead, anAdmin, anOpportunity, OWNERS } from '../../testing/fixtures';
import { CreateOpportunityPage } from './create-opportunity-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The form item (label, control, messages) of a field, found by its label's text. */
function fieldOf(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
}

const converted = { data: anOpportunity({ id: 41 }), message: { en: 'Lead converted to an opportunity', sw: 'Leaden har konverterats till en affärsmöjlighet' } };

beforeEach(() => portalStore.set(userAtom, anAdmin({ id: 1 })));
afterEach(() => portalStore.set(userAtom, null));

describe('CreateOpportunityPage', () => {
  it("fills the form from the lead as the server's convert does, with the customer from the URL, and converts the lead with the edited request", async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /lead/7': () => json(200, { data: aLead() }),
      'GET /account/4': () => json(200, { data: { id: 4, company_name: 'Acme AB' } }),
      'GET /contact/9': () => json(200, { data: { id: 9, name: 'Anna Andersson' } }),
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'POST /convert-lead/7': () => json(201, converted),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<CreateOpportunityPage params={{ l: '7', a: '4', c: '9' }} />, '/add-opportunity&l=7&a=4&c=9');

    expect(await screen.findByText(/^From the lead Anna Andersson \(Acme AB\), received /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the lead' })).toHaveAttribute('href', '/convert-lead-id=7');
    await waitFor(() => expect(within(fieldOf('Customer account')).getByText('Acme AB')).toBeInTheDocument());
    expect(within(fieldOf('Contact')).getByText('Anna Andersson')).toBeInTheDocument();
    await waitFor(() => expect(within(fieldOf('Owner')).getByText('Admin Demo')).toBeInTheDocument());
    expect(screen.getByLabelText('Participants')).toHaveValue('20');
    // 11 people sharing: 6 double rooms (rounded up), as the server's convert makes them.
    expect(screen.getByLabelText('Double rooms')).toHaveValue('6');
    expect(screen.getByLabelText('Single rooms')).toHaveValue('8');
    expect(screen.getByRole('radio', { name: 'Including VAT' })).toBeChecked();

    await user.clear(screen.getByLabelText('Participants'));
    await user.type(screen.getByLabelText('Participants'), '32');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-opportunity-41'));
    expect(await screen.findByText('Lead converted to an opportunity')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/convert-lead/7');
    expect(posts[0]!.body).toEqual({
      name: null,
      owner_id: 1,
      account_id: 4,
      contact_id: 9,
      vat_basis: 'inc',
      conference_type: 'overnight',
      start_date: '2031-03-12',
      end_date: '2031-03-14',
      arrival_time: '09:00',
      departure_time: '15:30',
      participants: 32,
      single_rooms: 8,
      double_rooms: 6,
      conference_room_size: 24,
      seating: 'u_shaped',
      message: 'Vegetarian lunch, please.',
    });
  });

  it('asks for the customer on /create-opportunity-{id} and puts the server\'s 422 next to its field', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /lead/7': () => json(200, { data: aLead() }),
      'GET /get-account-owners': () => json(200, { data: OWNERS }),
      'POST /convert-lead/7': () => json(422, { message: 'Error validation', errors: { participants: [{ en: 'Too many', sw: 'För många deltagare.' }] } }),
      'GET /accounts': () => json(200, { data: { data: [{ id: 4, company_name: 'Acme AB', venue_name: null }], current_page: 1, per_page: 20, total: 1, last_page: 1, from: 1, to: 1 } }),
      'GET /contacts': () => json(200, { data: { data: [{ id: 9, name: 'Anna Andersson', company: null }], current_page: 1, per_page: 20, total: 1, last_page: 1, from: 1, to: 1 } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<CreateOpportunityPage params={{ id: '7' }} />, '/create-opportunity-7');

    await screen.findByLabelText('Deltagare');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await within(fieldOf('Kundkonto')).findByText('Välj ett kundkonto.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Kundkonto'), 'acme');
    await user.click(await screen.findByTitle('Acme AB'));
    await user.type(screen.getByLabelText('Kontakt'), 'anna');
    await user.click(await screen.findByTitle('Anna Andersson'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await within(fieldOf('Deltagare')).findByText('För många deltagare.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-opportunity-7');
  });

  it('shows a lead already converted without a form, and a missing lead as not found', async () => {
    setLanguage('sv');
    mockApi({
      'GET /lead/7': () => json(200, { data: aLead({ status: 'Converted', allowed_actions: [] }) }),
      'GET /lead/8': () => json(404, { message: { en: 'The lead does not exist', sw: 'Leaden finns inte' } }),
    });
    const { unmount } = renderWithPortal(<CreateOpportunityPage params={{ id: '7' }} />, '/create-opportunity-7');
    expect(await screen.findByText('Leaden är redan konverterad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara' })).toBeNull();
    expect(screen.getByRole('link', { name: /Tillbaka till leaden/ })).toHaveAttribute('href', '/convert-lead-id=7');
    unmount();

    renderWithPortal(<CreateOpportunityPage params={{ id: '8' }} />, '/create-opportunity-8');
    expect(await screen.findByText('Det finns ingen lead nummer 8. Den kan ha tagits bort, eller så är länken fel.')).toBeInTheDocument();
  });
});
