import { $api } from '@portal/platform';

/** The venue's holds that end within a week, soonest first (`GET /preliminary-bookings/ending`, scoped to the venue by the server). */
export function useEndingHolds() {
  return $api.useQuery('get', '/preliminary-bookings/ending', { params: { query: { days: 7 } } });
}
