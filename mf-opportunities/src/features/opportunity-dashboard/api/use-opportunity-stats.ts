import type { Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';

export type OpportunityStats = Schemas['OpportunityStats'];
export type OpportunityStatsWeek = Schemas['OpportunityStatsWeek'];

/**
 * The dashboard's figures (GET /opportunity-stats). Both widgets call it: TanStack Query asks the
 * server once for the two.
 */
export function useOpportunityStats() {
  return $api.useQuery('get', '/opportunity-stats', undefined, { select: (body) => body.data, staleTime: 60_000 });
}
