import { setLanguage, storeUser } from '@portal/platform';
import { atScreenWidth, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { aPartner } from '../../testing/fixtures';
import { aVenueAccount } from './a-venue-account';
import { VenueAccountPage } from './venue-account-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The value shown for a label, in the card titled `card`. */
function valueOf(card: string, label: string): string | null | undefined {
  const section = screen.getByText(card).closest('.ant-card') as HTMLElement;
  const cell = within(section).getByText(label).closest('.ant-descriptions-item');
  return cell?.querySelector('.ant-descriptions-item-content')?.textContent;
}

beforeEach(() => storeUser(aPartner()));

describe('VenueAccountPage', () => {
  it("shows the venue's details in Swedish, read only, with the line that changes go through the intermediary", async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /partner/account': () => json(200, { data: aVenueAccount() }) });
    renderWithPortal(<VenueAccountPage />, '/p-account');

    expect(screen.getByRole('heading', { name: 'Konto', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Hämtar kontot' })).toBeInTheDocument();
    expect(await screen.findByText('Uppgifterna på den här sidan hanteras av förmedlaren. Kontakta oss om något behöver ändras.')).toBeInTheDocument();
    expect(screen.getByText('Demo Konferenshotell', { selector: '.ant-typography' })).toBeInTheDocument();

    expect(valueOf('Företag och anläggning', 'Företagsnamn')).toBe('Demo Konferenshotell AB');
    expect(valueOf('Företag och anläggning', 'Anläggning')).toBe('Demo Konferenshotell');
    expect(valueOf('Företag och anläggning', 'Organisationsnummer')).toBe('556036-0793');
    expect(valueOf('Företag och anläggning', 'Adress')).toBe('Strandvägen 12, 114 56 Stockholm');
    expect(valueOf('Företag och anläggning', 'Ort')).toBe('Stockholm, Stockholms län');
    expect(valueOf('Företag och anläggning', 'Telefon')).toBe('08-410 200 00');
    expect(valueOf('Företag och anläggning', 'E-post')).toBe('bokning@konferenshotell.demo');
    expect(valueOf('Fakturering', 'Fakturaadress')).toBe('Box 1, 114 56 Stockholm');
    expect(valueOf('Fakturering', 'E-post för fakturor')).toBe('faktura@konferenshotell.demo');
    expect(valueOf('Provision och betalning', 'Provision')).toBe('12,5 %');
    expect(valueOf('Provision och betalning', 'Provision på måltider')).toBe('5 %');
    expect(valueOf('Provision och betalning', 'Provision beräknas på')).toBe('Logi, konferens och måltider');
    expect(valueOf('Provision och betalning', 'Betalningsvillkor')).toBe('30 dagar netto');

    // Nothing to edit here; the venue's own profile is one click away.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redigera anläggningsprofil' })).toHaveAttribute('href', '/partner-profile');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /partner/account']);
  });

  it('says in English what the intermediary has not filled in', async () => {
    setLanguage('en');
    mockApi({
      'GET /partner/account': () =>
        json(200, {
          data: aVenueAccount({
            corporate_number: null,
            invoice_address: null,
            invoice_email: null,
            commission_percent: 10,
            commission_meals_percent: null,
            commission_type: 'accommodation_conference',
            payment_terms_days: 1,
            city_name: null,
            region_name: null,
          }),
        }),
    });
    renderWithPortal(<VenueAccountPage />, '/p-account');

    expect(await screen.findByText('The intermediary manages the details on this page. Contact us if anything needs to change.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account', level: 2 })).toBeInTheDocument();
    expect(valueOf('Company and venue', 'Organisation number')).toBe('Not given');
    expect(valueOf('Company and venue', 'Town')).toBe('Not given');
    expect(valueOf('Invoicing', 'Invoice address')).toBe('Not given');
    expect(valueOf('Commission and payment', 'Commission')).toBe('10 %');
    expect(valueOf('Commission and payment', 'Commission on meals')).toBe('Not given');
    expect(valueOf('Commission and payment', 'Commission is charged on')).toBe('Accommodation and conference');
    expect(valueOf('Commission and payment', 'Payment terms')).toBe('1 day net');
  });

  it('explains a login without a venue, and an admin visiting the partner portal, without a retry', async () => {
    setLanguage('sv');
    mockApi({ 'GET /partner/account': () => json(404, { message: { en: 'Your login is not linked to a venue account.', sw: 'Din inloggning är inte kopplad till något anläggningskonto.' } }) });
    const first = renderWithPortal(<VenueAccountPage />, '/p-account');
    expect(await screen.findByText('Ingen anläggning är kopplad till din inloggning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Redigera anläggningsprofil' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /partner/account': () => json(403, { message: { en: 'You are not authorized', sw: 'Du har inte behörighet' } }) });
    renderWithPortal(<VenueAccountPage />, '/p-account');
    expect(await screen.findByText('Sidan är till för anläggningarnas egna inloggningar')).toBeInTheDocument();
  });

  it('offers a retry when the account could not be fetched, and shows it once it comes', async () => {
    setLanguage('sv');
    let up = false;
    mockApi({ 'GET /partner/account': () => (up ? json(200, { data: aVenueAccount() }) : json(500, { message: { en: 'Server error', sw: 'Serverfel' } })) });
    renderWithPortal(<VenueAccountPage />, '/p-account');

    expect(await screen.findByText('Kontot kunde inte hämtas.')).toBeInTheDocument();
    up = true;
    await setupUser().click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(screen.getByText('Företagsnamn')).toBeInTheDocument());
    expect(screen.queryByText('Kontot kunde inte hämtas.')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    atScreenWidth(390);
    it('stacks the cards and keeps every value', async () => {
      setLanguage('sv');
      mockApi({ 'GET /partner/account': () => json(200, { data: aVenueAccount() }) });
      renderWithPortal(<VenueAccountPage />, '/p-account');
      expect(await screen.findByText('Fakturering')).toBeInTheDocument();
      const columns = [...document.querySelectorAll('.ant-col')];
      expect(columns.length).toBeGreaterThan(0);
      for (const column of columns) expect(column.className).toMatch(/ant-col-(xs-)?24/);
      expect(valueOf('Provision och betalning', 'Betalningsvillkor')).toBe('30 dagar netto');
    });
  });
});
