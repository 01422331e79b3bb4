import { pickMessage, QUIET_HEADER, type Message, type Schemas } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

export type Bidder = Schemas['Bidder'];
export type BidderStatus = Schemas['BidderStatus'];
export type PreliminaryBooking = Schemas['PreliminaryBooking'];
export type Presentation = Schemas['Presentation'];

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
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity-board'] }),
      // What the customer would see (the ticked venues, when it was sent and booked).
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}/presentation'] }),
      // The comparison of the answers (its ticks, states and figures).
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}/quote-comparison'] }),
      // A venue added or taken off is no longer, or again, a suggestion; an invitation changes its figures.
      queryClient.invalidateQueries({ queryKey: ['get', '/opportunity/{id}/venue-suggestions'] }),
    ]);
  };
}

export const useAddBidder = () => $api.useMutation('post', '/opportunity/{id}/bidders', { onSuccess: useBiddersChanged() });
export const useUpdateBidder = () => $api.useMutation('put', '/bidder/{id}', { onSuccess: useBiddersChanged() });
export const useDeleteBidder = () => $api.useMutation('delete', '/bidder/{id}', { onSuccess: useBiddersChanged() });
export const useReorderBidders = () => $api.useMutation('put', '/opportunity/{id}/bidder-order', { onSuccess: useBiddersChanged() });
export const useSendInvitation = () => $api.useMutation('post', '/bidder/{id}/invitation', { onSuccess: useBiddersChanged() });
export const useSendInvitations = () => $api.useMutation('post', '/opportunity/{id}/invitations', { onSuccess: useBiddersChanged() });
export const useWinOpportunity = () => $api.useMutation('post', '/opportunity/{id}/win', { onSuccess: useBiddersChanged() });
export const useSetBidderSeen = () => $api.useMutation('post', '/bidder/{id}/seen', { onSuccess: useBiddersChanged() });
export const useSetBidderPresented = () => $api.useMutation('put', '/bidder/{id}/present', { onSuccess: useBiddersChanged() });
export const usePresentToCustomer = () => $api.useMutation('post', '/opportunity/{id}/presentation', { onSuccess: useBiddersChanged() });
export const useRequestPreliminaryBooking = () => $api.useMutation('post', '/bidder/{id}/preliminary-booking', { onSuccess: useBiddersChanged() });
export const useExtendPreliminaryBooking = () => $api.useMutation('post', '/preliminary-booking/{id}/extend', { onSuccess: useBiddersChanged() });

/**
 * The presentation as the customer would see it now, with when it was last sent and booked
 * (`GET /opportunity/{id}/presentation`; nothing is sent or recorded). Quiet: the panel only
 * leaves the "last sent" line out when it cannot be had.
 */
export function usePresentation(opportunityId: number, enabled: boolean) {
  return $api.useQuery(
    'get',
    '/opportunity/{id}/presentation',
    { params: { path: { id: opportunityId } }, headers: { [QUIET_HEADER]: '1' } },
    { select: (body) => body.data, enabled },
  );
}
