import PgBoss from 'pg-boss';
import type pg from 'pg';
import { DELIVER_MAIL } from '../mail/queue.js';
import { PURGE_EXPIRED } from './purge-expired.js';
import { TASK_REMINDER, TASK_REMINDER_SWEEP } from '../../modules/tasks/jobs.js';

export interface BossOptions {
  /** Cron schedules and pg-boss maintenance; off in tests that only enqueue. */
  background: boolean;
  onError: (error: Error) => void;
}

/**
 * pg-boss on the application's own pool and database (schema `pgboss`), so jobs live beside
 * the rows that caused them and every API replica shares the same queues.
 */
export async function startBoss(pool: pg.Pool, options: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    schedule: options.background,
    supervise: options.background,
  });
  boss.on('error', options.onError);
  await boss.start();
  // Jobs can only be sent to queues that exist (pg-boss v10); creating them is idempotent.
  await boss.createQueue(DELIVER_MAIL);
  await boss.createQueue(PURGE_EXPIRED, { name: PURGE_EXPIRED, policy: 'singleton' });
  await boss.createQueue(TASK_REMINDER);
  await boss.createQueue(TASK_REMINDER_SWEEP, { name: TASK_REMINDER_SWEEP, policy: 'singleton' });
  return boss;
}
