import type { AppContext } from '../../core/context.js';
import type { HandlerMap } from '../../core/http/handler.js';
import { getOpportunityStats as stats } from './stats.js';

/** The admin dashboard's figures (stats.ts). */
export function opportunityStatsHandlers(ctx: AppContext) {
  const getOpportunityStats = async () => ({ data: await stats(ctx) });
  return { getOpportunityStats } satisfies Partial<HandlerMap>;
}
