import { pickMessage, QUIET_HEADER, type Schemas } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';

/** The venue's own account with its profile, as `GET /partner/account` answers it. */
export type VenueProfile = Schemas['PartnerAccount'];
export type VenueProfileInput = Schemas['PartnerProfileInput'];

// Quiet: the page explains a failure itself (a login without a venue, an admin visiting, no connection).
const quiet = { headers: { [QUIET_HEADER]: '1' } };

/** `GET /partner/account` (getPartnerAccount): the signed-in partner's own account. */
export function useVenueProfile() {
  return $api.useQuery('get', '/partner/account', quiet, { select: (body) => body.data });
}

/**
 * `PUT /partner/profile` (updatePartnerProfile): the server's message is shown in the current
 * language, and its answer becomes the account the venue's pages read.
 */
export function useSaveVenueProfile() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/partner/profile', {
    onSuccess: (answer) => {
      queryClient.setQueryData($api.queryOptions('get', '/partner/account', quiet).queryKey, { data: answer.data });
      notify.success(pickMessage(answer.message, language));
    },
  });
}
