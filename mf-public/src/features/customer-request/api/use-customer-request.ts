import type { Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { quietLinkRequest } from '../../../shared/link-request';
import { reportLinkCallError } from '../../../shared/report-link-call-error';

export type CustomerRequest = Schemas['CustomerRequest'];

/**
 * The customer's request through their link (`GET /public/request`, the token in X-Link-Token).
 * Quiet: a link that does not open (401, 410) or a request gone (404) is explained by the page.
 */
export function useCustomerRequest(token: string) {
  return $api.useQuery('get', '/public/request', quietLinkRequest(token), {
    select: (body) => body.data,
    staleTime: 0,
    enabled: token !== '',
  });
}

/** Keeps the page's request in step with the answer of a post (which answers the request as it is now). */
function useReplaceRequest(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/public/request', quietLinkRequest(token));
  return (data: CustomerRequest) => queryClient.setQueryData(queryKey, (old: { data: CustomerRequest } | undefined) => (old ? { ...old, data } : { data }));
}

/** The question to the intermediary (`POST /public/request/question`); its 422 goes next to the field. */
export function useAskQuestion(token: string) {
  const replace = useReplaceRequest(token);
  return $api.useMutation('post', '/public/request/question', {
    onSuccess: ({ data }) => replace(data),
    onError: (error) => reportLinkCallError(error, { path: '/public/request/question', method: 'POST' }),
  });
}

/** "None of these venues suits us" with a reason (`POST /public/request/none-suits`). */
export function useSayNoneSuits(token: string) {
  const replace = useReplaceRequest(token);
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/public/request', quietLinkRequest(token));
  return $api.useMutation('post', '/public/request/none-suits', {
    onSuccess: ({ data }) => replace(data),
    onError: (error) => {
      reportLinkCallError(error, { path: '/public/request/none-suits', method: 'POST' });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A fresh link to the next step's page (the presentation, the held dates), as a path. */
export function useOpenNextStep(token: string) {
  return $api.useMutation('post', '/public/request/next-step', {
    onError: (error) => reportLinkCallError(error, { path: '/public/request/next-step', method: 'POST' }),
  });
}
