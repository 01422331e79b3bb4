import type { Lead } from '@portal/api-client';
import { aPage } from '@portal/platform/testing';

/** A complete lead as the API returns it; tests override what they look at. */
export function aLead(overrides: Partial<Lead> = {}): Lead {
  const status = overrides.status ?? 'New';
  return {
    id: 7,
    first_name: 'Anna',
    last_name: 'Andersson',
    business: 'Acme AB',
    email: 'anna@acme.se',
    phone: '070-123 45 67',
    conference_type: 'overnight',
    start_date: '2031-03-12',
    end_date: '2031-03-14',
    arrival_time: '09:00',
    departure_time: '15:30',
    participants: 20,
    single_room_people: 8,
    double_room_people: 12,
    accepts_shared_double: true,
    conference_room_size: 24,
    furnishing: 'u_shaped',
    region_id: 2,
    region_name: 'Stockholm',
    city_id: 21,
    city_name: 'Sigtuna',
    vat_basis: 'ex',
    contact_method: 'phone',
    message: 'Vegetarian lunch, please.\nA projector in the room.',
    language: 'sv',
    submitted_at: '2031-02-01T13:05:00Z',
    status,
    // What the server answers an admin: a New lead can be discarded.
    allowed_actions: status === 'New' ? ['discard'] : [],
    ...overrides,
  };
}

/** One page of leads in the API's envelope. */
export const aLeadPage = (items: Lead[], meta?: Parameters<typeof aPage>[1]) => aPage(items, meta);
