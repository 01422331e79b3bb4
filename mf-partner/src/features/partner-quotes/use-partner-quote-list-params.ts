import { useListParams, type ListParams } from '@portal/ui';
import { PARTNER_QUOTE_TABS, type PartnerQuoteTab } from '../../api/quote-types';
import type { PartnerQuotesQuery } from './api/use-partner-quotes';

/** The server orders each tab itself (waiting by deadline, the others newest first): no column sorts. */
type ServerOrder = 'server';
const SORTS: readonly ServerOrder[] = ['server'];

/** The list's one filter as it appears in the URL: `?tab=accepted` (waiting, the first tab, is left out). */
export const PARTNER_QUOTE_FILTERS = ['tab'] as const;
export type PartnerQuoteListParams = ListParams<ServerOrder, (typeof PARTNER_QUOTE_FILTERS)[number]>;

export const DEFAULT_TAB: PartnerQuoteTab = 'waiting';

/** The tab shown; anything else in a hand-edited URL shows the first one. */
export function tabOf(filters: PartnerQuoteListParams['filters']): PartnerQuoteTab {
  return PARTNER_QUOTE_TABS.find((tab) => tab === filters.tab) ?? DEFAULT_TAB;
}

/** The query the server gets for these params: the tab always, the search if any, the page. */
export function toPartnerQuotesQuery(params: PartnerQuoteListParams): PartnerQuotesQuery {
  return {
    tab: tabOf(params.filters),
    page: params.page,
    per_page: params.perPage,
    ...(params.search ? { search: params.search } : {}),
  };
}

/** The list's state in the URL (`?tab=accepted&search=leksand&page=2`), so reload, back and shared links keep it. */
export function usePartnerQuoteListParams() {
  return useListParams<ServerOrder, (typeof PARTNER_QUOTE_FILTERS)[number]>({
    sorts: SORTS,
    defaultSort: 'server',
    defaultOrder: 'asc',
    filters: PARTNER_QUOTE_FILTERS,
  });
}
