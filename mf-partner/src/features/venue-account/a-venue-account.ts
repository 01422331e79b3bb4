import type { VenueAccount } from './api/use-venue-account';

/** The demo partner's account as `GET /partner/account` answers it; tests override what they look at. */
export function aVenueAccount(overrides: Partial<VenueAccount> = {}): VenueAccount {
  return {
    id: 3,
    company_name: 'Demo Konferenshotell AB',
    venue_name: 'Demo Konferenshotell',
    address: 'Strandvägen 12, 114 56 Stockholm',
    phone: '08-410 200 00',
    email: 'bokning@konferenshotell.demo',
    corporate_number: '556036-0793',
    invoice_address: 'Box 1, 114 56 Stockholm',
    invoice_email: 'faktura@konferenshotell.demo',
    commission_percent: 12.5,
    commission_meals_percent: 5,
    commission_type: 'accommodation_conference_meals',
    payment_terms_days: 30,
    region_name: 'Stockholms län',
    city_name: 'Stockholm',
    location: { lat: 59.3326, lng: 18.0849 },
    comments: { accommodation: '120 rum', conference: null, meals: null, other: null },
    title: 'Konferens vid vattnet',
    description: 'Ett hotell vid Strandvägen.',
    main_image: null,
    images: [],
    halls: [],
    guest_rooms: 120,
    updated_at: '2031-02-01T09:00:00Z',
    ...overrides,
  };
}
