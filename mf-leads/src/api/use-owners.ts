import type { Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';

export type Owner = Schemas['Owner'];

/**
 * The admins who may own an account (a short list, by name). They rarely change, so the list is
 * kept for a few minutes across the pages that offer it.
 */
export function useOwners() {
  return $api.useQuery('get', '/get-account-owners', {}, { staleTime: 5 * 60_000, select: (body) => body.data });
}
