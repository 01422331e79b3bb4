import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anOpportunity } from '../../testing/fixtures';
import { OpportunityItemsCard } from './opportunity-items-card';
import type { OpportunityItem } from './use-opportunity-items';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const item = (overrides: Partial<OpportunityItem>): OpportunityItem => ({
  id: 1,
  kind: 'meal',
  product_id: null,
  product: null,
  name: 'Lunchbuffé',
  day: null,
  quantity: 24,
  room_size: null,
  seating: null,
  price_per_person: 18_500,
  minimum_price: 0,
  start_price: 0,
  comment: null,
  ...overrides,
});

const lunch = item({});
const room = item({ id: 2, kind: 'conference_room', name: 'Grupprum', quantity: 6, room_size: 8, seating: 'boardroom', price_per_person: 0, start_price: 150_000 });

function answer(items: OpportunityItem[], save?: () => Response) {
  return mockApi({
    'GET /opportunity/12/items': () => json(200, { data: items }),
    'GET /products': () => json(200, { data: { data: [], current_page: 1, per_page: 100, total: 0, last_page: 1, from: null, to: null, total_capped: false } }),
    ...(save ? { 'PUT /opportunity/12/items': save } : {}),
  });
}

describe('OpportunityItemsCard', () => {
  it('shows the rows by section and saves them all, in order, as the API takes them', async () => {
    setLanguage('sv');
    const requests = answer([lunch, room], () => json(200, { data: [lunch, room], message: { en: 'Meals, rooms and extras saved', sw: 'Måltider, rum och tillval har sparats' } }));
    const user = setupUser();
    renderWithPortal(<OpportunityItemsCard opportunity={anOpportunity({ allowed_actions: ['edit'] })} />, '/edit-opportunity-12');

    const meal = await screen.findByRole('group', { name: 'Måltid 1' });
    expect(within(meal).getByLabelText('Namn')).toHaveValue('Lunchbuffé');
    const roomRow = screen.getByRole('group', { name: 'Konferensrum 1' });
    expect(within(roomRow).getByLabelText('Rum för antal')).toHaveValue('8');
    expect(screen.getByText('Inga övriga produkter ännu.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spara måltider, rum och tillval' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')).toBeDefined());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      items: [
        { kind: 'meal', product_id: null, name: 'Lunchbuffé', day: null, quantity: 24, room_size: null, seating: null, price_per_person: 18_500, minimum_price: 0, start_price: 0, comment: null },
        { kind: 'conference_room', product_id: null, name: 'Grupprum', day: null, quantity: 6, room_size: 8, seating: 'boardroom', price_per_person: 0, minimum_price: 0, start_price: 150_000, comment: null },
      ],
    });
    expect(await screen.findByText('Måltider, rum och tillval har sparats')).toBeInTheDocument();
  });

  it('asks for what a new row lacks before sending, and puts the server’s message on its row', async () => {
    setLanguage('en');
    const requests = answer([lunch], () =>
      json(422, { message: 'Error validation', errors: { 'items.1.day': [{ en: 'Choose a day of the conference, or every day.', sw: 'Välj en av konferensens dagar, eller alla dagar.' }] } }),
    );
    const user = setupUser();
    renderWithPortal(<OpportunityItemsCard opportunity={anOpportunity({ allowed_actions: ['edit'] })} />, '/edit-opportunity-12');
    await user.click(await screen.findByRole('button', { name: /Add product/ }));
    const product = screen.getByRole('group', { name: 'Product 1' });
    await user.click(screen.getByRole('button', { name: 'Save meals, rooms and extras' }));
    expect(await within(product).findByText('Fill in this field.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.type(within(product).getByLabelText('Name'), 'Kajak');
    await user.click(screen.getByRole('button', { name: 'Save meals, rooms and extras' }));
    expect(await within(product).findByText('Choose a day of the conference, or every day.')).toBeInTheDocument();
  });

  it('shows a decided opportunity’s rows read only', async () => {
    setLanguage('en');
    answer([lunch, room]);
    renderWithPortal(<OpportunityItemsCard opportunity={anOpportunity({ status: 'won', allowed_actions: ['revert'] })} />, '/edit-opportunity-12');
    expect(await screen.findByRole('table')).toHaveTextContent('Lunchbuffé');
    expect(screen.getByRole('table')).toHaveTextContent('Every day');
    expect(screen.queryByRole('button', { name: 'Save meals, rooms and extras' })).not.toBeInTheDocument();
  });
});
