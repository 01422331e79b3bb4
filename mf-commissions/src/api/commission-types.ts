import type { paths, Schemas } from '@portal/api-client';

export type Commission = Schemas['Commission'];
export type CommissionListItem = Schemas['CommissionListItem'];
export type CommissionStatus = Schemas['CommissionStatus'];
export type CommissionFilter = Schemas['CommissionFilter'];
export type CommissionLine = Schemas['CommissionLine'];
export type CommissionHistoryEntry = Schemas['CommissionHistoryEntry'];
export type CommissionSum = Schemas['CommissionSum'];
export type CommissionPage = Schemas['CommissionPage'];
export type CommissionSummary = Schemas['CommissionSummaryEnvelope']['data'];

/** What the admin's commission list can ask the server for: page, page size, search, filter. */
export type CommissionsQuery = NonNullable<paths['/commissions']['get']['parameters']['query']>;

/** The admin's filters in the order SPEC §2 names them, all last. */
export const COMMISSION_FILTERS: readonly CommissionFilter[] = ['new_to_report', 'upcoming', 'pending', 'received', 'all'];

export function isCommissionFilter(value: string | undefined): value is CommissionFilter {
  return COMMISSION_FILTERS.includes(value as CommissionFilter);
}
