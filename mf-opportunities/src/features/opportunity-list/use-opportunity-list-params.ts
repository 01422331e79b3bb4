import { pageQuery, useListParams, type ListParams } from '@portal/ui';
import {
  OPPORTUNITY_SORT_FIELDS,
  OPPORTUNITY_STATUSES,
  type OpportunitiesQuery,
  type OpportunitySortField,
  type OpportunityStatus,
} from '../../api/use-opportunities';

/** The list's filters as they appear in the URL: `?status=open&owner=3` (the owner filters the board too). */
export const OPPORTUNITY_FILTERS = ['status', 'owner'] as const;
export type OpportunityFilter = (typeof OPPORTUNITY_FILTERS)[number];
export type OpportunityListParams = ListParams<OpportunitySortField, OpportunityFilter>;

/** The status the filter shows as chosen; anything else in a hand-edited URL counts as all. */
export function statusOf(filters: OpportunityListParams['filters']): OpportunityStatus | null {
  return OPPORTUNITY_STATUSES.find((status) => status === filters.status) ?? null;
}

/** The owner chosen (an admin's id); anything else in a hand-edited URL counts as all. */
export function ownerOf(filters: OpportunityListParams['filters']): number | undefined {
  const id = Number(filters.owner);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The query the server gets for these params. */
export function toOpportunitiesQuery(params: OpportunityListParams): OpportunitiesQuery {
  const status = statusOf(params.filters);
  const owner = ownerOf(params.filters);
  return {
    ...pageQuery(params),
    ...(status ? { status } : {}),
    ...(owner ? { owner_id: owner } : {}),
  };
}

/** The list's state in the URL: every opportunity, newest first, unless the URL says otherwise. */
export function useOpportunityListParams() {
  return useListParams<OpportunitySortField, OpportunityFilter>({
    sorts: OPPORTUNITY_SORT_FIELDS,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: OPPORTUNITY_FILTERS,
  });
}
