import type { paths } from '@portal/api-client';
import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';

/** What the lead list can ask the server for: page, page size, search, sort, order, status. */
export type LeadsQuery = NonNullable<paths['/leads']['get']['parameters']['query']>;
export type LeadSortField = NonNullable<LeadsQuery['sort']>;
export type LeadStatus = NonNullable<LeadsQuery['status']>;

export const LEAD_STATUSES: readonly LeadStatus[] = ['New', 'Converted', 'Discarded'];

/**
 * One page of leads, paged, searched, sorted and filtered on the server. While the next page
 * loads the previous one stays on screen, so the table does not jump.
 */
export function useLeads(query: LeadsQuery) {
  return $api.useQuery('get', '/leads', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}
