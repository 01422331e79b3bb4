import { $api } from '@portal/platform';

/** The dashboard's commission figures (GET /commission-summary): to report, pending, received this month. */
export function useCommissionSummary() {
  return $api.useQuery('get', '/commission-summary', undefined, { select: (body) => body.data, staleTime: 60_000 });
}
