import type { User } from '@portal/api-client';
import { aPage, aUser } from '@portal/platform/testing';
import type { QuoteListItem } from '../api/quote-types';
import type { PartnerDashboard } from '../features/partner-dashboard/api/use-partner-dashboard';

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
