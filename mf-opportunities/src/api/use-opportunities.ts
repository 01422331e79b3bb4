import type { paths, Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';

export type Opportunity = Schemas['Opportunity'];
export type OpportunityStatus = Schemas['OpportunityStatus'];
export type OpportunityAction = Schemas['OpportunityAction'];
export type LostReason = Schemas['LostReason'];

/** What the opportunity list can ask the server for. */
export type OpportunitiesQuery = NonNullable<paths['/opportunities']['get']['parameters']['query']>;
export type OpportunitySortField = NonNullable<OpportunitiesQuery['sort']>;

export const OPPORTUNITY_STATUSES: readonly OpportunityStatus[] = ['open', 'won', 'lost', 'closed'];
export const OPPORTUNITY_SORT_FIELDS: readonly OpportunitySortField[] = ['created_at', 'name', 'start_date', 'participants', 'status'];
export const LOST_REASONS: readonly LostReason[] = ['customer_cancelled', 'changed_dates', 'booked_alternative', 'other'];

/** One page of opportunities, searched, filtered and sorted on the server; the previous page stays while the next loads. */
export function useOpportunities(query: OpportunitiesQuery, enabled = true) {
  return $api.useQuery('get', '/opportunities', { params: { query } }, { enabled, placeholderData: keepPreviousData, select: (body) => body.data });
}
