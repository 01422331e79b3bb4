import { pageQuery, useListParams, type ListParams, type ListParamsConfig } from '@portal/ui';
import { LEAD_STATUSES, type LeadSortField, type LeadStatus, type LeadsQuery } from '../../api/use-leads';

/** The list's state as it lives in the URL, so reload, back and shared links keep it. */
export type LeadListParams = ListParams<LeadSortField, 'status'>;

/** The server's defaults (openapi: per_page 20, sort submitted_at, order desc); they stay out of the URL. */
const LEAD_LIST_CONFIG: ListParamsConfig<LeadSortField, 'status'> = {
  sorts: ['submitted_at', 'name', 'business', 'start_date', 'participants', 'status'],
  defaultSort: 'submitted_at',
  defaultOrder: 'desc',
  filters: ['status'],
};

/** The status filter, or null for all; a hand-edited or outdated status in the URL means all. */
export function leadStatusOf(params: LeadListParams): LeadStatus | null {
  return LEAD_STATUSES.find((status) => status === params.filters.status) ?? null;
}

/** The query the server gets for these params. */
export function toLeadsQuery(params: LeadListParams): LeadsQuery {
  const status = leadStatusOf(params);
  return {
    ...pageQuery(params),
    ...(status ? { status } : {}),
  };
}

/** The list's params from the URL, and a way to change some of them (a new history entry unless `replace`). */
export function useLeadListParams() {
  return useListParams(LEAD_LIST_CONFIG);
}
