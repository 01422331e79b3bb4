import type { Schemas } from '@portal/api-client';
import { aPage } from '@portal/platform/testing';
import type { Quote, QuoteListItem } from '../api/quote-types';

/** One quote in the admin's list as `GET /quotes` answers it: submitted by a partner venue; tests override what they look at. */
export function aQuoteListItem(overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  return {
    id: 5,
    bidder_id: 31,
    opportunity_id: 12,
    opportunity_name: 'Kickoff i Sigtuna',
    account_id: 7,
    venue_name: 'Sjöviks Herrgård',
    is_outside_partner: false,
    status: 'submitted',
    start_date: '2031-03-12',
    end_date: '2031-03-13',
    participants: 24,
    invited_at: '2031-02-01T09:00:00Z',
    response_deadline: '2031-02-08',
    overdue: false,
    submitted_at: '2031-02-03T15:00:00Z',
    response_hours: 54,
    total_ex_vat: 8_450_000,
    total_inc_vat: 9_750_000,
    updated_at: '2031-02-03T15:00:00Z',
    ...overrides,
  };
}

/** One page of quotes in the API's envelope. */
export const aQuotePage = (items: QuoteListItem[], meta?: Parameters<typeof aPage>[1]) => aPage(items, meta);

/**
 * A complete quote as `GET /quote/{id}` answers an admin: a partner venue's submitted answer to a
 * two-day conference with overnight stay, priced ex VAT.
 */
export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 5,
    bidder_id: 31,
    opportunity_id: 12,
    opportunity_name: 'Kickoff i Sigtuna',
    account_id: 7,
    venue_name: 'Sjöviks Herrgård',
    is_outside_partner: false,
    status: 'submitted',
    vat_basis: 'ex',
    invited_at: '2031-02-01T09:00:00Z',
    response_deadline: '2031-02-08',
    overdue: false,
    submitted_at: '2031-02-03T15:00:00Z',
    denied_at: null,
    denied_reason: null,
    request: {
      opportunity_id: 12,
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
      region: 'Stockholm',
      city: 'Sigtuna',
      message: 'Vegetarisk lunch för fyra.',
      items: [{ kind: 'meal', name: 'Lunch', day: '2031-03-12', quantity: 24, room_size: null, seating: null, comment: null }],
      answers: [{ question_sv: 'Behövs projektor?', question_en: 'Is a projector needed?', answer_sv: 'Ja', answer_en: 'Yes' }],
    },
    lines: [
      {
        id: 101,
        kind: 'single_room',
        name: 'Enkelrum',
        day: null,
        vat_kind: 'accommodation',
        vat_rate_bp: 1200,
        requested_quantity: 10,
        offered_quantity: 10,
        ordinary_price: 145_000,
        price: 125_000,
        discount_bp: 1000,
        courses: null,
        total_ex_vat: 1_125_000,
        total_inc_vat: 1_260_000,
      },
      {
        id: 102,
        kind: 'meal',
        name: 'Lunch',
        day: '2031-03-12',
        vat_kind: 'food',
        vat_rate_bp: 1200,
        requested_quantity: 24,
        offered_quantity: 24,
        ordinary_price: null,
        price: 19_500,
        discount_bp: 0,
        courses: 'Sallad, fisk, kaffe',
        total_ex_vat: 468_000,
        total_inc_vat: 524_160,
      },
    ],
    halls: [{ name: 'Sjösalen', size_sqm: 80, capacity: 30, seating: 'u_shaped', comment: 'Utsikt över sjön' }],
    files: [
      { id: 1, kind: 'image', name: 'salen.jpg', url: '/api/files/salen-key', thumbnail_url: '/api/files/salen-thumb', content_type: 'image/jpeg', size: 820_400 },
      { id: 2, kind: 'attachment', name: 'villkor.pdf', url: '/api/files/villkor-key', thumbnail_url: null, content_type: 'application/pdf', size: 2_400_000 },
    ],
    totals: { ex_vat: 1_593_000, vat: 191_160, inc_vat: 1_784_160 },
    history: [
      { at: '2031-02-01T09:00:00Z', by: { id: 1, name: 'Admin Demo' }, event: 'invited', detail: 'info@sjovik.test' },
      { at: '2031-02-03T15:00:00Z', by: { id: 4, name: 'Karin Sjövik' }, event: 'submitted', detail: null },
    ],
    actions: { edit: false, submit: false, deny: false, extend_deadline: false },
    updated_at: '2031-02-03T15:00:00Z',
    additional_information: 'Parkering ingår.',
    commission_bp: 1000,
    free_cancellation: 'Fram till 30 dagar före.',
    direct_contact: true,
    direct_contact_comment: 'Ring receptionen.',
    same_price: false,
    same_price_comment: 'Priset gäller 20–28 personer.',
    responded_accordingly: true,
    responder_name: 'Karin Sjövik',
    responder_phone: '070-123 45 67',
    responder_email: 'karin@sjovik.test',
    comments: 'Välkomna!',
    ...overrides,
  };
}

/** The venue behind quote 5 as `GET /get-bidder/12` answers it: invited, its quote still open to an answer. */
export function aBidder(overrides: Partial<Schemas['Bidder']> = {}): Schemas['Bidder'] {
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
    invited: true,
    invited_at: '2031-02-01T09:00:00Z',
    invitations: 1,
    seen_by_admin: true,
    send_invitation: false,
    resend_invitation: false,
    status: 'submitted',
    quote_id: 5,
    quote_status: 'submitted',
    total_ex_vat: 1_593_000,
    total_inc_vat: 1_784_160,
    present_to_customer: false,
    preliminary: false,
    preliminary_booking: null,
    preliminary_booking_id: null,
    history: '[]',
    can_remove: false,
    response_deadline: '2031-02-08',
    overdue: false,
    ...overrides,
  };
}
