import type { paths } from '@portal/api-client';
import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';

/** What `/p-quotes` can ask the server for: a tab, a search and a page. */
export type PartnerQuotesQuery = NonNullable<paths['/partner/quotes']['get']['parameters']['query']>;

/** `GET /partner/quotes` (getPartnerQuotes): one page of the venue's quotes; the previous page stays while the next loads. */
export function usePartnerQuotes(query: PartnerQuotesQuery) {
  return $api.useQuery('get', '/partner/quotes', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}
