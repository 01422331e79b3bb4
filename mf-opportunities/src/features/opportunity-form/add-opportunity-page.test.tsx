import { setLanguage } from '@portal/platform';
import { aPage, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anOpportunity } from '../../testing/fixtures';
import { AddOpportunityPage } from './add-opportunity-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The form item (label, control, messages) of a field, found by its label's text (radio groups have no labelled control). */
function fieldOf(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
}

function errorOf(label: string): string {
  return fieldOf(label).querySelector('.ant-form-item-explain')?.textContent ?? '';
}

async function typeIn(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, `${value}{Enter}`);
}

const saved = { data: anOpportunity({ id: 40 }), message: { en: 'Opportunity created successfully', sw: 'Affärsmöjligheten har skapats' } };

describe('AddOpportunityPage', () => {
  it('says what is missing, the VAT basis in the wording guide\'s voice, and a time off the quarter hour, instead of sending', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    const user = setupUser();
    renderWithPortal(<AddOpportunityPage />, '/add-selfopportunity');

    expect(screen.getByRole('heading', { name: 'Ny affärsmöjlighet' })).toBeInTheDocument();
    await typeIn(user, 'Ankomsttid', '09:07');
    await typeIn(user, 'Avresetid', '16:00');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await waitFor(() => expect(errorOf('Priser')).toBe('Välj om priserna anges exklusive eller inklusive moms.'));
    expect(errorOf('Ankomsttid')).toBe('Välj en tid på hel kvart, t.ex. 09:00, 09:15, 09:30 eller 09:45.');
    expect(screen.getByLabelText('Ankomsttid')).toHaveValue('09:07');
    expect(errorOf('Avresetid')).toBe('');
    expect(errorOf('Kundkonto')).toBe('Välj ett kundkonto.');
    expect(errorOf('Kontakt')).toBe('Välj en kontakt.');
    expect(errorOf('Deltagare')).toBe('Fyll i det här fältet.');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends what was filled in, shows the server\'s message and opens the new opportunity', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /accounts': () => json(200, aPage([{ id: 4, company_name: 'Acme AB', venue_name: null }])),
      'GET /contacts': () => json(200, aPage([{ id: 9, name: 'Anna Andersson', company: 'Acme AB' }])),
      'POST /opportunities': () => json(201, saved),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddOpportunityPage />, '/add-selfopportunity');

    await user.type(screen.getByLabelText('Customer account'), 'acme');
    await user.click(await screen.findByTitle('Acme AB'));
    await user.type(screen.getByLabelText('Contact'), 'anna');
    await user.click(await screen.findByTitle('Anna Andersson (Acme AB)'));
    await user.click(screen.getByRole('radio', { name: 'Day conference' }));
    await typeIn(user, 'First day', '2031-03-12');
    await typeIn(user, 'Last day', '2031-03-13');
    await typeIn(user, 'Arrival time', '08:45');
    await user.type(screen.getByLabelText('Participants'), '24');
    await user.clear(screen.getByLabelText('Double rooms'));
    await user.type(screen.getByLabelText('Double rooms'), '3');
    await user.click(screen.getByRole('radio', { name: 'Including VAT' }));
    await user.click(screen.getByLabelText('Message and notes'));
    await user.paste('Lunch at noon.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-opportunity-40'));
    expect(await screen.findByText('Opportunity created successfully')).toBeInTheDocument();
    const query = Object.fromEntries(requests.find((request) => request.path === '/accounts')!.query);
    expect(query).toMatchObject({ type: 'Customer' });
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      name: null,
      account_id: 4,
      contact_id: 9,
      vat_basis: 'inc',
      conference_type: 'day',
      start_date: '2031-03-12',
      end_date: '2031-03-13',
      arrival_time: '08:45',
      departure_time: null,
      participants: 24,
      single_rooms: 0,
      double_rooms: 3,
      conference_room_size: null,
      seating: null,
      message: 'Lunch at noon.',
    });
  });

  it('puts the server\'s validation message next to its field and stays', async () => {
    setLanguage('sv');
    mockApi({
      'GET /accounts': () => json(200, aPage([{ id: 4, company_name: 'Acme AB', venue_name: null }])),
      'GET /contacts': () => json(200, aPage([{ id: 9, name: 'Anna Andersson', company: null }])),
      'POST /opportunities': () =>
        json(422, { message: 'Error validation', errors: { account_id: [{ en: 'Choose a customer account.', sw: 'Kontot är inget kundkonto.' }] } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddOpportunityPage />, '/add-selfopportunity');

    await user.type(screen.getByLabelText('Kundkonto'), 'acme');
    await user.click(await screen.findByTitle('Acme AB'));
    await user.type(screen.getByLabelText('Kontakt'), 'anna');
    await user.click(await screen.findByTitle('Anna Andersson'));
    await user.click(screen.getByRole('radio', { name: 'Dagkonferens' }));
    await typeIn(user, 'Första dag', '2031-03-12');
    await typeIn(user, 'Sista dag', '2031-03-12');
    await user.type(screen.getByLabelText('Deltagare'), '10');
    await user.click(screen.getByRole('radio', { name: 'Exklusive moms' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await within(fieldOf('Kundkonto')).findByText('Kontot är inget kundkonto.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/add-selfopportunity');
  });
});
