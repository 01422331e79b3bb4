import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../jobs/registry.js';
import { deliverMailJob, smtpSender } from './deliver.js';
import { createTestApp, eventually, rows, type TestApp } from '../../../test/support/app.js';
import { freePort } from '../../../test/support/global-setup.js';
import { validLead } from '../../../test/support/leads.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on localhost that keeps what it receives. */
async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
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
