import { $api } from '@portal/platform';

/** Sweden's regions, from the database. They rarely change: fetched once per page. */
export function useRegions() {
  return $api.useQuery('get', '/regions', undefined, { staleTime: Infinity, select: (body) => body.data });
}
