import type { AppContext } from '../../core/context.js';
import { defineJob } from '../../core/jobs/registry.js';
import { dueCommissionIds, settleCommission } from './service.js';

export const COMMISSION_SWEEP = 'commission-sweep';

const SWEEP_BATCH = 200;

/**
 * Every commission with a step due now, a batch per run: upcoming ones whose event ended before
 * today go to report (the venue is asked), due reminders are mailed, and after the last one the
 * commission is invoiced on the quote. Returns how many steps were taken.
 */
export async function sweepCommissions(ctx: AppContext, now: Date = new Date()): Promise<number> {
  let settled = 0;
  for (const { id } of await dueCommissionIds(ctx, now, SWEEP_BATCH)) {
    if (await settleCommission(ctx, id, now)) settled += 1;
  }
  return settled;
}

/** Every quarter of an hour; the singleton queue keeps replicas from sweeping at the same time. */
export const commissionSweepJob = defineJob({
  name: COMMISSION_SWEEP,
  policy: 'singleton',
  cron: '*/15 * * * *',
  async handle(ctx) {
    const settled = await sweepCommissions(ctx);
    if (settled > 0) ctx.log.info({ settled }, 'commissions asked, reminded or invoiced on the quote');
  },
});
