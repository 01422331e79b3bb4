import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * One commission with its lines, the venue's report, amounts, history and the admin's actions.
 * Quiet: the page itself explains a missing commission (404) or a failure, with a way back or a
 * retry, so a toast would only repeat it. A lost session is still handled by the platform.
 */
export function useCommission(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/commission/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data },
  );
}
