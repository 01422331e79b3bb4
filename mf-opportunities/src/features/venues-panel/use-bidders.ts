import { pickMessage, type Message, type Schemas } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

export type Bidder = Schemas['Bidder'];
export type BidderStatus = Schemas['BidderStatus'];

/** The venues of one opportunity, in the admin's order (SPEC §7 get-bidder). */
export function useBidders(opportunityId: number) {
  return $api.useQuery('get', '/get-bidder/{id}', { params: { path: { id: opportunityId } } }, { select: (body) => body.data });
}

/**
 * What every change of the venues does when it succeeds: the server's message, then the venues
 * and the opportunity (its stage and allowed actions follow the quotes) fetched again.
 */
function useBiddersChanged() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (answer: { message: Message }) => {
    notify.success(pickMessage(answer.message, language));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/get-bidder/{id}'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunities'] }),
    ]);
  };
}

export const useAddBidder = () => $api.useMutation('post', '/opportunity/{id}/bidders', { onSuccess: useBiddersChanged() });
export const useUpdateBidder = () => $api.useMutation('put', '/bidder/{id}', { onSuccess: useBiddersChanged() });
export const useDeleteBidder = () => $api.useMutation('delete', '/bidder/{id}', { onSuccess: useBiddersChanged() });
export const useReorderBidders = () => $api.useMutation('put', '/opportunity/{id}/bidder-order', { onSuccess: useBiddersChanged() });
export const useSendInvitation = () => $api.useMutation('post', '/bidder/{id}/invitation', { onSuccess: useBiddersChanged() });
export const useWinOpportunity = () => $api.useMutation('post', '/opportunity/{id}/win', { onSuccess: useBiddersChanged() });
export const useSetBidderSeen = () => $api.useMutation('post', '/bidder/{id}/seen', { onSuccess: useBiddersChanged() });
