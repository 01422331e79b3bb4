import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * The lead an opportunity is made from (`/create-opportunity-{id}`). Quiet: the page explains a
 * missing lead (404) or a failure itself.
 */
export function useLead(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/lead/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data },
  );
}
