import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/** The query's request: quiet, because the page itself explains a quote it cannot show (404) or load. */
export function quoteInit(id: number) {
  return { params: { path: { id } }, headers: { [QUIET_HEADER]: '1' } };
}

/**
 * One of the venue's quotes with its request (`GET quote/{id}`). A quote of another venue answers
 * 404 'Quote does not exists.' like one that does not exist. A lost session is still the platform's.
 */
export function useQuote(id: number | undefined) {
  return $api.useQuery('get', '/quote/{id}', quoteInit(id ?? 0), { enabled: id !== undefined, select: (body) => body.data, staleTime: 0 });
}
