// Issue 28: the sweeps (quote reminders, preliminary holds, commissions) run by three replicas at
// the same moment, each with its own connection pool and its own pg-boss, as three API processes
// would if pg-boss's singleton queue ever let two run at once: every item is settled and every
// mail is written exactly once (each step takes its row's lock and commits its mail with it).
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, loginAs, rows, type Body, type TestApp } from '../support/app.js';
import { pipeline } from '../support/pipeline.js';
import type { AppContext } from '../../src/core/context.js';
import { createDatabase, type Database } from '../../src/core/db/client.js';
import { addDays, todayIn } from '../../src/core/dates.js';
import { startBoss } from '../../src/core/jobs/boss.js';
import { createJobs } from '../../src/core/jobs/registry.js';
import { createMailQueue } from '../../src/core/mail/queue.js';
import { jobRegistry } from '../../src/modules/index.js';
import { sweepHolds } from '../../src/modules/bookings/jobs.js';
import { sweepCommissions } from '../../src/modules/commissions/jobs.js';
import { sweepQuoteReminders } from '../../src/modules/quotes/jobs.js';

const ITEMS = 3;
let t: TestApp;
let admin: string;
let partner: string;
let hotel: number;
const others: { database: Database; boss: PgBoss }[] = [];
let replicas: AppContext[];
const { call, one, newOpportunity, submittedQuote } = pipeline(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  for (let index = 0; index < 2; index++) {
    const database = createDatabase({ connectionString: t.databaseUrl, max: 4 });
    const boss = await startBoss(database.pool, jobRegistry, { background: false, onError: (error) => console.error('pg-boss', error) });
    others.push({ database, boss });
  }
  // Replica 1 is the test app; 2 and 3 have their own pools and pg-boss on the same database.
  replicas = [t.ctx, ...others.map(({ database, boss }) => ({ ...t.ctx, database, mail: createMailQueue(boss), jobs: createJobs(boss) }))];
});

afterAll(async () => {
  for (const { database, boss } of others) {
    await boss.stop({ graceful: false, close: false });
    await database.close();
  }
  await t.close();
});

const lastOutboxId = async () => Number((await rows(t.database, 'SELECT coalesce(max(id), 0) AS id FROM outbox'))[0]!.id);

/** The mails written after `after`: how many, and how many of them are a copy of another (same recipient, template and text). */
async function mailsSince(after: number): Promise<{ count: number; copies: number; texts: string[] }> {
  const written = await rows<{ to_email: string; template: string; text: string }>(t.database, 'SELECT to_email, template, text FROM outbox WHERE id > $1', [after]);
  const distinct = new Set(written.map((mail) => `${mail.to_email}\n${mail.template}\n${mail.text}`));
  return { count: written.length, copies: written.length - distinct.size, texts: written.map((mail) => mail.text) };
}

/** Each replica runs `sweep` at the same moment; resolves with what each settled. */
const together = (sweep: (ctx: AppContext) => Promise<number>) => Promise.all(replicas.map((ctx) => sweep(ctx)));

describe('the sweeps on three replicas at once', () => {
  it('remind each quote once, hold each booking and expire it once, and ask, remind for each commission once', { timeout: 60_000 }, async () => {
    const tomorrow = addDays(todayIn(), 1);
    // Quotes whose answer is due tomorrow: a reminder each.
    const quotes: number[] = [];
    // Held preliminary bookings until tomorrow: reminded now, expired the day after tomorrow.
    const holds: number[] = [];
    // Commissions whose event ended yesterday: asked for a report, reminded a week later.
    const commissions: number[] = [];
    for (let index = 0; index < ITEMS; index++) {
      const opportunity = await newOpportunity();
      const bidder = json(await call('POST', `/opportunity/${opportunity}/bidders`, { account_id: hotel })).data.bidder_id as number;
      const quoteId = json(await call('POST', `/bidder/${bidder}/invitation`)).data.quote_id as number;
      expect((await call('POST', `/quote/${quoteId}/deadline`, { response_deadline: tomorrow })).statusCode).toBe(200);
      quotes.push(quoteId);

      // Each on its own dates, so that each hold's mails read differently from the others'.
      const held = await newOpportunity({ start_date: addDays(todayIn(), 50 + 3 * index), end_date: addDays(todayIn(), 51 + 3 * index) });
      const { bidderId } = await submittedQuote(held, { account_id: hotel });
      const asked = await call('POST', `/bidder/${bidderId}/preliminary-booking`, {});
      expect(asked.statusCode, asked.body).toBe(201);
      const bookingId = json(asked).data.preliminary_booking_id as number;
      const answer = await call('POST', `/preliminary-booking/${bookingId}/answer`, { response: 'hold', hold_until: tomorrow }, partner);
      expect(answer.statusCode, answer.body).toBe(200);
      holds.push(bookingId);

      const won = await newOpportunity();
      const winner = await submittedQuote(won, { account_id: hotel });
      expect((await call('POST', `/opportunity/${won}/win`, { bidder_id: winner.bidderId })).statusCode).toBe(200);
      const commission = await one('SELECT id FROM commissions WHERE opportunity_id = $1', [won]);
      await rows(t.database, 'UPDATE commissions SET event_start = $2, event_end = $3 WHERE id = $1', [commission, addDays(todayIn(), -2), addDays(todayIn(), -1)]);
      commissions.push(commission);
    }

    // Quote reminders: the three sweeps together send each once.
    let before = await lastOutboxId();
    let settled = await together((ctx) => sweepQuoteReminders(ctx));
    expect(settled.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(ITEMS);
    let mails = await mailsSince(before);
    expect(mails.copies).toBe(0);
    for (const quoteId of quotes) expect(mails.texts.filter((text) => new RegExp(`p-editquote&id=${quoteId}(?!\\d)`).test(text))).toHaveLength(1);
    expect(await together((ctx) => sweepQuoteReminders(ctx))).toEqual([0, 0, 0]);

    // Holds: reminded once each (venue and customer), then expired once each.
    before = await lastOutboxId();
    settled = await together((ctx) => sweepHolds(ctx));
    expect(settled.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(ITEMS);
    mails = await mailsSince(before);
    expect(mails.copies).toBe(0);
    expect(mails.count).toBeGreaterThanOrEqual(ITEMS);
    expect(await together((ctx) => sweepHolds(ctx))).toEqual([0, 0, 0]);
    const later = addDays(todayIn(), 2);
    before = await lastOutboxId();
    settled = await together((ctx) => sweepHolds(ctx, later));
    expect(settled.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(ITEMS);
    mails = await mailsSince(before);
    expect(mails.copies).toBe(0);
    expect(mails.count).toBeGreaterThanOrEqual(ITEMS);
    const states = await rows<{ status: string }>(t.database, 'SELECT status FROM preliminary_bookings WHERE id = ANY($1)', [holds]);
    expect(states.map((row) => row.status)).toEqual(holds.map(() => 'expired'));

    // Commissions: asked for a report once each, then reminded once each a week later.
    before = await lastOutboxId();
    const now = new Date(Date.now() + 1000);
    settled = await together((ctx) => sweepCommissions(ctx, now));
    expect(settled.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(ITEMS);
    const week = new Date(now.getTime() + 7 * 86_400_000);
    settled = await together((ctx) => sweepCommissions(ctx, week));
    expect(settled.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(ITEMS);
    mails = await mailsSince(before);
    expect(mails.copies).toBe(0);
    for (const id of commissions) {
      const ours = (await rows<{ template: string }>(t.database, `SELECT template FROM outbox WHERE id > $1 AND text ~ $2 ORDER BY id`, [before, `id=${id}([^0-9]|$)`])).map(
        (row: Body) => row.template,
      );
      expect(ours).toEqual(['commission-report-request', 'commission-reminder']);
    }
    const reminded = await rows<{ reminders_sent: number }>(t.database, 'SELECT reminders_sent FROM commissions WHERE id = ANY($1)', [commissions]);
    expect(reminded.map((row) => row.reminders_sent)).toEqual(commissions.map(() => 1));
  });
});
