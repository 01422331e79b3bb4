import { eq, inArray, and, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.js';
import { outbox } from './schema.js';
import { defineJob } from '../jobs/registry.js';
import { DELIVER_MAIL, type DeliverMailJob } from './queue.js';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export function smtpSender(smtpUrl: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A job may run for 2 minutes; the defaults (up to 10 minutes) would outlive it.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
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
    const lastAttempt = attempt.retryCount >= attempt.retryLimit;
    await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        status: lastAttempt ? 'failed' : 'queued',
      })
      .where(eq(outbox.id, outboxId));
    throw error;
  }
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, outboxId));
}

/** Delivers each outbox row whose job comes up (SMTP_URL), or keeps it in the outbox. */
export const deliverMailJob = defineJob<DeliverMailJob>({
  name: DELIVER_MAIL,
  worker: { batchSize: 1, pollingIntervalSeconds: 2 },
  async handle(ctx, jobs) {
    for (const job of jobs) {
      await deliverOutboxMail({ database: ctx.database, from: ctx.config.mailFrom, send: ctx.sendMail }, job.data.outboxId, job);
    }
  },
});
