import type { Schemas } from '@portal/api-client';

/** One quote of the venue's as lists show it (the dashboard's and `/p-quotes`). */
export type QuoteListItem = Schemas['QuoteListItem'];
export type QuoteStatus = Schemas['QuoteStatus'];
/** The tabs of `/p-quotes` (SPEC §2), in their order. */
export type PartnerQuoteTab = Schemas['PartnerQuoteTab'];

export const PARTNER_QUOTE_TABS: readonly PartnerQuoteTab[] = ['waiting', 'preliminary', 'accepted', 'denied', 'lost'];
