import { useListParams } from '@portal/ui';
import { isCommissionFilter, type CommissionFilter, type CommissionsQuery } from '../../api/commission-types';

/** The server orders each filter its own way (by event date, or newest change); the URL never names it. */
type CommissionSort = 'default';
const SORTS: readonly CommissionSort[] = ['default'];
const FILTERS = ['filter'] as const;

/** The list's params from the URL (`/commission?filter=pending&search=…&page=2`). */
export function useCommissionListParams() {
  return useListParams<CommissionSort, (typeof FILTERS)[number]>({ sorts: SORTS, defaultSort: 'default', defaultOrder: 'asc', filters: FILTERS });
}

export type CommissionListParams = ReturnType<typeof useCommissionListParams>['params'];

/** The filter the URL names, or all (also for a hand-edited value the server would refuse). */
export function filterOf(params: CommissionListParams): CommissionFilter {
  return isCommissionFilter(params.filters.filter) ? params.filters.filter : 'all';
}

/** The query the server gets: page, page size, the search if any, the filter unless all. */
export function toCommissionsQuery(params: CommissionListParams): CommissionsQuery {
  const filter = filterOf(params);
  return {
    page: params.page,
    per_page: params.perPage,
    ...(params.search ? { search: params.search } : {}),
    ...(filter !== 'all' ? { filter } : {}),
  };
}
