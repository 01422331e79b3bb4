import { $api } from '@portal/platform';

/** The admins a task can be assigned to (the same people who may own an account). */
export function useAccountOwners() {
  return $api.useQuery('get', '/get-account-owners', {}, { select: (body) => body.data, staleTime: 5 * 60_000 });
}
