import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * One opportunity, the first item of the answer's `data` (SPEC §3). Quiet: the page itself
 * explains a missing opportunity (404) or a failure, so a toast would only repeat it.
 */
export function useOpportunity(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/opportunity/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data[0] },
  );
}
