import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';

/** Answers only when the database does: a load balancer takes a replica without it out. */
export async function checkHealth(ctx: AppContext): Promise<{ status: string }> {
  await ctx.database.db.execute(sql`SELECT 1`);
  return { status: 'ok' };
}
