import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * One account with its images. Quiet: the page itself explains a missing account (404) or a
 * failure, with a way back or a retry, so a toast would only repeat it.
 */
export function useAccount(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/account/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data },
  );
}
