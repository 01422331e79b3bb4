// pg-boss settles a fetched batch as a whole: it completes every job of the batch when the handler
// resolves and fails (retries) every one when it throws. A handler that works through a batch job
// by job fails the jobs that failed itself, with pg-boss's own fail (retry, backoff, last attempt),
// and resolves: pg-boss then completes only the others, which are still active.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** The schema startBoss (boss.ts) gives pg-boss. */
const BOSS_SCHEMA = 'pgboss';

export interface JobRef {
  name: string;
  id: string;
}

/** Fails one job of a batch: retried after its delay, or `failed` after its last retry. */
export type FailJob = (job: JobRef, error: unknown) => Promise<void>;

const instances = new WeakMap<Database, PgBoss>();

/**
 * A `FailJob` on the application's database. The handler of a job definition gets no PgBoss, so
 * this uses an instance that is never started: no polling, no maintenance, only pg-boss's SQL for
 * failing a job, on the same pool.
 */
export function failJobOn(database: Database): FailJob {
  let boss = instances.get(database);
  if (!boss) {
    boss = new PgBoss({ db: { executeSql: (text, values) => database.pool.query(text, values) }, schema: BOSS_SCHEMA });
    instances.set(database, boss);
  }
  const settler = boss;
  return async (job, error) => {
    // The same output pg-boss writes when a handler throws.
    await settler.fail(job.name, job.id, error instanceof Error ? error : { value: String(error) });
  };
}
