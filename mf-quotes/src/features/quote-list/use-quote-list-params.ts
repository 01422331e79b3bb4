import { useListParams } from '@portal/ui';
import { isQuoteStatus, type QuotesQuery } from '../../api/quote-types';

/**
 * The server lists quotes newest invitation first and sorts them no other way; the list keeps
 * that one order (the URL never names it).
 */
type QuoteSort = 'invited_at';
const SORTS: readonly QuoteSort[] = ['invited_at'];
const FILTERS = ['status', 'account_id', 'opportunity_id', 'overdue'] as const;
export type QuoteFilter = (typeof FILTERS)[number];

/** The list's params from the URL (`/quotes?status=submitted&account_id=7&overdue=true&search=…&page=2`). */
export function useQuoteListParams() {
  return useListParams<QuoteSort, QuoteFilter>({ sorts: SORTS, defaultSort: 'invited_at', defaultOrder: 'desc', filters: FILTERS });
}

export type QuoteListParams = ReturnType<typeof useQuoteListParams>['params'];

const MAX_ID = 2_147_483_647;

/** An id as the URL holds it, when the server would take it. */
export function parseId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return raw !== undefined && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * The query the server gets. A hand-edited value it would reject (`status=maybe`,
 * `account_id=abc`) is left out rather than failing the whole list.
 */
export function toQuotesQuery(params: QuoteListParams): QuotesQuery {
  const { status, account_id, opportunity_id, overdue } = params.filters;
  const accountId = parseId(account_id);
  const opportunityId = parseId(opportunity_id);
  return {
    page: params.page,
    per_page: params.perPage,
    ...(params.search ? { search: params.search } : {}),
    ...(isQuoteStatus(status) ? { status } : {}),
    ...(accountId !== undefined ? { account_id: accountId } : {}),
    ...(opportunityId !== undefined ? { opportunity_id: opportunityId } : {}),
    ...(overdue === 'true' ? { overdue: true } : {}),
  };
}
