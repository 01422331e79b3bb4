import { eq, inArray, and, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { outbox } from './schema.js';
import { defineJob, type FailJob } from '../jobs/registry.js';

import { DELIVER_MAIL, type DeliverMailJob } from './queue.js';

/**
 * Mails handed to the SMTP server at once: the pooled connections of `smtpSender`, and the sends
 * in flight while a batch is delivered.
 */
export const MAIL_CONCURRENCY = 5;
/**
 * Jobs a worker fetches at once. pg-boss waits out the polling interval after a batch unless the
 * batch took longer, so this over the interval caps the rate of one replica (200 per second; a
 * batch takes about a second on a 2-core machine with a local SMTP server). Replicas share the
 * queue: each fetches its own jobs (SKIP LOCKED).
 */
export const MAIL_BATCH_SIZE = 200;
const MAIL_POLLING_SECONDS = 1;

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export function smtpSender(smtpUrl: string, options: { maxConnections?: number } = {}): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Mails go one after another over a few open connections: a connection and greeting per
    // mail would cost more than the mail. A connection is renewed after 100 mails.
    pool: true,
    maxConnections: options.maxConnections ?? MAIL_CONCURRENCY,
    maxMessages: 100,
    // A batch must settle well within a job's expiry (2 minutes); the defaults (up to 10
    // minutes) would outlive it. See deliverMailBatch.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface MailDeliveryOptions {
  database: Database;
  from: string;
  /** Absent: no SMTP server is configured and mails stay readable in the outbox. */
  send: SendMail | undefined;
}

interface AttemptInfo {
  retryCount: number;
  retryLimit: number;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message.slice(0, 1000) : String(error));

/**
 * Notes a failed attempt on a row still waiting for delivery: queued for the retry, or failed
 * after the last one. `attempted` is false when the mail was never handed to the SMTP server.
 */
async function recordFailure(db: Database['db'], outboxId: number, error: unknown, attempt: AttemptInfo, attempted: boolean) {
  const lastAttempt = attempt.retryCount >= attempt.retryLimit;
  await db
    .update(outbox)
    .set({
      ...(attempted ? { attempts: sql`${outbox.attempts} + 1` } : {}),
      lastError: errorMessage(error),
      status: lastAttempt ? 'failed' : 'queued',
    })
    // A run of the same job elsewhere (after an expiry) may have sent it meanwhile.
    .where(and(eq(outbox.id, outboxId), inArray(outbox.status, ['queued', 'failed'])));
}

/** Delivers one outbox row. Throws when sending fails so that pg-boss retries the job. */
export async function deliverOutboxMail(
  options: MailDeliveryOptions,
  outboxId: number,
  attempt: AttemptInfo,
): Promise<void> {
  const { db } = options.database;
  const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
  // Already handled by an earlier run of a retried job, or deleted: nothing to deliver.
  if (!mail || mail.status === 'sent' || mail.status === 'stored') return;

  if (!options.send) {
    await db
      .update(outbox)
      .set({ status: 'stored' })
      .where(and(eq(outbox.id, outboxId), inArray(outbox.status, ['queued', 'failed'])));
    return;
  }

  try {
    await options.send({ from: options.from, to: mail.toEmail, subject: mail.subject, html: mail.html, text: mail.text });
  } catch (error) {
    await recordFailure(db, outboxId, error, attempt, true);
    throw error;
  }
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, outboxId));
}

export type MailJob = PgBoss.JobWithMetadata<DeliverMailJob>;

export interface BatchLimits {
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** No delivery starts later than this after the batch began (default: a quarter of the shortest expiry). */
  startWithinMs?: number;
}

function expirySeconds(job: MailJob): number {
  const { days = 0, hours = 0, minutes = 0, seconds = 0, milliseconds = 0 } = job.expireIn ?? {};
  const total = days * 86_400 + hours * 3600 + minutes * 60 + seconds + milliseconds / 1000;
  return total > 0 ? total : 120;
}

/**
 * Delivers a batch of jobs, `concurrency` at a time, and settles each job by itself: a job whose
 * mail fails is failed alone through `failJob` (retried with backoff, or failed after its last
 * attempt) and the others are left active for pg-boss to complete when this resolves. Throwing
 * would retry the whole batch. Resolves once every job is delivered or failed; throws only when
 * a job could not be failed (the database is gone), and then pg-boss retries the batch, which
 * re-sends nothing already sent (deliverOutboxMail skips sent rows).
 *
 * pg-boss fails a batch still running at its jobs' expiry, and would retry them while this still
 * sends. So no delivery starts after `startWithinMs` (30 s for the 2-minute expiry); the jobs not
 * reached by then (an SMTP server that accepts and stalls) are failed without an attempt and come
 * back after their retry delay. A started one ends within the transport's timeouts.
 */
export async function deliverMailBatch(
  options: MailDeliveryOptions,
  jobs: readonly MailJob[],
  failJob: FailJob,
  limits: BatchLimits = {},
): Promise<void> {
  const startBy = Date.now() + (limits.startWithinMs ?? (Math.min(...jobs.map(expirySeconds)) * 1000) / 4);
  let next = 0;
  const unsettled: unknown[] = [];

  const settle = async (job: MailJob) => {
    try {
      if (Date.now() > startBy) {
        const error = new Error('Not attempted: the batch ran out of time (a slow SMTP server); retried later');
        await recordFailure(options.database.db, job.data.outboxId, error, job, false);
        throw error;
      }
      await deliverOutboxMail(options, job.data.outboxId, job);
    } catch (error) {
      try {
        await failJob(job, error);
      } catch (failError) {
        unsettled.push(failError);
      }
    }
  };
  const lane = async () => {
    while (next < jobs.length) await settle(jobs[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limits.concurrency ?? MAIL_CONCURRENCY, jobs.length) }, lane));
  if (unsettled.length) throw new AggregateError(unsettled, `${unsettled.length} failed mail job(s) could not be failed`);
}

/** Delivers each outbox row whose job comes up (SMTP_URL), or keeps it in the outbox. */
export const deliverMailJob = defineJob<DeliverMailJob>({
  name: DELIVER_MAIL,
  worker: { batchSize: MAIL_BATCH_SIZE, pollingIntervalSeconds: MAIL_POLLING_SECONDS },
  async handle(ctx, jobs, settle) {
    await deliverMailBatch({ database: ctx.database, from: ctx.config.mailFrom, send: ctx.sendMail }, jobs, settle.fail);
  },
});
