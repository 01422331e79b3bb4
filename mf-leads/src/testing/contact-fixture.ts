import type { Contact } from '../api/use-contacts';
import { aPage } from '@portal/platform/testing';

/** A complete contact as the API returns it; tests override what they look at. */
export function aContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 5,
    first_name: 'Karin',
    last_name: 'Lund',
    name: 'Karin Lund',
    email: 'karin.lund@acme.se',
    phone: '08-123 456',
    mobile_phone: '070-111 22 33',
    role: 'Inköpare',
    company: null,
    address: 'Storgatan 1, 111 22 Stockholm',
    account_id: 3,
    account: { id: 3, name: 'Acme AB' },
    created_at: '2031-01-15T09:30:00Z',
    updated_at: '2031-01-15T09:30:00Z',
    ...overrides,
  };
}

/** One page of contacts in the API's envelope. */
export const aContactPage = (items: Contact[], meta?: Parameters<typeof aPage>[1]) => aPage(items, meta);
