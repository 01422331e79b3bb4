import { aPage } from '@portal/platform/testing';
import type { Commission, CommissionListItem, CommissionPage } from '../api/commission-types';

/** One commission in the admin's list as `GET /commissions` answers it: reported, 1 200 kr below the quote. */
export function aCommissionListItem(overrides: Partial<CommissionListItem> = {}): CommissionListItem {
  return {
    id: 3,
    opportunity_id: 12,
    title: 'Kickoff i Sigtuna',
    account_id: 7,
    venue_name: 'Sjöviks Herrgård',
    status: 'reported',
    event_start: '2031-03-12',
    event_end: '2031-03-13',
    quote_amount: 1_593_000,
    amount: 1_473_000,
    difference: -120_000,
    booking_status: 'conducted',
    invoiced_on_quote: false,
    reminders_sent: 1,
    reported_at: '2031-03-20T10:00:00Z',
    invoiced_at: null,
    received_at: null,
    ...overrides,
  };
}

/** Every filter's count and sum. */
export const aSummary = (): CommissionPage['summary'] => ({
  new_to_report: { count: 2, amount: 2_500_000 },
  upcoming: { count: 5, amount: 4_000_000 },
  pending: { count: 3, amount: 1_473_000 },
  received: { count: 9, amount: 12_345_600 },
  all: { count: 19, amount: 20_318_600 },
});

/** One page of commissions in the API's envelope, with the summary. */
export function aCommissionPage(items: CommissionListItem[], meta?: Parameters<typeof aPage>[1]): CommissionPage {
  return { ...aPage(items, meta), summary: aSummary() } as CommissionPage;
}

/**
 * A complete commission as `GET /commission/{id}` answers an admin: a partner venue's reported
 * conference (one room fewer than quoted), 10 % on accommodation and conference, meals left out.
 */
export function aCommission(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 3,
    opportunity_id: 12,
    title: 'Kickoff i Sigtuna',
    account_id: 7,
    venue_name: 'Sjöviks Herrgård',
    bidder_id: 31,
    quote_id: 5,
    status: 'reported',
    event_start: '2031-03-12',
    event_end: '2031-03-13',
    participants: 24,
    commission_type: 'accommodation_conference',
    commission_bp: 1000,
    meals_bp: 0,
    quote_base: 15_930_000,
    quote_amount: 1_593_000,
    reported_amount: 1_473_000,
    final_amount: null,
    amount: 1_473_000,
    difference: -120_000,
    invoiced_on_quote: false,
    booking_status: 'conducted',
    rescheduled_date: null,
    fee_ex_vat: null,
    invoice_information: 'Faktura till ekonomi@sjovik.test, ref 4711',
    comment: 'En gäst färre än planerat.',
    invoice_copy: { id: 4, name: 'faktura.pdf', url: '/api/files/faktura-key', content_type: 'application/pdf', size: 12_000 },
    reported_at: '2031-03-20T10:00:00Z',
    reported_by: 'Karin Sjövik',
    invoiced_at: null,
    received_at: null,
    reminders_sent: 1,
    next_reminder_at: null,
    final_reason: null,
    lines: [
      {
        id: 1,
        kind: 'single_room',
        name: 'Enkelrum',
        day: null,
        unit: 'room_night',
        discount_bp: 1000,
        category: 'accommodation',
        quantity_in_quote: 10,
        quantity_conducted: 9,
        price_ex_vat: 120_000,
        percent_bp: 1000,
        base_quote: 12_000_000,
        amount_quote: 1_200_000,
        base_conducted: 10_800_000,
        amount_conducted: 1_080_000,
      },
      {
        id: 2,
        kind: 'conference_room',
        name: 'Konferenspaket',
        day: '2031-03-12',
        unit: 'person',
        discount_bp: 0,
        category: 'conference',
        quantity_in_quote: 24,
        quantity_conducted: 24,
        price_ex_vat: 163_750,
        percent_bp: 1000,
        base_quote: 3_930_000,
        amount_quote: 393_000,
        base_conducted: 3_930_000,
        amount_conducted: 393_000,
      },
    ],
    history: [
      { at: '2031-02-20T09:00:00Z', by: 'Admin Demo', event: 'created', text: null },
      { at: '2031-03-14T06:00:00Z', by: null, event: 'to_report', text: null },
      { at: '2031-03-17T06:00:00Z', by: null, event: 'reminded', text: '1/3' },
      { at: '2031-03-20T10:00:00Z', by: 'Karin Sjövik', event: 'reported', text: 'conducted: 14730.00 SEK' },
    ],
    actions: { report: false, invoice: true, receive: false, remind: false, edit_final: true },
    ...overrides,
  };
}
