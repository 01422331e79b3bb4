import type { Schemas, User } from '@portal/api-client';
import { aPage, aUser } from '@portal/platform/testing';
import type { CommissionListItem } from '../api/commission-types';
import type { QuoteListItem } from '../api/quote-types';
import type { PartnerDashboard } from '../features/partner-dashboard/api/use-partner-dashboard';

type Commission = Schemas['Commission'];

/** The demo partner as `get-user` answers: Petra of Demo Konferenshotell. */
export function aPartner(overrides: Partial<User> = {}): User {
  return aUser({
    id: 2,
    first_name: 'Petra',
    last_name: 'Partner',
    email: 'partner@demo.test',
    roles: 2,
    company: 'Demo Konferenshotell AB',
    accountDetail: [{ id: 3, name: 'Demo Konferenshotell', type: 'Partner', profile_picture: null }],
    ...overrides,
  });
}

/** A complete quote as the partner lists answer it; tests override what they look at. */
export function aQuote(overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  return {
    id: 41,
    bidder_id: 12,
    opportunity_id: 8,
    opportunity_name: '12–14 mar. 2031 · Leksand',
    account_id: 3,
    venue_name: 'Demo Konferenshotell',
    is_outside_partner: false,
    status: 'new',
    start_date: '2031-03-12',
    end_date: '2031-03-14',
    participants: 24,
    invited_at: '2031-02-01T09:00:00Z',
    response_deadline: '2031-02-08',
    overdue: false,
    submitted_at: null,
    response_hours: null,
    total_ex_vat: null,
    total_inc_vat: null,
    preliminary_status: null,
    updated_at: '2031-02-01T09:00:00Z',
    ...overrides,
  };
}

/** One page of quotes in the API's envelope. */
export const aQuotePage = (items: QuoteListItem[], meta?: Parameters<typeof aPage>[1]) => aPage(items, meta);

/** The dashboard's answer; tests override what they look at. */
export function aDashboard(overrides: Partial<PartnerDashboard> = {}): { data: PartnerDashboard } {
  return {
    data: {
      preliminary: [],
      to_answer: [],
      counts: { preliminary: 0, to_answer: 0, overdue: 0, submitted: 0, accepted: 0 },
      activity: [],
      ...overrides,
    },
  };
}

/** A commission as the venue's lists answer it; tests override what they look at. */
export function aCommissionItem(overrides: Partial<CommissionListItem> = {}): CommissionListItem {
  return {
    id: 7,
    opportunity_id: 8,
    title: '#8 · Leksand',
    account_id: 3,
    venue_name: 'Demo Konferenshotell',
    status: 'to_report',
    event_start: '2031-03-12',
    event_end: '2031-03-14',
    quote_amount: 100_000,
    amount: 100_000,
    difference: null,
    booking_status: null,
    invoiced_on_quote: false,
    reminders_sent: 0,
    reported_at: null,
    invoiced_at: null,
    received_at: null,
    ...overrides,
  };
}

/** One page of commissions with every tab's count, as `GET /partner/commissions` answers. */
export function aCommissionPage(
  items: CommissionListItem[],
  summary: { to_report: number; upcoming: number; submitted: number } = { to_report: items.length, upcoming: 0, submitted: 0 },
  meta?: Parameters<typeof aPage>[1],
) {
  return { ...aPage(items, meta), summary };
}

/** A line of a commission: 10 rooms at 1 000 kr ex VAT, 10 % (1 000 kr commission). */
export function aCommissionLine(overrides: Partial<Commission['lines'][number]> = {}): Commission['lines'][number] {
  return {
    id: 1,
    kind: 'single_room',
    name: 'Enkelrum',
    day: '2031-03-12',
    unit: 'room_night',
    discount_bp: 0,
    category: 'accommodation',
    quantity_in_quote: 10,
    quantity_conducted: null,
    price_ex_vat: 100_000,
    percent_bp: 1000,
    base_quote: 1_000_000,
    amount_quote: 100_000,
    base_conducted: null,
    amount_conducted: null,
    ...overrides,
  };
}

/** A commission to report as `GET /commission/{id}` answers it for the venue. */
export function aCommission(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 7,
    opportunity_id: 8,
    title: '#8 · Leksand',
    account_id: 3,
    venue_name: 'Demo Konferenshotell',
    bidder_id: 12,
    quote_id: 41,
    status: 'to_report',
    event_start: '2031-03-12',
    event_end: '2031-03-14',
    participants: 24,
    commission_type: null,
    commission_bp: 1000,
    meals_bp: 0,
    quote_base: 1_000_000,
    quote_amount: 100_000,
    reported_amount: null,
    final_amount: null,
    amount: 100_000,
    difference: null,
    invoiced_on_quote: false,
    booking_status: null,
    rescheduled_date: null,
    fee_ex_vat: null,
    invoice_information: null,
    comment: null,
    invoice_copy: null,
    reported_at: null,
    reported_by: null,
    invoiced_at: null,
    received_at: null,
    reminders_sent: 0,
    next_reminder_at: null,
    final_reason: null,
    lines: [aCommissionLine()],
    history: [],
    actions: { report: true, invoice: false, receive: false, remind: false, edit_final: false },
    ...overrides,
  };
}
