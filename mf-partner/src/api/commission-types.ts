import type { Schemas } from '@portal/api-client';

/** One commission of the venue's as lists show it (`/p-commission` and the dashboard's reports due). */
export type CommissionListItem = Schemas['CommissionListItem'];
export type CommissionStatus = Schemas['CommissionStatus'];
/** The tabs of `/p-commission`, in their order. */
export type PartnerCommissionTab = Schemas['PartnerCommissionTab'];

export const PARTNER_COMMISSION_TABS: readonly PartnerCommissionTab[] = ['to_report', 'upcoming', 'submitted'];
