import { QUIET_HEADER, type Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { linkRequest } from '../../../shared/link-request';

type Quote = Schemas['Quote'];

/** The query's request: the link's, and quiet (the page explains a link that does not open). */
function linkedQuoteInit(token: string) {
  const request = linkRequest(token);
  return { ...request, headers: { ...request.headers, [QUIET_HEADER]: '1' } };
}

/**
 * The quote of an outside venue's link (`GET /public/quote` with the link's token). An unknown
 * (401), expired or revoked (410) link is an answer the page explains itself, not a toast.
 */
export function useLinkedQuote(token: string) {
  return $api.useQuery('get', '/public/quote', linkedQuoteInit(token), { select: (body) => body.data, staleTime: 0, enabled: token !== '' });
}

/** Puts the server's answer (a saved quote, a file added or removed) where the page reads the quote. */
export function useUpdateLinkedQuote(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/public/quote', linkedQuoteInit(token));
  return {
    set: (update: (quote: Quote) => Quote) =>
      queryClient.setQueryData(queryKey, (old: { data: Quote } | undefined) => (old ? { ...old, data: update(old.data) } : old)),
    /** Fetches it again: after a refusal that says the quote changed meanwhile (409). */
    refetch: () => queryClient.invalidateQueries({ queryKey }),
  };
}
