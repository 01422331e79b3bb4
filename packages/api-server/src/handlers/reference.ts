import type { AppContext } from '../context.js';
import * as reference from '../services/reference.js';
import type { Handler } from './types.js';

export function referenceHandlers(ctx: AppContext) {
  const getRegions: Handler = async () => ({ data: await reference.getRegions(ctx) });

  const getCities: Handler<{ Querystring: { region_id?: number } }> = async (request) => ({
    data: await reference.getCities(ctx, request.query.region_id),
  });

  return { getRegions, getCities };
}
