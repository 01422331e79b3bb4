import { ApiError, type Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { quietLinkRequest } from '../../../shared/link-request';
import { reportLinkCallError } from '../../../shared/report-link-call-error';

export type PreliminaryBooking = Schemas['PreliminaryBooking'];
export type CustomerAnswer = Schemas['CustomerPreliminaryAnswerInput'];

const init = (token: string, bookingId: number) => ({ ...quietLinkRequest(token), params: { path: { bookingId } } });

/**
 * The preliminary booking of the customer's link (`GET /get-preliminary-booking/{p_id}` with the
 * link's token). Quiet: an unknown (401), expired or revoked (410) link, or another booking's id
 * (404), is explained by the page.
 */
export function useLinkedPreliminaryBooking(token: string, bookingId: number) {
  return $api.useQuery('get', '/get-preliminary-booking/{bookingId}', init(token, bookingId), {
    select: (body) => body.data,
    staleTime: 0,
    enabled: token !== '' && bookingId > 0,
  });
}

const ANSWER = { path: '/public/preliminary-booking/answer', method: 'POST' };

/**
 * The customer's confirm or decline (`POST /public/preliminary-booking/answer`), once: a second
 * call while one is on its way is dropped. The answer replaces the booking on the page. A refusal
 * because the booking changed meanwhile (409: answered in another tab, expired, cancelled by the
 * venue) is toasted with the server's words and the booking fetched again.
 */
export function useAnswerPreliminaryBooking(token: string, bookingId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/get-preliminary-booking/{bookingId}', init(token, bookingId));
  const inFlight = useRef(false);
  const mutation = $api.useMutation('post', '/public/preliminary-booking/answer', {
    onSuccess: ({ data }) => queryClient.setQueryData(queryKey, (old: { data: PreliminaryBooking } | undefined) => (old ? { ...old, data } : old)),
    onError: (error) => {
      reportLinkCallError(error, ANSWER);
      if (error instanceof ApiError && error.problem.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  return {
    mutation,
    /** Resolves true once answered; false when refused (shown already) or while an answer is on its way. */
    answer: async (body: CustomerAnswer): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      return mutation.mutateAsync({ ...quietLinkRequest(token), body }).then(
        () => true,
        () => false,
      );
    },
  };
}
