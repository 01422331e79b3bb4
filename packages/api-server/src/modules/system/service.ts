import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import type { AnswerOf } from '../../core/contract.js';

/** Answers only when the database does: a load balancer takes a replica without it out. */
export async function checkHealth(ctx: AppContext): Promise<AnswerOf<'health'>['data']> {
  await ctx.database.db.execute(sql`SELECT 1`);
  return { status: 'ok' };
}
