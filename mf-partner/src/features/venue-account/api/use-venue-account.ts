import { QUIET_HEADER, type Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';

/** The venue's own account as its partner sees it (without the intermediary's internal fields). */
export type VenueAccount = Schemas['PartnerAccount'];

/**
 * `GET /partner/account` (getPartnerAccount): the signed-in partner's own account. Quiet: the page
 * explains a failure itself (a login without a venue, an admin visiting, no connection).
 */
export function useVenueAccount() {
  return $api.useQuery('get', '/partner/account', { headers: { [QUIET_HEADER]: '1' } }, { select: (body) => body.data });
}
