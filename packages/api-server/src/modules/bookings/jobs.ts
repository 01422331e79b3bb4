import type { AppContext } from '../../core/context.js';
import { addDays, todayIn } from '../../core/dates.js';
import { defineJob } from '../../core/jobs/registry.js';
import { dueHolds } from './repository.js';
import { settleHold } from './service.js';

export const PRELIMINARY_HOLDS = 'preliminary-holds';

const SWEEP_BATCH = 200;

/** Every hold due a reminder or past its date, a batch per run; returns how many were settled. */
export async function sweepHolds(ctx: AppContext, today: string = todayIn()): Promise<number> {
  let settled = 0;
  for (const { id } of await dueHolds(ctx.database.db, today, addDays(today, 1), SWEEP_BATCH)) {
    if (await settleHold(ctx, id, today)) settled += 1;
  }
  return settled;
}

/** Every quarter of an hour; the singleton queue keeps replicas from sweeping at the same time. */
export const preliminaryHoldJob = defineJob({
  name: PRELIMINARY_HOLDS,
  policy: 'singleton',
  cron: '*/15 * * * *',
  async handle(ctx) {
    const settled = await sweepHolds(ctx);
    if (settled > 0) ctx.log.info({ settled }, 'preliminary holds reminded or expired');
  },
});
