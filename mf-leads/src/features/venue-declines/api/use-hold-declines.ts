import { $api } from '@portal/platform';

/** How often a partner venue declined a preliminary booking, per reason (`GET /account/{id}/preliminary-declines`). */
export function useHoldDeclines(accountId: number) {
  return $api.useQuery('get', '/account/{id}/preliminary-declines', { params: { path: { id: accountId } } }, { select: (body) => body.data });
}
