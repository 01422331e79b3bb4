import type { paths, Schemas } from '@portal/api-client';

export type Quote = Schemas['Quote'];
export type QuoteListItem = Schemas['QuoteListItem'];
export type QuoteStatus = Schemas['QuoteStatus'];
export type QuoteLine = Schemas['QuoteLine'];
export type QuoteHall = Schemas['QuoteHall'];
export type QuoteFile = Schemas['QuoteFile'];
export type QuoteRequest = Schemas['QuoteRequest'];
export type QuoteHistoryEntry = Schemas['BidderHistoryEntry'];

/** What the admin's quote list can ask the server for: page, page size, search, status, venue, opportunity, overdue. */
export type QuotesQuery = NonNullable<paths['/quotes']['get']['parameters']['query']>;

/** In the order a quote moves through them. */
export const QUOTE_STATUSES: readonly QuoteStatus[] = ['new', 'saved', 'submitted', 'denied', 'won', 'lost'];

export function isQuoteStatus(value: string | undefined): value is QuoteStatus {
  return QUOTE_STATUSES.includes(value as QuoteStatus);
}
