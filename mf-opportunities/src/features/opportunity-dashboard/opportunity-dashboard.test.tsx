import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import type { OpportunityStats } from './api/use-opportunity-stats';
import { OpportunityFiguresWidget } from './opportunity-figures-widget';
import { WeeklyChartWidget } from './weekly-chart-widget';

const weeks = (values: [number, number][]): OpportunityStats['weeks'] =>
  values.map(([created, won], index) => {
    const start = new Date(Date.UTC(2026, 8, 14 + 7 * index));
    return { week_start: start.toISOString().slice(0, 10), week: 38 + index, created, won };
  });

const aStats = (overrides: Partial<OpportunityStats> = {}): OpportunityStats => ({
  open: {
    count: 1234,
    stages: [
      { stage: 'new_request', count: 800 },
      { stage: 'venues_invited', count: 300 },
      { stage: 'quotes_in', count: 134 },
    ],
  },
  won_this_month: { month: '2026-11', count: 3, value_ex_vat: 12_345_000 },
  weeks: weeks([[5, 1], [7, 0], [0, 0], [12, 3], [4, 2], [6, 1], [9, 0], [3, 1], [8, 2], [10, 4], [2, 0], [1, 1]]),
  ...overrides,
});

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('OpportunityFiguresWidget', () => {
  it('shows the open opportunities by stage, each stage leading to the board, and this month’s wins with their value', async () => {
    setLanguage('sv');
    mockApi({ 'GET /opportunity-stats': () => json(200, { data: aStats() }) });
    renderWithPortal(<OpportunityFiguresWidget />, '/');

    const stages = await screen.findByRole('list', { name: 'Öppna affärsmöjligheter per steg' });
    expect(nbsp(screen.getByText(/^1.234$/).textContent!)).toBe('1 234');
    const links = within(stages).getAllByRole('link');
    expect(links.map((link) => nbsp(link.textContent!))).toEqual(['Ny förfrågan800', 'Anläggningar inbjudna300', 'Offerter inkomna134']);
    for (const link of links) expect(link).toHaveAttribute('href', '/opportunity?view=board');
    expect(screen.getByRole('link', { name: 'Visa tavlan' })).toHaveAttribute('href', '/opportunity?view=board');

    expect(screen.getByText('Vunna denna månad')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(nbsp(screen.getByText(/123 450,00/).textContent!)).toBe('123 450,00 kr');
    expect(screen.getByText('Under november 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa vunna' })).toHaveAttribute('href', '/opportunity?status=won');
  });

  it('says when nothing is won yet this month, in English', async () => {
    setLanguage('en');
    mockApi({ 'GET /opportunity-stats': () => json(200, { data: aStats({ won_this_month: { month: '2026-12', count: 0, value_ex_vat: 0 } }) }) });
    renderWithPortal(<OpportunityFiguresWidget />, '/');

    expect(await screen.findByText('No opportunity has been won in December 2026 yet.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Open opportunities by stage' })).toHaveTextContent('Quotes in134');
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    setLanguage('sv');
    let calls = 0;
    mockApi({
      'GET /opportunity-stats': () => {
        calls += 1;
        return calls <= 1 ? json(500, { message: 'Server Error' }) : json(200, { data: aStats() });
      },
    });
    renderWithPortal(<OpportunityFiguresWidget />, '/');

    const alerts = await screen.findAllByText('Siffrorna kunde inte hämtas.');
    expect(alerts).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Försök igen' })[0]!);
    expect(await screen.findByRole('list', { name: 'Öppna affärsmöjligheter per steg' })).toBeInTheDocument();
  });
});

describe('WeeklyChartWidget', () => {
  it('draws created and won per week with a summary and a table for screen readers', async () => {
    setLanguage('sv');
    mockApi({ 'GET /opportunity-stats': () => json(200, { data: aStats() }) });
    renderWithPortal(<WeeklyChartWidget />, '/');

    expect(await screen.findByText('Stapeldiagram över de senaste 12 veckorna: 67 affärsmöjligheter skapade och 15 vunna.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Skapade och vunna affärsmöjligheter per vecka' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]).toHaveTextContent('VeckaSkapadeVunna');
    expect(rows[4]).toHaveTextContent('Vecka 41 (från 5 okt 2026)123');
    // The bars are drawing only: hidden from assistive technology, each pair with its figures on hover.
    const bars = screen.getByTestId('week-bars');
    expect(bars).toHaveAttribute('aria-hidden', 'true');
    expect(bars.children).toHaveLength(12);
    expect(bars.children[3]).toHaveAttribute('title', 'Vecka 41: 12 skapade, 3 vunna');
  });

  it('says so when nothing happened in the 12 weeks', async () => {
    setLanguage('en');
    mockApi({ 'GET /opportunity-stats': () => json(200, { data: aStats({ weeks: weeks(Array.from({ length: 12 }, () => [0, 0])) }) }) });
    renderWithPortal(<WeeklyChartWidget />, '/');

    expect(await screen.findByText('No opportunity was created or won in the last 12 weeks.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
