import { useListParams, type ListParams } from '@portal/ui';
import { PARTNER_COMMISSION_TABS, type PartnerCommissionTab } from '../../api/commission-types';
import type { PartnerCommissionsQuery } from './api/use-partner-commissions';

/** The server orders each tab itself (by event date, submitted newest first): no column sorts. */
type ServerOrder = 'server';
const SORTS: readonly ServerOrder[] = ['server'];

/** The list's one filter as it appears in the URL: `?tab=upcoming` (to report, the first tab, is left out). */
export const PARTNER_COMMISSION_FILTERS = ['tab'] as const;
export type PartnerCommissionListParams = ListParams<ServerOrder, (typeof PARTNER_COMMISSION_FILTERS)[number]>;

export const DEFAULT_COMMISSION_TAB: PartnerCommissionTab = 'to_report';

/** The tab shown; anything else in a hand-edited URL shows the first one. */
export function commissionTabOf(filters: PartnerCommissionListParams['filters']): PartnerCommissionTab {
  return PARTNER_COMMISSION_TABS.find((tab) => tab === filters.tab) ?? DEFAULT_COMMISSION_TAB;
}

/** The query the server gets for these params: the tab always, and the page. */
export function toPartnerCommissionsQuery(params: PartnerCommissionListParams): PartnerCommissionsQuery {
  return { tab: commissionTabOf(params.filters), page: params.page, per_page: params.perPage };
}

/** The list's state in the URL (`?tab=submitted&page=2`), so reload, back and shared links keep it. */
export function useCommissionListParams() {
  return useListParams<ServerOrder, (typeof PARTNER_COMMISSION_FILTERS)[number]>({
    sorts: SORTS,
    defaultSort: 'server',
    defaultOrder: 'asc',
    filters: PARTNER_COMMISSION_FILTERS,
  });
}
