import { notify } from '@portal/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteBidder,
  useExtendPreliminaryBooking,
  useReorderBidders,
  useSendInvitation,
  useSetBidderPresented,
  useSetBidderSeen,
  type Bidder,
} from './use-bidders';

/** Resolving either way: a failure has been shown by the platform (or next to a field). */
export const settle = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined);

/**
 * What can be done to a venue from its row of the venues table, with what is being saved: send
 * or resend its invitation (once the opportunity is saved and the venue has an address), tick it
 * for the presentation, mark it seen, extend its preliminary booking, move it, remove it.
 */
export function useVenueActions(opportunityId: number, list: Bidder[], hasUnsavedChanges: () => boolean) {
  const { t } = useTranslation('opportunities');
  const remove = useDeleteBidder();
  const reorder = useReorderBidders();
  const invite = useSendInvitation();
  const seen = useSetBidderSeen();
  const present = useSetBidderPresented();
  const extend = useExtendPreliminaryBooking();
  const [sending, setSending] = useState<number | null>(null);
  // The venue whose invitation is being looked over (its mail previewed) before it goes.
  const [inviting, setInviting] = useState<Bidder | null>(null);
  const [presenting, setPresenting] = useState<number | null>(null);

  const sendInvitation = (bidder: Bidder) => {
    if (hasUnsavedChanges()) {
      notify.warning(t('venues.invite.saveFirst'));
      return;
    }
    if (!bidder.email) {
      notify.warning(t('venues.invite.emailFirst'));
      return;
    }
    setInviting(bidder);
  };

  /** Sends the invitation being looked over, with the admin's message; rejects when it failed (the dialog stays). */
  const confirmInvitation = (bidder: Bidder, message: string | null) => {
    setSending(bidder.bidder_id);
    return invite.mutateAsync({ params: { path: { id: bidder.bidder_id } }, body: { message } }).finally(() => setSending(null));
  };

  const setPresented = (bidder: Bidder, value: boolean) => {
    setPresenting(bidder.bidder_id);
    void settle(present.mutateAsync({ params: { path: { id: bidder.bidder_id } }, body: { present: value } })).finally(() => setPresenting(null));
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((bidder) => bidder.bidder_id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void settle(reorder.mutateAsync({ params: { path: { id: opportunityId } }, body: { bidder_ids: ids } }));
  };

  return {
    sendInvitation,
    inviting,
    confirmInvitation,
    closeInvitation: () => setInviting(null),
    isSending: (bidder: Bidder) => sending === bidder.bidder_id,
    setPresented,
    isPresenting: (bidder: Bidder) => presenting === bidder.bidder_id,
    move,
    moving: reorder.isPending,
    toggleSeen: (bidder: Bidder) =>
      void settle(seen.mutateAsync({ params: { path: { id: bidder.bidder_id } }, body: { seen: !bidder.seen_by_admin } })),
    extendPreliminary: (bookingId: number) => settle(extend.mutateAsync({ params: { path: { id: bookingId } } })),
    isExtending: (bookingId: number) => extend.isPending && extend.variables?.params.path.id === bookingId,
    remove: (bidder: Bidder) => settle(remove.mutateAsync({ params: { path: { id: bidder.bidder_id } } })),
  };
}

export type VenueActions = ReturnType<typeof useVenueActions>;
