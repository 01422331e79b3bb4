import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { widgets } from '../../widgets';
import { CommissionWidget } from './commission-widget';

const summary = {
  to_report: { count: 2, amount: 2_500_000 },
  pending: { count: 3, amount: 1_473_000 },
  received_this_month: { count: 1, amount: 250_000 },
};
const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('CommissionWidget', () => {
  it('shows to report, pending and received this month with count and sum, each leading to its filter', async () => {
    setLanguage('sv');
    mockApi({ 'GET /commission-summary': () => json(200, { data: summary }) });
    renderWithPortal(<CommissionWidget />, '/');

    const list = await screen.findByRole('list', { name: 'Provision' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => nbsp(link.textContent))).toEqual([
      'Att rapportera225 000,00 kr',
      'Väntande314 730,00 kr',
      'Mottagen denna månad12 500,00 kr',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/commission?filter=new_to_report',
      '/commission?filter=pending',
      '/commission?filter=received',
    ]);
    expect(screen.getByRole('link', { name: 'Visa alla' })).toHaveAttribute('href', '/commission');
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    setLanguage('en');
    let calls = 0;
    mockApi({
      'GET /commission-summary': () => {
        calls += 1;
        return calls <= 1 ? json(500, { message: 'Server Error' }) : json(200, { data: summary });
      },
    });
    renderWithPortal(<CommissionWidget />, '/');

    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Commission' })).toBeInTheDocument();
  });

  it('is exposed as an admin dashboard card', async () => {
    expect(widgets.map((widget) => [widget.id, widget.area])).toEqual([['mf-commissions/commission-figures', 'admin']]);
    const loaded = await widgets[0]!.load();
    expect(loaded.default).toBe(CommissionWidget);
  });
});
