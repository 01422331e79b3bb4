import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { aPage, anOpportunity } from '../../testing/fixtures';
import { OpportunityListPage } from '../opportunity-list/opportunity-list-page';

const card = {
  id: 42,
  name: 'Kickoff i Sigtuna',
  stage: 'new_request',
  value: null,
  vat_basis: 'ex',
  allowed_moves: ['lost', 'closed'],
  customer: { id: 5, name: 'Beta AB' },
  start_date: '2031-05-01',
  participants: 12,
  owner: { id: 1, name: 'Anna Admin' },
  idle: true,
  unseen: true,
  last_touched_at: '2031-01-01T10:00:00Z',
  created_at: '2031-01-01T10:00:00Z',
};
const boardAnswer = {
  data: {
    idle_days: 7,
    columns: [
      { stage: 'new_request', count: 31, count_capped: false, value_ex_vat: 0, cards: [card] },
      { stage: 'venues_invited', count: 0, count_capped: false, value_ex_vat: 0, cards: [] },
      {
        stage: 'quotes_in',
        count: 1,
        count_capped: false,
        value_ex_vat: 4_500_000,
        cards: [{ ...card, id: 43, name: 'Styrelsemöte', stage: 'quotes_in', value: 5_040_000, vat_basis: 'inc', allowed_moves: ['won', 'lost', 'closed'], idle: false, unseen: false }],
      },
      ...['presented', 'customer_chose', 'preliminary_booked', 'won', 'lost', 'closed'].map((stage) => ({ stage, count: 0, count_capped: false, value_ex_vat: 0, cards: [] })),
    ],
  },
};
const settings = { data: { opportunity_idle_days: 7, quote_response_days: 5, updated_at: '2031-01-01T10:00:00Z' } };

function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('the opportunity board', () => {
  it('switches from the list to the board, kept in the URL, with a column per stage, its count and linked cards', async () => {
    setLanguage('sv');
    mockApi({
      'GET /opportunities': () => json(200, aPage([anOpportunity({ id: 7, name: 'Gammal affär', idle: true })])),
      'GET /opportunity-board': () => json(200, boardAnswer),
      'GET /crm-settings': () => json(200, settings),
      'GET /get-account-owners': () => json(200, { data: [] }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<OpportunityListPage />, '/opportunity');

    // The list marks the idle one, its meaning for screen readers.
    expect(await screen.findByText('Gammal affär')).toBeInTheDocument();
    expect(await screen.findByText(/Ingen har rört den på 7 dagar/)).toBeInTheDocument();

    await user.click(screen.getByText('Tavla'));
    expect(router.state.location.search).toContain('view=board');
    const column = await screen.findByRole('heading', { name: /Ny förfrågan/ });
    expect(column).toHaveTextContent('(31 affärsmöjligheter)');
    const list = screen.getByRole('list', { name: /Ny förfrågan/ });
    const link = within(list).getByRole('link', { name: 'Kickoff i Sigtuna' });
    expect(link).toHaveAttribute('href', '/edit-opportunity-42');
    expect(within(list).getByText('Ny')).toBeInTheDocument();
    expect(within(list).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(list).getByText('Beta AB')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Anläggningar inbjudna/ })).toHaveTextContent('(0 affärsmöjligheter)');
    expect(screen.getAllByText('Inga affärsmöjligheter i det här steget.')).toHaveLength(7);
    expect(screen.getByText('Visar de 1 senaste')).toBeInTheDocument();
    const quotesIn = screen.getByRole('list', { name: /Offerter inkomna/ });
    expect(within(quotesIn).queryByText('Inaktiv')).toBeNull();
    // The value in the request's VAT basis on the card, the column's sum ex VAT under its head.
    expect(within(quotesIn).getByText(/50\s400,00\skr inkl\. moms/)).toBeInTheDocument();
    expect(screen.getByText(/45\s000,00\skr exkl\. moms/)).toBeInTheDocument();
    expect(within(list).getByText('Inget pris ännu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Preliminärbokad/ })).toBeInTheDocument();

    await user.click(screen.getByText('Lista'));
    expect(router.state.location.search).not.toContain('view=board');
  });

  it('opens on the board from the URL in English, and says so when the board cannot be loaded', async () => {
    setLanguage('en');
    mockApi({
      'GET /opportunity-board': () => json(500, { message: 'Server Error' }),
      'GET /crm-settings': () => json(200, settings),
      'GET /get-account-owners': () => json(200, { data: [] }),
    });
    renderWithPortal(<OpportunityListPage />, '/opportunity?view=board');
    expect(await screen.findByText('The board could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('moves a card to lost through its menu, asking the reason before the server marks it lost', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /opportunity-board': () => json(200, boardAnswer),
      'GET /crm-settings': () => json(200, settings),
      'GET /get-account-owners': () => json(200, { data: [] }),
      'POST /opportunity/42/lose': () => json(200, { data: anOpportunity({ id: 42, status: 'lost' }), message: { en: 'Opportunity marked as lost', sw: 'Förlorad' } }),
    });
    const user = setupUser();
    renderWithPortal(<OpportunityListPage />, '/opportunity?view=board');
    const list = await screen.findByRole('list', { name: /New request/ });
    // Only the moves the server allows for this card: no "won" without a submitted quote.
    await user.click(within(list).getByRole('button', { name: 'Move Kickoff i Sigtuna' }));
    expect(screen.queryByText('To Won …')).toBeNull();
    await user.click(await screen.findByText('To Lost …'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByLabelText(/changed the dates/i));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await vi.waitFor(() => expect(requests.find((request) => request.method === 'POST' && request.path === '/opportunity/42/lose')?.body).toEqual({ lost_reason: 'changed_dates', lost_reason_text: null, message: null }));
  });

  it('refuses idle days outside 1 to 365 before asking the server', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /opportunities': () => json(200, aPage([])),
      'GET /crm-settings': () => json(200, settings),
      'PUT /crm-settings': () => json(200, { data: settings.data, message: { en: 'Settings saved', sw: 'Inställningarna har sparats' } }),
    });
    const user = setupUser();
    renderWithPortal(<OpportunityListPage />, '/opportunity');
    const open = await screen.findByRole('button', { name: /Inställningar/ });
    await vi.waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const field = await screen.findByLabelText('Markera som inaktiv efter (dagar)');
    await user.clear(field);
    await user.type(field, '400');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange ett helt antal dagar från 1 till 365.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.clear(field);
    await user.type(field, '14');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ opportunity_idle_days: 14, quote_response_days: 5 }));
  });

  it('sets the days venues have to answer, 1 to 90, checked before asking the server and by it', async () => {
    setLanguage('en');
    let refuse = true;
    const requests = mockApi({
      'GET /opportunities': () => json(200, aPage([])),
      'GET /crm-settings': () => json(200, settings),
      'PUT /crm-settings': (request) =>
        refuse
          ? json(422, { message: 'Error validation', errors: { quote_response_days: [{ en: 'Too long for the venues', sw: 'För lång tid för anläggningarna' }] } })
          : json(200, { data: { ...settings.data, ...(request.body as object) }, message: { en: 'Settings saved', sw: 'Inställningarna har sparats' } }),
    });
    const user = setupUser();
    renderWithPortal(<OpportunityListPage />, '/opportunity');
    const open = await screen.findByRole('button', { name: /Settings/ });
    await vi.waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const field = await screen.findByLabelText('Days venues have to answer');
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '91');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 90.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long for the venues')).toBeInTheDocument();
    refuse = false;
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { opportunity_idle_days: 7, quote_response_days: 60 },
        { opportunity_idle_days: 7, quote_response_days: 10 },
      ]),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });
});
