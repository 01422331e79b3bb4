import PgBoss from 'pg-boss';
import type pg from 'pg';
import { createQueues, type AnyJob } from './registry.js';

export interface BossOptions {
  /** Cron schedules and pg-boss maintenance; off in tests that only enqueue. */
  background: boolean;
  onError: (error: Error) => void;
}

/** Any constant shared by all replicas (beside migrate.ts's 7_316_001): one sets pg-boss up at a time. */
const QUEUE_SETUP_LOCK = 7_316_002;

/**
 * Runs `work` while this process holds a session advisory lock on its own connection, so that
 * replicas starting together on a fresh database take turns: pg-boss's create_queue makes a
 * partition table per queue, and three replicas doing it at once deadlocked (40P01).
 */
async function oneReplicaAtATime<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
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
  await oneReplicaAtATime(pool, async () => {
    await boss.start();
    await createQueues(boss, registry);
  });
  return boss;
}
