import type { Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';

/** What waits for the venue: quotes to answer (nearest deadline first), counts, recent activity. */
export type PartnerDashboard = Schemas['PartnerDashboard']['data'];
export type PartnerActivity = PartnerDashboard['activity'][number];

/** `GET /partner/dashboard` (getPartnerDashboard). */
export function usePartnerDashboard() {
  return $api.useQuery('get', '/partner/dashboard', {}, { select: (body) => body.data });
}
