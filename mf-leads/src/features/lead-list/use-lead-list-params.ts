import type { TableQuery } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { LEAD_STATUSES, type LeadSortField, type LeadStatus, type LeadsQuery } from '../../api/use-leads';

/** The list's state as it lives in the URL, so reload, back and shared links keep it. */
export interface LeadListParams extends TableQuery<LeadSortField> {
  search: string;
  status: LeadStatus | null;
}

const SORT_FIELDS: readonly LeadSortField[] = ['submitted_at', 'name', 'business', 'start_date', 'participants', 'status'];
const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The server's defaults (openapi: per_page 20, sort submitted_at, order desc); they stay out of the URL. */
export const DEFAULT_LEAD_LIST_PARAMS: LeadListParams = {
  page: 1,
  perPage: 20,
  sort: 'submitted_at',
  order: 'desc',
  search: '',
  status: null,
};

function oneOf<T extends string | number>(allowed: readonly T[], value: T | null, fallback: T): T {
  return value !== null && allowed.includes(value) ? value : fallback;
}

/** Reads the URL leniently: a hand-edited or outdated value falls back to the default. */
export function parseLeadListParams(search: URLSearchParams): LeadListParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : DEFAULT_LEAD_LIST_PARAMS.page,
    perPage: oneOf<number>(PAGE_SIZES, Number(search.get('per_page')), DEFAULT_LEAD_LIST_PARAMS.perPage),
    sort: oneOf(SORT_FIELDS, search.get('sort') as LeadSortField | null, DEFAULT_LEAD_LIST_PARAMS.sort),
    order: oneOf(['asc', 'desc'] as const, search.get('order') as 'asc' | 'desc' | null, DEFAULT_LEAD_LIST_PARAMS.order),
    search: (search.get('search') ?? '').trim().slice(0, 100),
    status: LEAD_STATUSES.includes(search.get('status') as LeadStatus) ? (search.get('status') as LeadStatus) : null,
  };
}

/** Writes only what differs from the defaults: `/leads?status=New&page=2`. */
export function serializeLeadListParams(params: LeadListParams): URLSearchParams {
  const entries: [string, string][] = [];
  if (params.search) entries.push(['search', params.search]);
  if (params.status) entries.push(['status', params.status]);
  if (params.sort !== DEFAULT_LEAD_LIST_PARAMS.sort) entries.push(['sort', params.sort]);
  if (params.order !== DEFAULT_LEAD_LIST_PARAMS.order) entries.push(['order', params.order]);
  if (params.perPage !== DEFAULT_LEAD_LIST_PARAMS.perPage) entries.push(['per_page', String(params.perPage)]);
  if (params.page !== DEFAULT_LEAD_LIST_PARAMS.page) entries.push(['page', String(params.page)]);
  return new URLSearchParams(entries);
}

/** The query the server gets for these params. */
export function toLeadsQuery(params: LeadListParams): LeadsQuery {
  return {
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    order: params.order,
    ...(params.search ? { search: params.search } : {}),
    ...(params.status ? { status: params.status } : {}),
  };
}

/** The list's params from the URL, and a way to change some of them (a new history entry unless `replace`). */
export function useLeadListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseLeadListParams(searchParams);
  const update = (changes: Partial<LeadListParams>, options: { replace?: boolean } = {}) => {
    setSearchParams(serializeLeadListParams({ ...params, ...changes }), { replace: options.replace });
  };
  return { params, update };
}
