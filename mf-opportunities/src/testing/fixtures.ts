import type { Schemas, User } from '@portal/api-client';
import { aUser } from '@portal/platform/testing';
import type { Note } from '../api/use-notes';
import type { Opportunity } from '../api/use-opportunities';
import type { Task } from '../api/use-tasks';
import type { Bidder } from '../features/venues-panel/use-bidders';

/** A complete task as the API returns it; tests override what they look at. */
export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 12,
    subject: 'Ring Anna om offerten',
    assigned_to: 1,
    assignee: { id: 1, name: 'Admin Demo' },
    due_date: '2031-03-12',
    contact_id: 9,
    contact: { id: 9, name: 'Anna Andersson' },
    account_id: 4,
    account: { id: 4, name: 'Acme AB' },
    opportunity_id: null,
    opportunity: null,
    priority: 'high',
    status: 'in_progress',
    reminder_at: '2031-03-11T07:30:00Z',
    reminder_sent_at: null,
    comment: 'Fråga om lunchen.',
    created_at: '2031-02-01T13:05:00Z',
    updated_at: '2031-02-01T13:05:00Z',
    ...overrides,
  };
}

/** A complete note as the API returns it. */
export function aNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 21,
    subject: 'Möte med Acme',
    contact_id: 9,
    contact: { id: 9, name: 'Anna Andersson' },
    account_id: 4,
    account: { id: 4, name: 'Acme AB' },
    opportunity_id: null,
    opportunity: null,
    comment: 'De vill ha en konferens i mars.',
    author: { id: 1, name: 'Admin Demo' },
    created_at: '2031-02-01T13:05:00Z',
    updated_at: '2031-02-01T13:05:00Z',
    ...overrides,
  };
}

/** A complete open opportunity as the API returns it, already seen; tests override what they look at. */
export function anOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 12,
    name: 'Kickoff i Sigtuna',
    status: 'open',
    seen_by_admin: true,
    unseen: false,
    owner_id: 1,
    owner: { id: 1, name: 'Admin Demo' },
    account_id: 4,
    account: { id: 4, name: 'Acme AB' },
    contact_id: 9,
    contact: { id: 9, name: 'Anna Andersson' },
    lead_id: null,
    conference_type: 'overnight',
    start_date: '2031-03-12',
    end_date: '2031-03-13',
    arrival_time: '09:00',
    departure_time: '16:30',
    participants: 24,
    single_rooms: 10,
    double_rooms: 7,
    conference_room_size: 24,
    seating: 'u_shaped',
    vat_basis: 'ex',
    region_id: null,
    region_name: null,
    city_id: null,
    city_name: null,
    message: 'Vegetarisk lunch för fyra.',
    lost_reason: null,
    lost_reason_text: null,
    winning_bidder_id: null,
    winning_venue: null,
    stage: 'new_request',
    value: null,
    idle: false,
    last_touched_at: '2031-02-01T13:05:00Z',
    created_at: '2031-02-01T13:05:00Z',
    updated_at: '2031-02-01T13:05:00Z',
    allowed_actions: ['edit', 'lose', 'close', 'mark_unseen'],
    ...overrides,
  };
}

export { aPage } from '@portal/platform/testing';

/** The admins `GET /get-account-owners` answers with. */
export const OWNERS: Schemas['Owner'][] = [
  { id: 1, name: 'Admin Demo', email: 'admin@demo.test' },
  { id: 2, name: 'Bo Berg', email: 'bo@demo.test' },
];

/** The signed-in admin, named as in OWNERS. */
export function anAdmin(overrides: Partial<User> = {}): User {
  return aUser({ first_name: 'Admin', last_name: 'Demo', ...overrides });
}

/** A venue on opportunity 12 as GET /get-bidder answers it: a partner, invited, its quote new. */
export function aBidder(overrides: Partial<Bidder> = {}): Bidder {
  return {
    bidder_id: 31,
    opportunity_id: 12,
    account_id: 7,
    account_detail: { id: 7, company_name: 'Sjöviks Herrgård', venue_name: null, email: 'info@sjovik.test', address: null },
    is_outside_partner: false,
    name: 'Sjöviks Herrgård',
    email: 'info@sjovik.test',
    language: 'sv',
    index_priority: 1,
    invited: false,
    invited_at: null,
    invitations: 0,
    seen_by_admin: true,
    send_invitation: true,
    resend_invitation: false,
    status: 'invitation_not_sent',
    quote_id: null,
    quote_status: null,
    total_ex_vat: null,
    total_inc_vat: null,
    present_to_customer: false,
    preliminary: false,
    preliminary_booking: null,
    preliminary_booking_id: null,
    booked_by_customer: false,
    history: '[]',
    can_remove: true,
    response_deadline: null,
    overdue: false,
    ...overrides,
  };
}

/** A New lead as `GET /lead/{id}` answers an admin: it may be converted or discarded. */
export function aLead(overrides: Partial<Schemas['Lead']> = {}): Schemas['Lead'] {
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
    double_room_people: 11,
    accepts_shared_double: true,
    conference_room_size: 24,
    furnishing: 'u_shaped',
    region_id: 2,
    region_name: 'Stockholm',
    city_id: 21,
    city_name: 'Sigtuna',
    vat_basis: 'inc',
    contact_method: 'phone',
    message: 'Vegetarian lunch, please.',
    language: 'sv',
    submitted_at: '2031-02-01T13:05:00Z',
    status: 'New',
    allowed_actions: ['discard', 'convert'],
    ...overrides,
  };
}
