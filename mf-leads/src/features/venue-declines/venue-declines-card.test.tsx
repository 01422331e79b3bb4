import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { VenueDeclinesCard } from './venue-declines-card';

/** The value next to a label in the card's list. */
function valueOf(label: string): string | null | undefined {
  return screen.getByText(label).closest('tr')?.querySelector('.ant-descriptions-item-content')?.textContent;
}

describe('VenueDeclinesCard', () => {
  it('counts the venue’s declined preliminary bookings per reason, with its latest own words', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /account/7/preliminary-declines': () =>
        json(200, { data: { price: 2, dates_taken: 5, too_small: 0, other: 1, total: 8, latest_other: ['Renovering i mars'] } }),
    });
    renderWithPortal(<VenueDeclinesCard accountId={7} />);

    await screen.findByText('Datumen är upptagna');
    expect(valueOf('Priset')).toBe('2');
    expect(valueOf('Datumen är upptagna')).toBe('5');
    expect(valueOf('För liten för sällskapet')).toBe('0');
    expect(valueOf('Annat')).toBe('1');
    expect(valueOf('Totalt')).toBe('8');
    expect(screen.getByText('Renovering i mars')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/account/7/preliminary-declines']);
  });

  it('says so when the venue never declined, in English', async () => {
    setLanguage('en');
    mockApi({ 'GET /account/7/preliminary-declines': () => json(200, { data: { price: 0, dates_taken: 0, too_small: 0, other: 0, total: 0, latest_other: [] } }) });
    renderWithPortal(<VenueDeclinesCard accountId={7} />);
    expect(await screen.findByText('The venue has not declined a preliminary booking.')).toBeInTheDocument();
  });
});
