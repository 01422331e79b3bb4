import type { Schemas } from '@portal/api-client';
import { aPage } from '@portal/platform/testing';

type Account = Schemas['Account'];
type AccountSummary = Schemas['AccountSummary'];
type StoredFile = Schemas['StoredFile'];

/** An uploaded image as the API returns it. */
export function aStoredFile(id: number): StoredFile {
  return {
    id,
    url: `/api/files/image-${id}-abcdefghijklmnopqrstu`,
    thumbnail_url: `/api/files/thumb-${id}-abcdefghijklmnopqrstu`,
    content_type: 'image/jpeg',
    size: 120_000,
    width: 1200,
    height: 800,
  };
}

/** A complete partner account as the API returns it; tests override what they look at. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 12,
    type: 'Partner',
    company_name: 'Sjöhotellet AB',
    venue_name: 'Sjöhotellet Sigtuna',
    address: 'Strandvägen 1, 193 30 Sigtuna',
    phone: '08-123 456',
    corporate_number: '556036-0793',
    invoice_address: 'Box 12, 193 21 Sigtuna',
    invoice_email: 'faktura@sjohotellet.se',
    email: 'info@sjohotellet.se',
    owner_id: 1,
    owner: { id: 1, name: 'Ada Admin' },
    commission_percent: 10,
    commission_meals_percent: 5.5,
    commission_type: 'accommodation_conference_meals',
    payment_terms_days: 30,
    location: { lat: 59.617, lng: 17.723 },
    region_id: 1,
    region_name: 'Stockholms län',
    city_id: 11,
    city_name: 'Sigtuna',
    primary_contact_id: 41,
    primary_contact: { id: 41, name: 'Karin Karlsson' },
    comments: { accommodation: '40 rooms', conference: '3 halls', meals: null, other: null },
    title: 'By the lake',
    description: 'A quiet hotel by Lake Mälaren.',
    main_image: aStoredFile(1),
    images: [aStoredFile(2), aStoredFile(3)],
    profile_picture: null,
    created_at: '2031-01-10T09:00:00Z',
    updated_at: '2031-01-11T09:00:00Z',
    ...overrides,
  };
}

/** The list's view of an account. */
export function anAccountSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id: 12,
    type: 'Partner',
    company_name: 'Sjöhotellet AB',
    venue_name: 'Sjöhotellet Sigtuna',
    email: 'info@sjohotellet.se',
    phone: '08-123 456',
    corporate_number: '556036-0793',
    owner: { id: 1, name: 'Ada Admin' },
    city_name: 'Sigtuna',
    thumbnail_url: '/api/files/thumb-1-abcdefghijklmnopqrstu',
    created_at: '2031-01-10T09:00:00Z',
    ...overrides,
  };
}

/** One page of accounts in the API's envelope. */
export const anAccountPage = (items: AccountSummary[], meta?: Parameters<typeof aPage>[1]) => aPage(items, meta);
