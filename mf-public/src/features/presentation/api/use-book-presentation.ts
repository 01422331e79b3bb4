import { ApiError, type Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useRef } from 'react';
import { quietLinkRequest } from '../../../shared/link-request';
import { reportLinkCallError } from '../../../shared/report-link-call-error';
import { useUpdatePresentation } from './use-presentation';

type Booked = Schemas['PresentationBooked']['data'];

export type BookingOutcome = 'booked' | 'refused' | 'failed';

const BOOK = { path: '/public/presentation/book', method: 'POST' };

/**
 * Books the chosen venues through the customer's link (`POST /public/presentation/book`). Once:
 * a second call while one is on its way is dropped here, and the server books a repeated choice
 * once (a double click, a second tab). The booking goes into the presentation on the page. A
 * refusal because the presentation changed meanwhile (409: booked in another tab with another
 * choice, the opportunity decided) is toasted with the server's words and the presentation fetched
 * again, so the page shows it as it is.
 */
export function useBookPresentation(token: string) {
  const presentation = useUpdatePresentation({ kind: 'link', token });
  const inFlight = useRef(false);
  const mutation = $api.useMutation('post', '/public/presentation/book', {
    onSuccess: ({ data }) => presentation.set((current) => withBooking(current, data)),
    onError: (error) => {
      // A refused choice ('Select at least one venue') is said next to the button, not in a toast.
      if (!choiceRefusal(error)) reportLinkCallError(error, BOOK);
      if (error instanceof ApiError && error.problem.status === 409) void presentation.refetch();
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  return {
    mutation,
    /** The server's words when it refused the choice of venues (422 on bidder_ids). */
    choiceRefusal: choiceRefusal(mutation.error),
    /**
     * Books once: `booked`; `refused` when the server turned the choice down (shown already: next to
     * the button, or the presentation fetched again); `failed` when it could not be sent or answered
     * (shown as a toast; worth another try), or while a booking is still on its way.
     */
    book: async (bidderIds: number[]): Promise<BookingOutcome> => {
      if (inFlight.current) return 'failed';
      inFlight.current = true;
      return mutation.mutateAsync({ ...quietLinkRequest(token), body: { bidder_ids: bidderIds } }).then(
        () => 'booked',
        (error: unknown) => (error instanceof ApiError && error.problem.status >= 400 && error.problem.status < 500 ? 'refused' : 'failed'),
      );
    },
  };
}

function choiceRefusal(error: unknown): Schemas['Message'] | undefined {
  return error instanceof ApiError ? error.problem.fieldErrors.bidder_ids : undefined;
}

function withBooking<P extends Schemas['Presentation']>(presentation: P, booked: Booked): P {
  return {
    ...presentation,
    booked_at: booked.booked_at,
    booked_bidder_ids: booked.booked_bidder_ids,
    can_book: false,
    venues: presentation.venues.map((venue) => ({ ...venue, booked: booked.booked_bidder_ids.includes(venue.bidder_id) })),
  };
}
