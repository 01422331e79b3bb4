// A quote as `GET quote/{id}` answers it, for tests and stories (never imported by application code).
import type { Quote, QuoteFile, QuoteLine } from '../quote-form-values';

let nextLineId = 500;

/** A line made from the request, not answered yet unless told otherwise. */
export function aQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  nextLineId += 1;
  const kind = overrides.kind ?? 'product';
  // The unit the server gives a line of its kind (rules.ts requestedOfItem): a meal every day counts persons × days.
  const unit: QuoteLine['unit'] =
    kind === 'single_room' || kind === 'double_room' ? 'room_night' : kind === 'conference_room' ? 'room_day' : kind === 'meal' && !overrides.day ? 'person_day' : 'person';
  return {
    id: nextLineId,
    kind: 'product',
    name: 'Produkt',
    day: null,
    vat_kind: 'other',
    vat_rate_bp: 2500,
    unit,
    requested_quantity: 1,
    offered_quantity: null,
    ordinary_price: null,
    price: null,
    discount_bp: 0,
    courses: null,
    total_ex_vat: 0,
    total_inc_vat: 0,
    ...overrides,
  };
}

/** Lines of a two-day conference for 40 with overnight stay, as the server makes them. */
export function demoQuoteLines(): QuoteLine[] {
  return [
    aQuoteLine({ kind: 'single_room', name: 'Enkelrum', vat_kind: 'accommodation', vat_rate_bp: 1200, requested_quantity: 20 }),
    aQuoteLine({ kind: 'double_room', name: 'Dubbelrum', vat_kind: 'accommodation', vat_rate_bp: 1200, requested_quantity: 10 }),
    aQuoteLine({ kind: 'conference_room', name: 'Konferenslokal', vat_kind: 'conference', vat_rate_bp: 2500, requested_quantity: 2 }),
    aQuoteLine({ kind: 'meal', name: 'Lunch', vat_kind: 'food', vat_rate_bp: 1200, requested_quantity: 80 }),
    aQuoteLine({ kind: 'meal', name: 'Middag', day: '2031-03-12', vat_kind: 'food', vat_rate_bp: 1200, requested_quantity: 40 }),
  ];
}

export function aQuoteFile(overrides: Partial<QuoteFile> = {}): QuoteFile {
  return {
    id: 71,
    kind: 'attachment',
    name: 'konferenspaket.pdf',
    url: '/api/files/q-71',
    thumbnail_url: null,
    content_type: 'application/pdf',
    size: 482_000,
    ...overrides,
  };
}

/** A partner's quote still to answer (new), with its request. */
export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 17,
    bidder_id: 41,
    opportunity_id: 9,
    account_id: 3,
    venue_name: 'Demo Konferenshotell',
    is_outside_partner: false,
    status: 'new',
    vat_basis: 'ex',
    invited_at: '2031-02-01T09:30:00Z',
    response_deadline: '2031-02-08',
    overdue: false,
    submitted_at: null,
    denied_at: null,
    denied_reason: null,
    request: {
      opportunity_id: 9,
      conference_type: 'overnight',
      start_date: '2031-03-12',
      end_date: '2031-03-13',
      arrival_time: '09:00:00',
      departure_time: '16:00:00',
      participants: 40,
      single_rooms: 10,
      double_rooms: 5,
      conference_room_size: 40,
      seating: 'u_shaped',
      vat_basis: 'ex',
      region: 'Dalarna',
      city: 'Leksand',
      message: 'Vi vill gärna ha utsikt över sjön.\nEn deltagare är glutenintolerant.',
      items: [
        { kind: 'meal', name: 'Lunch', day: null, quantity: 40, room_size: null, seating: null, comment: null },
        { kind: 'meal', name: 'Middag', day: '2031-03-12', quantity: 40, room_size: null, seating: null, comment: 'Trerätters' },
        { kind: 'conference_room', name: 'Konferenslokal', day: null, quantity: 40, room_size: 40, seating: 'u_shaped', comment: null },
      ],
      answers: [
        { question_sv: 'Behöver ni projektor?', question_en: 'Do you need a projector?', answer_sv: 'Ja', answer_en: 'Yes' },
        { question_sv: 'Aktiviteter', question_en: 'Activities', answer_sv: 'Vandring, Paddling', answer_en: 'Hiking, Paddling' },
      ],
    },
    lines: demoQuoteLines(),
    halls: [],
    files: [],
    totals: { ex_vat: 0, vat: 0, inc_vat: 0 },
    history: null,
    actions: { edit: true, submit: true, deny: true, extend_deadline: false },
    preliminary_booking: null,
    updated_at: '2031-02-01T09:30:00Z',
    additional_information: null,
    commission_bp: 1000,
    free_cancellation: null,
    direct_contact: null,
    direct_contact_comment: null,
    same_price: null,
    same_price_comment: null,
    responded_accordingly: null,
    responder_name: null,
    responder_phone: null,
    responder_email: null,
    comments: null,
    ...overrides,
  };
}
