import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * Checks a password link before the form is shown. Quiet: an expired or used link (404) is an
 * expected answer that the page explains itself, not an error toast.
 */
export function usePasswordLink(token: string) {
  return $api.useQuery(
    'get',
    '/password-link/{token}',
    { params: { path: { token } }, headers: { [QUIET_HEADER]: '1' } },
    { select: (body) => body.data, staleTime: 0 },
  );
}
