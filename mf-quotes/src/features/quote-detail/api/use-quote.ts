import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * One quote as the venue sent it, with its history and the admin's actions. Quiet: the page
 * itself explains a missing quote (404) or a failure, with a way back or a retry, so a toast would
 * only repeat it. A lost session is still handled by the platform.
 */
export function useQuote(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/quote/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data },
  );
}
