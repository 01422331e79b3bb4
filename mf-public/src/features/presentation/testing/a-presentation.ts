// Presentations as the API answers them, for this feature's tests (never imported by application code).
import type { Schemas } from '@portal/api-client';

type Presentation = Schemas['Presentation'];
type PresentedVenue = Schemas['PresentedVenue'];
type QuoteLine = Schemas['QuoteLine'];

let nextLineId = 900;

function aLine(overrides: Partial<QuoteLine>): QuoteLine {
  nextLineId += 1;
  const kind = overrides.kind ?? 'product';
  // The unit the server gives a line of its kind (quotes/rules.ts requestedOfItem).
  const unit: QuoteLine['unit'] =
    kind === 'single_room' || kind === 'double_room' ? 'room_night' : kind === 'conference_room' ? 'room_day' : kind === 'meal' && !overrides.day ? 'person_day' : 'person';
  return {
    unit,
    id: nextLineId,
    kind: 'product',
    name: 'Produkt',
    day: null,
    vat_kind: 'other',
    vat_rate_bp: 2500,
    requested_quantity: 1,
    offered_quantity: 1,
    ordinary_price: null,
    price: 10_000,
    discount_bp: 0,
    courses: null,
    total_ex_vat: 10_000,
    total_inc_vat: 12_500,
    ...overrides,
  };
}

/** A venue that offers everything asked, priced ex VAT (öre). */
export function aVenue(overrides: Partial<PresentedVenue> = {}): PresentedVenue {
  return {
    bidder_id: 41,
    quote_id: 17,
    position: 1,
    name: 'Sjöviks Herrgård',
    title: 'Herrgård vid Siljan',
    description: 'En herrgård vid sjön med egen brygga.\nBastu och vedeldad badtunna.',
    address: 'Sjövägen 4',
    city: 'Leksand',
    location: { lat: 60.7306, lng: 14.9996 },
    images: [
      { url: '/api/files/img-1', thumbnail_url: '/api/files/img-1-thumb' },
      { url: '/api/files/img-2', thumbnail_url: null },
    ],
    halls: [{ name: 'Siljansalen', size_sqm: 120, capacity: 60, seating: 'u_shaped', comment: 'Utsikt över sjön' }],
    lines: [
      aLine({ kind: 'single_room', name: 'Enkelrum', vat_kind: 'accommodation', vat_rate_bp: 1200, requested_quantity: 6, offered_quantity: 6, price: 125_000, total_ex_vat: 750_000, total_inc_vat: 840_000 }),
      // A quantity the venue left as asked comes as null.
      aLine({ kind: 'meal', name: 'Lunch', vat_kind: 'food', vat_rate_bp: 1200, requested_quantity: 80, offered_quantity: null, price: 18_500, total_ex_vat: 1_480_000, total_inc_vat: 1_657_600 }),
      aLine({ kind: 'meal', name: 'Middag', day: '2031-03-12', vat_kind: 'food', vat_rate_bp: 1200, requested_quantity: 40, offered_quantity: null, price: null, total_ex_vat: 0, total_inc_vat: 0 }),
      // A package priced per person, with the venue's ordinary price and a discount: 20 × 695 kr − 10 % = 12 510 kr.
      aLine({ name: 'Heldagskonferens', vat_kind: 'conference', requested_quantity: 20, offered_quantity: 20, ordinary_price: 75_000, price: 69_500, discount_bp: 1000, total_ex_vat: 1_251_000, total_inc_vat: 1_563_750 }),
    ],
    totals: { ex_vat: 2_230_000, vat: 267_600, inc_vat: 2_497_600 },
    additional_information: 'Kanoter ingår.',
    free_cancellation: 'Fri avbokning fram till 30 dagar före.',
    attachment: { id: 71, kind: 'attachment', name: 'konferenspaket.pdf', url: '/api/files/q-71', thumbnail_url: null, content_type: 'application/pdf', size: 482_000 },
    comparison: {
      days: 2,
      participants: 40,
      total: 2_230_000,
      per_participant: 55_750,
      per_day: 1_115_000,
      per_participant_day: 27_875,
      single_rooms: 6,
      double_rooms: 3,
      largest_hall_sqm: 120,
      most_places: 60,
      gaps: [],
    },
    booked: false,
    ...overrides,
  };
}

/** The second venue: cheaper, but short of rooms, of a hall for everyone and of lunch on day 2. */
export function aShortVenue(overrides: Partial<PresentedVenue> = {}): PresentedVenue {
  return aVenue({
    bidder_id: 42,
    quote_id: 18,
    position: 2,
    name: 'Hamnhotellet',
    title: null,
    description: null,
    address: null,
    city: 'Visby',
    location: null,
    images: [],
    halls: [],
    additional_information: null,
    free_cancellation: null,
    attachment: null,
    comparison: {
      days: 2,
      participants: 40,
      total: 1_990_000,
      per_participant: 49_750,
      per_day: 995_000,
      per_participant_day: 24_875,
      single_rooms: 4,
      double_rooms: 3,
      largest_hall_sqm: 50,
      most_places: 30,
      gaps: [
        { kind: 'single_rooms', requested: 6, offered: 4, name: null, day: null },
        { kind: 'hall_size', requested: 40, offered: null, name: null, day: null },
        { kind: 'meal_missing', requested: 40, offered: null, name: 'Lunch', day: '2031-03-13' },
      ],
    },
    ...overrides,
  });
}

/** A presentation as sent to the customer, open for booking. */
export function aPresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    opportunity_id: 9,
    preview: false,
    language: 'sv',
    customer_name: 'Acme AB',
    vat_basis: 'ex',
    request: {
      opportunity_id: 9,
      conference_type: 'overnight',
      start_date: '2031-03-12',
      end_date: '2031-03-13',
      arrival_time: '09:00:00',
      departure_time: '16:00:00',
      participants: 40,
      single_rooms: 6,
      double_rooms: 3,
      conference_room_size: 40,
      seating: 'u_shaped',
      vat_basis: 'ex',
      region: 'Dalarna',
      city: 'Leksand',
      message: null,
      items: [
        { kind: 'meal', name: 'Lunch', day: null, quantity: 40, room_size: null, seating: null, comment: null },
        { kind: 'meal', name: 'Middag', day: '2031-03-12', quantity: 40, room_size: null, seating: null, comment: null },
      ],
      answers: [],
    },
    venues: [aVenue(), aShortVenue()],
    sent_at: '2031-02-20T09:30:00Z',
    booked_at: null,
    booked_bidder_ids: [],
    can_book: true,
    contact: { name: 'Maria Lind', email: 'maria@formedlaren.test' },
    ...overrides,
  };
}
