import { $api } from '@portal/platform';

/** The commissions the venue should report now: the first five by event date, with the count of all (`GET /partner/commissions`). */
export function useReportsDue() {
  return $api.useQuery('get', '/partner/commissions', { params: { query: { tab: 'to_report', per_page: 5 } } });
}
