// Background jobs (pg-boss) by definition: a domain declares a job in its jobs.ts with
// defineJob, and src/modules/index.ts lists it once. The queue, the worker and the schedule all
// come from that one definition; services enqueue through ctx.jobs inside their transaction.
import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';

export interface JobDefinition<Data extends object = object> {
  /** The queue's name; unique across the registry. */
  name: string;
  /** 'singleton' keeps replicas from running a scheduled job twice at once. */
  policy?: 'standard' | 'singleton';
  /** Retry and expiry of every job sent to this queue. */
  sendOptions?: { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number };
  /** How the worker fetches: how many jobs at once, how often it polls (seconds). */
  worker?: { batchSize?: number; pollingIntervalSeconds?: number };
  /** A cron schedule: the job runs by itself at these times (with an empty payload). */
  cron?: string;
  /**
   * Handles a batch of jobs; throwing retries the whole batch (per sendOptions). A handler that
   * settles its jobs one by one fails the failed ones with `settle.fail` and resolves: pg-boss
   * then completes only the others, which are still active.
   */
  handle(ctx: AppContext, jobs: PgBoss.JobWithMetadata<Data>[], settle: JobSettling): Promise<void>;
}

export interface JobRef {
  name: string;
  id: string;
}

/** Fails one job of a batch: retried after its delay, or `failed` after its last retry. */
export type FailJob = (job: JobRef, error: unknown) => Promise<void>;

export interface JobSettling {
  fail: FailJob;
}

/** `FailJob` through the running pg-boss, with the output pg-boss writes when a handler throws. */
export function failJobWith(boss: PgBoss): FailJob {
  return async (job, error) => {
    await boss.fail(job.name, job.id, error instanceof Error ? error : { value: String(error) });
  };
}

export function defineJob<Data extends object = object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}

// Definitions with different payloads live in one list.
export type AnyJob = JobDefinition<any>;

export interface Jobs {
  /**
   * Enqueues a job inside `tx`: it exists only if the transaction commits. Fails the
   * transaction when pg-boss inserts nothing (a queue missing from the registry).
   */
  send<Data extends object>(tx: Tx, job: JobDefinition<Data>, data: Data, options?: { startAfter?: Date }): Promise<string>;
}

export function createJobs(boss: PgBoss): Jobs {
  return {
    async send(tx, job, data, options = {}) {
      const id = await boss.send(job.name, data, { ...job.sendOptions, ...options, db: tx });
      if (id === null) throw new Error(`The ${job.name} job was not enqueued (is it in the job registry?)`);
      return id;
    },
  };
}

/** Creates every queue of the registry (idempotent; pg-boss v10 sends only to existing queues). */
export async function createQueues(boss: PgBoss, registry: readonly AnyJob[]): Promise<void> {
  const names = new Set<string>();
  for (const job of registry) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
    await boss.createQueue(job.name, { name: job.name, policy: job.policy ?? 'standard' });
  }
}

export interface WorkerOverrides {
  /** Tests poll faster than production. */
  pollingIntervalSeconds?: number;
}

/** Starts a worker for each job of the registry (and its schedule, if it has one). */
export async function startWorkers(
  boss: PgBoss,
  ctx: AppContext,
  registry: readonly AnyJob[],
  overrides: WorkerOverrides = {},
): Promise<void> {
  const settling: JobSettling = { fail: failJobWith(boss) };
  for (const job of registry) {
    await boss.work(
      job.name,
      {
        includeMetadata: true,
        batchSize: job.worker?.batchSize ?? 1,
        pollingIntervalSeconds: overrides.pollingIntervalSeconds ?? job.worker?.pollingIntervalSeconds ?? 2,
      },
      (jobs) => job.handle(ctx, jobs, settling),
    );
    if (job.cron) await boss.schedule(job.name, job.cron);
  }
}
