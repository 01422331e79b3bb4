import { $api } from '@portal/platform';

/** How a partner venue answers its invitations: invited, answered, answered in time, median hours. */
export function useVenueResponsiveness(accountId: number) {
  return $api.useQuery('get', '/account/{id}/responsiveness', { params: { path: { id: accountId } } }, { select: (body) => body.data });
}
