import type { Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';

export type Bidder = Schemas['Bidder'];

/**
 * The venue (bidder) behind a quote, as the opportunity's venues panel sees it: the server says
 * there whether its invitation may be sent again now (`resend_invitation`) and to which address.
 */
export function useQuoteBidder(opportunityId: number | undefined, bidderId: number | undefined) {
  return $api.useQuery(
    'get',
    '/get-bidder/{id}',
    { params: { path: { id: opportunityId ?? 0 } } },
    { enabled: opportunityId !== undefined && bidderId !== undefined, select: (body) => body.data.find((bidder) => bidder.bidder_id === bidderId) ?? null },
  );
}
