import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * One product. Quiet: the page itself explains a missing product (404) or a failure, with a way
 * back or a retry, so a toast would only repeat it. A lost session is still handled by the platform.
 */
export function useProduct(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/product/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data },
  );
}
