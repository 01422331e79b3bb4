import { useSearchParams } from 'react-router';
import type { SortOrder, TableQuery } from './data-table';

/** A list's state: the table's page and order, the search, and each filter by its own name. */
export type ListParams<S extends string, F extends string = never> = TableQuery<S> & {
  search: string;
  filters: Partial<Record<F, string>>;
};

export interface ListParamsConfig<S extends string, F extends string = never> {
  /** The sort fields the server accepts (openapi's enum for `sort`). */
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder: SortOrder;
  /** Filter names, each both the URL parameter and the API's query parameter (`type`, `account_id`). */
  filters?: readonly F[];
  /** The server's default `per_page`; 20 unless given. */
  defaultPerPage?: number;
}

export interface UpdateListParamsOptions {
  /** Replace the current history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

/** The page sizes DataTable offers. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
const DEFAULT_PER_PAGE = 20;
/** The server's limit for `search` (openapi `Search`). */
const SEARCH_MAX_LENGTH = 100;

function defaults<S extends string, F extends string>(config: ListParamsConfig<S, F>): ListParams<S, F> {
  return {
    page: 1,
    perPage: config.defaultPerPage ?? DEFAULT_PER_PAGE,
    sort: config.defaultSort,
    order: config.defaultOrder,
    search: '',
    filters: {},
  };
}

/** Reads the URL leniently: a hand-edited or outdated value falls back to the default. */
export function parseListParams<S extends string, F extends string = never>(
  config: ListParamsConfig<S, F>,
  search: URLSearchParams,
): ListParams<S, F> {
  const fallback = defaults(config);
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  const sort = search.get('sort');
  const order = search.get('order');
  const filters: Partial<Record<F, string>> = {};
  for (const name of config.filters ?? []) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : fallback.page,
    perPage: PAGE_SIZES.includes(perPage) || perPage === fallback.perPage ? perPage : fallback.perPage,
    sort: config.sorts.find((allowed) => allowed === sort) ?? fallback.sort,
    order: order === 'asc' || order === 'desc' ? order : fallback.order,
    search: (search.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    filters,
  };
}

/** Writes only what differs from the defaults: `?search=hotell&type=Partner&page=2`. */
export function serializeListParams<S extends string, F extends string = never>(
  config: ListParamsConfig<S, F>,
  params: ListParams<S, F>,
): URLSearchParams {
  const fallback = defaults(config);
  const entries: [string, string][] = [];
  if (params.search) entries.push(['search', params.search]);
  for (const name of config.filters ?? []) {
    const value = params.filters[name];
    if (value) entries.push([name, value]);
  }
  if (params.sort !== fallback.sort) entries.push(['sort', params.sort]);
  if (params.order !== fallback.order) entries.push(['order', params.order]);
  if (params.perPage !== fallback.perPage) entries.push(['per_page', String(params.perPage)]);
  if (params.page !== fallback.page) entries.push(['page', String(params.page)]);
  return new URLSearchParams(entries);
}

/**
 * The part of a list's server query every list shares, typed by its sort fields: `page, per_page,
 * sort, order` and the search if any. A list adds its own filters, checked against its own types.
 */
export function pageQuery<S extends string, F extends string = never>(
  params: ListParams<S, F>,
): { page: number; per_page: number; sort: S; order: 'asc' | 'desc'; search?: string } {
  return {
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    order: params.order,
    ...(params.search ? { search: params.search } : {}),
  };
}

/** The query the server gets: `page, per_page, sort, order`, the search if any, each set filter. */
export function toListQuery<S extends string, F extends string = never>(params: ListParams<S, F>): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    order: params.order,
  };
  if (params.search) query.search = params.search;
  for (const [name, value] of Object.entries(params.filters)) {
    if (typeof value === 'string' && value) query[name] = value;
  }
  return query;
}

/**
 * Merges a change into the params. Filters merge by name (an empty or undefined value removes
 * one), and a new search or filter starts again at page 1 unless the change names a page.
 */
export function mergeListParams<S extends string, F extends string = never>(
  params: ListParams<S, F>,
  changes: Partial<ListParams<S, F>>,
): ListParams<S, F> {
  const filters = changes.filters ? { ...params.filters, ...changes.filters } : params.filters;
  const narrowed =
    (changes.search !== undefined && changes.search !== params.search) ||
    (changes.filters !== undefined &&
      Object.entries(changes.filters).some(([name, value]) => (value || undefined) !== (params.filters[name as F] || undefined)));
  return {
    ...params,
    ...changes,
    filters,
    page: changes.page ?? (narrowed ? 1 : params.page),
  };
}

/**
 * A list page's state kept in the URL, so reload, back and shared links keep it. `params` feeds
 * DataTable and the filters, `query` the API call, `update` changes some of the params (a new
 * history entry unless `replace`).
 */
export function useListParams<S extends string, F extends string = never>(config: ListParamsConfig<S, F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(config, searchParams);
  const update = (changes: Partial<ListParams<S, F>>, options: UpdateListParamsOptions = {}): void => {
    setSearchParams(serializeListParams(config, mergeListParams(params, changes)), { replace: options.replace });
  };
  return { params, update, query: toListQuery(params) };
}
