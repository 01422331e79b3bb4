import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';
import type { QuotesQuery } from '../../../api/quote-types';

/**
 * One page of every venue's quotes, newest invitation first, narrowed on the server. While the
 * next page loads the previous one stays on screen, so the table does not jump.
 */
export function useQuotes(query: QuotesQuery) {
  return $api.useQuery('get', '/quotes', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}
