import PgBoss from 'pg-boss';
import type pg from 'pg';
import { createQueues, type AnyJob } from './registry.js';

export interface BossOptions {
  /** Cron schedules and pg-boss maintenance; off in tests that only enqueue. */
  background: boolean;
  onError: (error: Error) => void;
}

/**
 * pg-boss on the application's own pool and database (schema `pgboss`), so jobs live beside
 * the rows that caused them and every API replica shares the same queues.
 */
export async function startBoss(pool: pg.Pool, registry: readonly AnyJob[], options: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    schedule: options.background,
    supervise: options.background,
  });
  boss.on('error', options.onError);
  await boss.start();
  await createQueues(boss, registry);
  return boss;
}
