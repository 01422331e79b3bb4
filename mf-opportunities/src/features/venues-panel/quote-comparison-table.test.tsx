import type { Schemas } from '@portal/api-client';
import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aBidder, anOpportunity } from '../../testing/fixtures';
import { VenuesPanel } from './venues-panel';

const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const comparison = (overrides: Partial<Schemas['VenueComparison']> = {}): Schemas['VenueComparison'] => ({
  days: 2,
  participants: 20,
  total: 0,
  per_participant: 0,
  per_day: 0,
  per_participant_day: 0,
  single_rooms: 10,
  double_rooms: 0,
  largest_hall_sqm: 80,
  most_places: 40,
  gaps: [],
  ...overrides,
});

function aVenue(overrides: Partial<Schemas['QuoteComparisonVenue']> = {}): Schemas['QuoteComparisonVenue'] {
  return {
    bidder_id: 31,
    quote_id: 5,
    name: 'Sjöviks Herrgård',
    is_outside_partner: false,
    index_priority: 1,
    status: 'submitted',
    quote_status: 'submitted',
    present_to_customer: false,
    can_present: true,
    booked_by_customer: false,
    invited_at: '2031-02-01T10:00:00Z',
    answered_at: '2031-02-02T12:00:00Z',
    response_hours: 26,
    total_ex_vat: 4_500_000,
    total_inc_vat: 5_040_000,
    per_participant: 225_000,
    per_participant_day: 112_500,
    commission_bp: 1000,
    commission_meals_bp: 0,
    commission_amount: 450_000,
    comparison: comparison(),
    ...overrides,
  };
}

const herrgard = aVenue();
const strand = aVenue({
  bidder_id: 32,
  quote_id: 6,
  name: 'Strandhotellet',
  index_priority: 2,
  response_hours: 4.5,
  total_ex_vat: 3_900_000,
  total_inc_vat: 4_368_000,
  per_participant: 195_000,
  per_participant_day: 97_500,
  commission_bp: 1250,
  commission_meals_bp: 800,
  commission_amount: 487_500,
  comparison: comparison({ gaps: [{ kind: 'single_rooms', requested: 10, offered: 6, name: null, day: null }] }),
});
const waiting = aVenue({
  bidder_id: 33,
  quote_id: 7,
  name: 'Fjällgården',
  index_priority: 3,
  status: 'invitation_sent',
  quote_status: 'new',
  can_present: false,
  answered_at: null,
  response_hours: null,
  total_ex_vat: null,
  total_inc_vat: null,
  per_participant: null,
  per_participant_day: null,
  commission_bp: null,
  commission_meals_bp: null,
  commission_amount: null,
  comparison: null,
});

const bidderOf = (venue: Schemas['QuoteComparisonVenue']) =>
  aBidder({ bidder_id: venue.bidder_id, name: venue.name, index_priority: venue.index_priority, invited: true, status: venue.status, quote_id: venue.quote_id, quote_status: venue.quote_status });

function answer(venues: Schemas['QuoteComparisonVenue'][], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /get-bidder/12': () => json(200, { data: venues.map(bidderOf) }),
    'GET /opportunity/12/quote-comparison': () => json(200, { data: { opportunity_id: 12, vat_basis: 'ex', venues } }),
    'GET /opportunity/12/presentation': () => json(404, { message: 'none' }),
    ...extra,
  });
}

async function openComparison() {
  const user = setupUser();
  renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
  await user.click(await screen.findByText(/^(Jämför offerter|Compare quotes)$/));
  return user;
}

/** The venues' names in the table's order (two rows of heads; a venue's gaps are a row of their own under it). */
const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') !== null && !row.classList.contains('ant-table-expanded-row'))
    .map((row) => row.querySelector('strong')?.textContent);

describe('QuoteComparisonTable', () => {
  it('shows the answers side by side in Swedish, sorts by a column and ticks a venue for the presentation', async () => {
    setLanguage('sv');
    const requests = answer([herrgard, strand, waiting], {
      'PUT /bidder/32/present': () => json(200, { data: bidderOf(strand), message: { en: 'Present to customer updated', sw: 'Presentera för kund har uppdaterats' } }),
    });
    const user = await openComparison();
    const table = await screen.findByRole('table', { name: 'Jämförelse av anläggningarnas offerter' });
    const row = within(table).getByText('Strandhotellet').closest('tr')!;
    expect(row).toHaveTextContent(/39\s000\skr/);
    expect(row).toHaveTextContent(/12,5\s%/);
    expect(row).toHaveTextContent(/måltider 8\s%/);
    expect(row).toHaveTextContent('1 avvikelse');
    expect(row).toHaveTextContent('4,5 tim');
    // The gap in words on the line under the venue's figures.
    expect(within(row.nextElementSibling as HTMLElement).getByRole('list', { name: 'Strandhotellet: 1 avvikelse från förfrågan' })).toHaveTextContent('6 av 10 enkelrum');
    expect(within(table).getByText('Fjällgården').closest('tr')).toHaveTextContent('–');

    // Cheapest first; the venue without an answer stays last either way.
    await user.click(within(table).getByRole('columnheader', { name: /^exkl. moms/ }));
    expect(namesIn(table)).toEqual(['Strandhotellet', 'Sjöviks Herrgård', 'Fjällgården']);
    await user.click(within(table).getByRole('columnheader', { name: /^exkl. moms/ }));
    expect(namesIn(table)).toEqual(['Sjöviks Herrgård', 'Strandhotellet', 'Fjällgården']);

    await user.click(within(table).getByRole('checkbox', { name: 'Presentera Strandhotellet för kund' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({ path: '/bidder/32/present', body: { present: true } });
    // The comparison is fetched again with the venues.
    await waitFor(() => expect(requests.filter((request) => request.path === '/opportunity/12/quote-comparison')).toHaveLength(2));
  });

  it('says so in English when no venue has answered yet', async () => {
    setLanguage('en');
    answer([waiting]);
    await openComparison();
    expect(await screen.findByText('No venue has submitted a quote yet. The comparison fills in as they answer.')).toBeInTheDocument();
  });
});
