// Commissions: made from the winning quote when an opportunity is won (and removed on revert),
// to report the day after the event (the sweep mails the venue), reminded at doubling waits and
// invoiced on the quote after the last reminder; the venue's report (or an admin's for it),
// invoiced and received by the admin; lists, sums, search and CSV; every venue sees only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, login, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';
import { multipartFile, png } from '../../../test/support/uploads.js';
import { demoUsers } from '../../seed/seed.js';
import { addDays, todayIn } from '../../core/dates.js';
import { issueLink } from '../../core/links/links.js';
import { sweepCommissions } from './jobs.js';

/** A `commission_report` link of a commission, as a mail would carry it. */
const issue = (id: number) => issueLink(t.database.db, { purpose: 'commission_report', subjectType: 'commission', subjectId: id, ttlSeconds: 3600 });

let t: TestApp;
let admin: string;
let partner: string;
let partner2: string;
let hotel: number;
let manor: number;
const { call, one, newOpportunity, submittedQuote } = pipeline(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  partner2 = await login(t.app, demoUsers.partner2.email, demoUsers.partner2.password);
  hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  manor = await one(`SELECT id FROM accounts WHERE id = (SELECT account_id FROM users WHERE email = $1)`, [demoUsers.partner2.email]);
  await rows(t.database, `UPDATE accounts SET commission_basis_points = 1000, commission_meals_basis_points = 500, commission_type = 'accommodation_conference_meals' WHERE id = $1`, [hotel]);
  await rows(t.database, `UPDATE accounts SET commission_basis_points = 800, commission_meals_basis_points = 400, commission_type = 'accommodation_conference' WHERE id = $1`, [manor]);
});

afterAll(async () => {
  await t.close();
});

/** An opportunity won by a venue; its commission's id. */
async function won(venue: Body = { account_id: hotel }, overrides: Body = {}, price = 100_000): Promise<{ id: number; opportunityId: number; bidderId: number; quoteId: number }> {
  const opportunityId = await newOpportunity(overrides);
  const { bidderId, quoteId } = await submittedQuote(opportunityId, venue, price);
  const response = await call('POST', `/opportunity/${opportunityId}/win`, { bidder_id: bidderId });
  expect(response.statusCode, response.body).toBe(200);
  const id = await one(`SELECT id FROM commissions WHERE opportunity_id = $1`, [opportunityId]);
  return { id, opportunityId, bidderId, quoteId };
}

/** A won commission whose event ended yesterday, swept to report. */
async function toReport(venue: Body = { account_id: hotel }): Promise<{ id: number; opportunityId: number }> {
  const made = await won(venue);
  await endedDaysAgo(made.id, 1);
  await sweepCommissions(t.ctx);
  expect((await commission(made.id)).status).toBe('to_report');
  return made;
}

async function endedDaysAgo(id: number, days: number): Promise<void> {
  await rows(t.database, `UPDATE commissions SET event_start = $2, event_end = $3 WHERE id = $1`, [id, addDays(todayIn(), -days - 1), addDays(todayIn(), -days)]);
}

async function commission(id: number, token: string = admin): Promise<Body> {
  const response = await call('GET', `/commission/${id}`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
}

const mails = async (template: string, since = 0) =>
  rows<{ id: number; to_email: string; language: string; text: string; subject: string }>(
    t.database,
    `SELECT id, to_email, language, text, subject FROM outbox WHERE template = $1 AND id > $2 ORDER BY id`,
    [template, since],
  );
const lastOutboxId = async () => (await rows<{ id: number }>(t.database, `SELECT coalesce(max(id), 0)::int AS id FROM outbox`))[0]!.id;

const conducted = (data: Body, quantity: (line: Body) => number = (line) => line.quantity_in_quote) => ({
  booking_status: 'conducted',
  lines: data.lines.map((line: Body) => ({ id: line.id, quantity_conducted: quantity(line) })),
  invoice_information: 'Faktura till ekonomi@hotell.demo, ref 4711',
});

describe('made on win, removed on revert', () => {
  it('is made from the winning quote: upcoming, the lines, the percents and the amounts', async () => {
    const { id, opportunityId, quoteId, bidderId } = await won();
    const data = await commission(id);
    const [opportunity] = await rows(t.database, `SELECT name, start_date::text, end_date::text FROM opportunities WHERE id = $1`, [opportunityId]);
    const quote = json(await call('GET', `/quote/${quoteId}`)).data;
    expect(data).toMatchObject({
      opportunity_id: opportunityId,
      quote_id: quoteId,
      bidder_id: bidderId,
      account_id: hotel,
      venue_name: 'Demo Konferenshotell',
      status: 'upcoming',
      event_start: opportunity!.start_date,
      event_end: opportunity!.end_date,
      commission_type: 'accommodation_conference_meals',
      commission_bp: 1000,
      meals_bp: 500,
      reported_amount: null,
      difference: null,
      actions: { report: false, invoice: false, receive: false, remind: false, edit_final: false },
    });
    expect(data.title).toBe(opportunity!.name);
    expect(data.lines).toHaveLength(quote.lines.length);
    for (const [index, line] of quote.lines.entries()) {
      expect(data.lines[index]).toMatchObject({ kind: line.kind, name: line.name, day: line.day, base_quote: line.total_ex_vat, quantity_conducted: null });
    }
    const sum = data.lines.reduce((total: number, line: Body) => total + line.amount_quote, 0);
    expect(data.quote_amount).toBe(sum);
    expect(data.amount).toBe(sum);
    expect(data.quote_amount).toBeGreaterThan(0);
    expect(data.history).toMatchObject([{ event: 'created', by: 'Anna Admin' }]);
  });

  it("takes the quote's own percent before the account's, and leaves meals out for the type without them", async () => {
    const opportunityId = await newOpportunity();
    const { bidderId, quoteId } = await submittedQuote(opportunityId, { account_id: manor });
    await rows(t.database, `UPDATE quotes SET commission_bp = 1250 WHERE id = $1`, [quoteId]);
    expect((await call('POST', `/opportunity/${opportunityId}/win`, { bidder_id: bidderId })).statusCode).toBe(200);
    const data = await commission(await one(`SELECT id FROM commissions WHERE opportunity_id = $1`, [opportunityId]));
    expect(data).toMatchObject({ commission_bp: 1250, meals_bp: 0, commission_type: 'accommodation_conference' });
  });

  it('answers a quote_base of accommodation + conference, with meals only for the type that includes them', async () => {
    const baseOf = (data: Body, categories: string[]) =>
      data.lines.filter((line: Body) => categories.includes(line.category)).reduce((total: number, line: Body) => total + line.base_quote, 0);
    // A request with a conference room and lunch every day: rooms, conference and meals in the quote.
    const wonWithMeals = async (venue: Body) => {
      const opportunityId = await newOpportunity();
      const items = await call('PUT', `/opportunity/${opportunityId}/items`, {
        items: [
          { kind: 'conference_room', name: 'Stora salen', day: null, quantity: 18, room_size: 20, seating: 'u_shaped' },
          { kind: 'meal', name: 'Lunch', day: null, quantity: 18 },
        ],
      });
      expect(items.statusCode, items.body).toBe(200);
      const { bidderId } = await submittedQuote(opportunityId, venue);
      expect((await call('POST', `/opportunity/${opportunityId}/win`, { bidder_id: bidderId })).statusCode).toBe(200);
      return commission(await one(`SELECT id FROM commissions WHERE opportunity_id = $1`, [opportunityId]));
    };
    const withMeals = await wonWithMeals({ account_id: hotel });
    const meals = baseOf(withMeals, ['meals']);
    expect(meals).toBeGreaterThan(0);
    expect(withMeals.quote_base).toBe(baseOf(withMeals, ['accommodation', 'conference', 'meals']));
    const withoutMeals = await wonWithMeals({ account_id: manor });
    expect(baseOf(withoutMeals, ['meals'])).toBe(meals);
    expect(withoutMeals.lines.filter((line: Body) => line.category === 'meals').every((line: Body) => line.percent_bp === 0)).toBe(true);
    expect(withoutMeals.quote_base).toBe(baseOf(withoutMeals, ['accommodation', 'conference']));
    expect(withoutMeals.quote_base).toBe(withMeals.quote_base - meals);
  });

  it('is made for an outside venue without an account, at 0 % unless its quote names one', async () => {
    const { id } = await won({ name: 'Strandhotellet', email: 'info@strand.example', language: 'en' });
    const data = await commission(id);
    expect(data).toMatchObject({ account_id: null, venue_name: 'Strandhotellet', commission_type: null, commission_bp: 0, meals_bp: 0, quote_amount: 0 });
  });

  it('is removed with its lines and history when the win is reverted, in the same transaction', async () => {
    const { id, opportunityId } = await won();
    const reverted = await call('POST', `/opportunity/${opportunityId}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await call('GET', `/commission/${id}`)).statusCode).toBe(404);
    expect(await rows(t.database, `SELECT id FROM commission_lines WHERE commission_id = $1 UNION ALL SELECT id FROM commission_events WHERE commission_id = $1`, [id])).toEqual([]);
  });

  it('leaves no commission when the win fails', async () => {
    const opportunityId = await newOpportunity();
    const { bidderId } = await submittedQuote(opportunityId, { account_id: hotel });
    // A second win of the decided opportunity is a 409: nothing more is made.
    expect((await call('POST', `/opportunity/${opportunityId}/win`, { bidder_id: bidderId })).statusCode).toBe(200);
    expect((await call('POST', `/opportunity/${opportunityId}/win`, { bidder_id: bidderId })).statusCode).toBe(409);
    expect(await rows(t.database, `SELECT id FROM commissions WHERE opportunity_id = $1`, [opportunityId])).toHaveLength(1);
  });
});

describe('the sweep and the reminders', () => {
  it('moves an event that is over to report and mails the venue once, with its report page', async () => {
    const { id } = await won();
    const before = await lastOutboxId();
    await endedDaysAgo(id, 0);
    await sweepCommissions(t.ctx);
    expect((await commission(id)).status).toBe('upcoming');
    await endedDaysAgo(id, 1);
    const now = new Date();
    await sweepCommissions(t.ctx, now);
    await sweepCommissions(t.ctx, now);
    const data = await commission(id);
    expect(data).toMatchObject({ status: 'to_report', reminders_sent: 0, actions: { report: true, remind: true, invoice: true } });
    expect(Date.parse(data.next_reminder_at)).toBe(now.getTime() + 7 * 86_400_000);
    const sent = (await mails('commission-report-request', before)).filter((mail) => mail.text.includes(`/p-editCommission&id=${id}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('http://portal.test/p-editCommission&id=');
    expect(data.history[0]).toMatchObject({ event: 'to_report', by: null });
  });

  it('reminds at doubling waits and invoices on the quote after the last reminder, mailing the venue', async () => {
    const { id } = await won();
    await endedDaysAgo(id, 1);
    const day = 86_400_000;
    const start = new Date(Date.now() + 1000);
    const before = await lastOutboxId();
    const ours = async (template: string) => (await mails(template, before)).filter((mail) => mail.text.includes(`id=${id}`));
    await sweepCommissions(t.ctx, start);
    // Before the first wait (1 week) nothing happens.
    await sweepCommissions(t.ctx, new Date(start.getTime() + 6 * day));
    expect(await ours('commission-reminder')).toHaveLength(0);
    const at = [7, 7 + 14, 7 + 14 + 28];
    for (const [index, days] of at.entries()) {
      await sweepCommissions(t.ctx, new Date(start.getTime() + days * day - 1000));
      expect(await ours('commission-reminder')).toHaveLength(index);
      await sweepCommissions(t.ctx, new Date(start.getTime() + days * day));
      expect(await ours('commission-reminder')).toHaveLength(index + 1);
      expect((await commission(id)).reminders_sent).toBe(index + 1);
    }
    // After the third (the default count), a full wait of 8 weeks: invoiced on the quote.
    const last = 7 + 14 + 28 + 56;
    await sweepCommissions(t.ctx, new Date(start.getTime() + (last - 1) * day));
    expect((await commission(id)).status).toBe('to_report');
    await sweepCommissions(t.ctx, new Date(start.getTime() + last * day));
    const data = await commission(id);
    expect(data).toMatchObject({ status: 'invoiced', invoiced_on_quote: true, amount: data.quote_amount, difference: 0, next_reminder_at: null });
    expect(await ours('commission-invoiced-on-quote')).toHaveLength(1);
    expect(data.history.map((entry: Body) => entry.event)).toEqual(['invoiced_on_quote', 'reminded', 'reminded', 'reminded', 'to_report', 'created']);
  });

  it('takes each step once when two sweeps run at the same moment', async () => {
    const { id } = await won();
    await endedDaysAgo(id, 1);
    const before = await lastOutboxId();
    const now = new Date(Date.now() + 1000);
    await Promise.all([sweepCommissions(t.ctx, now), sweepCommissions(t.ctx, now)]);
    expect((await mails('commission-report-request', before)).filter((mail) => mail.text.includes(`id=${id}`))).toHaveLength(1);
    const due = new Date(now.getTime() + 7 * 86_400_000);
    await Promise.all([sweepCommissions(t.ctx, due), sweepCommissions(t.ctx, due)]);
    expect((await mails('commission-reminder', before)).filter((mail) => mail.text.includes(`id=${id}`))).toHaveLength(1);
    expect((await commission(id)).reminders_sent).toBe(1);
  });

  it('mails an outside venue in its language with its own report link, no portal login', async () => {
    const { id } = await won({ name: 'Fjordhotellet', email: 'post@fjord.example', language: 'en' });
    await endedDaysAgo(id, 1);
    await sweepCommissions(t.ctx);
    const [mail] = (await mails('commission-report-request')).filter((entry) => entry.to_email === 'post@fjord.example');
    expect(mail).toMatchObject({ language: 'en' });
    expect(mail!.text).toContain('Report the outcome here, no login needed:');
    expect(mail!.text).toMatch(/http:\/\/portal\.test\/email-editCommission&id=[A-Za-z0-9_-]{43}/);
    expect(mail!.text).not.toContain('p-editCommission');
    expect((await commission(id)).status).toBe('to_report');
  });

  it('lets an admin remind now: counted, the next a full wait later; 409 unless to report', async () => {
    const { id } = await toReport();
    const before = await lastOutboxId();
    const response = await call('POST', `/commission/${id}/remind`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ data: { reminders_sent: 1 }, message: { en: 'A reminder is sent to the venue' } });
    const wait = Date.parse(json(response).data.next_reminder_at) - Date.now();
    expect(Math.abs(wait - 14 * 86_400_000)).toBeLessThan(60_000);
    expect(await mails('commission-reminder', before)).toHaveLength(1);
    const upcoming = await won();
    expect((await call('POST', `/commission/${upcoming.id}/remind`)).statusCode).toBe(409);
    expect((await call('POST', `/commission/${id}/remind`, undefined, partner)).statusCode).toBe(403);
  });
});

describe("the venue's report", () => {
  it('conducted: the conducted quantities, the amount, the difference, the owner notified and the activity logged', async () => {
    const { id, opportunityId } = await toReport();
    const data = await commission(id, partner);
    expect(data.title).toMatch(/^#\d+/);
    expect(data.title).not.toContain('Berglund');
    const response = await call('POST', `/commission/${id}/report`, conducted(data, (line) => Math.max(0, line.quantity_in_quote - 1)), partner);
    expect(response.statusCode, response.body).toBe(200);
    const reported = json(response);
    expect(reported.message).toEqual({ en: 'The commission report is submitted', sw: 'Provisionsrapporten har skickats in' });
    expect(reported.data).toMatchObject({ status: 'reported', booking_status: 'conducted', reported_by: 'Erik Nilsson' });
    const expected = reported.data.lines.reduce((sum: number, line: Body) => sum + line.amount_conducted, 0);
    expect(reported.data.reported_amount).toBe(expected);
    expect(reported.data.amount).toBe(expected);
    expect(reported.data.difference).toBe(expected - reported.data.quote_amount);
    expect(reported.data.difference).toBeLessThan(0);
    const [notification] = await rows(t.database, `SELECT notifiable_type, user_id, data FROM notifications WHERE notifiable_type = 'Commission' AND notifiable_id = $1`, [id]);
    expect(notification).toMatchObject({ notifiable_type: 'Commission', data: { source: 'Commission', opportunity_id: opportunityId } });
    expect(notification!.user_id).not.toBeNull();
    const [activity] = await rows(t.database, `SELECT event FROM activity_log WHERE subject_type = 'Opportunity' AND subject_id = $1 AND event = 'commission_reported'`, [opportunityId]);
    expect(activity).toBeTruthy();

    const again = await call('POST', `/commission/${id}/report`, conducted(data), partner);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toEqual({ en: 'The commission report is already submitted', sw: 'Provisionsrapporten är redan inskickad' });
  });

  it('cancelled with a fee: the commission on the fee; without a fee: nothing', async () => {
    const first = await toReport();
    const fee = await call('POST', `/commission/${first.id}/report`, { booking_status: 'cancelled_fee', fee_ex_vat: 1_234_567, invoice_information: 'Ref 1' }, partner);
    expect(fee.statusCode, fee.body).toBe(200);
    expect(json(fee).data).toMatchObject({ reported_amount: 123_457, fee_ex_vat: 1_234_567, booking_status: 'cancelled_fee' });
    const second = await toReport();
    const none = await call('POST', `/commission/${second.id}/report`, { booking_status: 'cancelled_no_fee' }, admin);
    expect(none.statusCode, none.body).toBe(200);
    expect(json(none).data).toMatchObject({ reported_amount: 0, amount: 0, status: 'reported' });
  });

  it('rescheduled: back to upcoming on the new date, the start shifted alike, the reminders reset', async () => {
    const { id } = await toReport();
    await call('POST', `/commission/${id}/remind`);
    const before = await commission(id);
    const date = addDays(todayIn(), 30);
    const response = await call('POST', `/commission/${id}/report`, { booking_status: 'rescheduled', rescheduled_date: date }, partner);
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data;
    expect(data).toMatchObject({ status: 'upcoming', event_end: date, event_start: addDays(date, -1), rescheduled_date: date, reminders_sent: 0, next_reminder_at: null });
    expect(before.event_start).toBe(addDays(before.event_end, -1));
    expect(data.history[0]).toMatchObject({ event: 'rescheduled', text: date });
    expect(data.lines.every((line: Body) => line.quantity_conducted === null)).toBe(true);
  });

  it('refuses missing values per field and keeps nothing', async () => {
    const { id } = await toReport();
    const data = await commission(id);
    const cases: [Body, string[]][] = [
      [{ booking_status: 'conducted' }, ['lines', 'invoice_information']],
      [{ ...conducted(data), lines: conducted(data).lines.slice(1) }, ['lines']],
      [{ ...conducted(data), lines: [...conducted(data).lines, conducted(data).lines[0]] }, ['lines']],
      [{ ...conducted(data), invoice_information: '   ' }, ['invoice_information']],
      [{ booking_status: 'cancelled_fee' }, ['fee_ex_vat', 'invoice_information']],
      [{ booking_status: 'rescheduled', rescheduled_date: todayIn() }, ['rescheduled_date']],
      [{ booking_status: 'rescheduled' }, ['rescheduled_date']],
      [{ ...conducted(data), lines: [{ id: data.lines[0].id, quantity_conducted: -1 }] }, ['lines.0.quantity_conducted']],
    ];
    for (const [body, fields] of cases) {
      const response = await call('POST', `/commission/${id}/report`, body, partner);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(response).message).toBe('Error validation');
      expect(Object.keys(json(response).errors).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(json(response).errors[field][0]).toHaveProperty('sw');
    }
    expect(json(await call('POST', `/commission/${id}/report`, { booking_status: 'conducted' }, partner)).errors.lines[0].en).toBe(
      'Give the conducted quantity of every line of the commission, each line once',
    );
    const after = await commission(id);
    expect(after).toMatchObject({ status: 'to_report', booking_status: null, reported_amount: null, invoice_information: null });
    expect(after.lines.every((line: Body) => line.quantity_conducted === null)).toBe(true);
  });

  it('is refused while the event is ahead (409), and 404 for a missing commission', async () => {
    const { id } = await won();
    const response = await call('POST', `/commission/${id}/report`, { booking_status: 'cancelled_no_fee' }, partner);
    expect(response.statusCode).toBe(409);
    const missing = await call('GET', '/commission/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toEqual({ en: 'Commission does not exist.', sw: 'Provisionen finns inte.' });
  });
});

describe('partner isolation', () => {
  it("answers another venue's commission with 404 and never lists it", async () => {
    const { id } = await toReport();
    const file = await upload('faktura.pdf', pdf());
    for (const response of [
      await call('GET', `/commission/${id}`, undefined, partner2),
      await call('POST', `/commission/${id}/report`, { booking_status: 'cancelled_no_fee' }, partner2),
      await t.app.inject({ method: 'POST', url: `/api/commission/${id}/invoice-copy`, headers: { authorization: `Bearer ${partner2}`, ...file.headers }, payload: file.payload }),
      await call('DELETE', `/commission/${id}/invoice-copy`, undefined, partner2),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(json(response).message.en).toBe('Commission does not exist.');
    }
    for (const tab of ['to_report', 'upcoming', 'submitted']) {
      const list = json(await call('GET', `/partner/commissions?tab=${tab}&per_page=100`, undefined, partner2));
      expect(list.data.data.every((row: Body) => row.account_id === manor)).toBe(true);
      expect(list.data.data.map((row: Body) => row.id)).not.toContain(id);
    }
    const own = json(await call('GET', '/partner/commissions?tab=to_report&per_page=100', undefined, partner));
    expect(own.data.data.map((row: Body) => row.id)).toContain(id);
    expect(own.data.data.every((row: Body) => row.account_id === hotel && row.title.startsWith('#'))).toBe(true);
    expect(own.summary.to_report).toBe(own.data.total);
    // Admin-only operations are refused to partners.
    expect((await call('GET', '/commissions', undefined, partner)).statusCode).toBe(403);
    expect((await call('POST', `/commission/${id}/invoice`, undefined, partner)).statusCode).toBe(403);
  });
});

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

async function upload(name: string, content: Buffer, type = 'application/octet-stream') {
  return multipartFile('file', name, content, type);
}

describe('the invoice copy', () => {
  const post = async (id: number, token: string, name: string, content: Buffer) => {
    const body = await upload(name, content);
    return t.app.inject({ method: 'POST', url: `/api/commission/${id}/invoice-copy`, headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.payload });
  };

  it('takes a PDF or an image checked by its content, replaces the old one and deletes its bytes', async () => {
    const { id } = await toReport();
    const first = await post(id, partner, 'faktura.pdf', pdf());
    expect(first.statusCode, first.body).toBe(201);
    expect(json(first)).toMatchObject({ data: { name: 'faktura.pdf', content_type: 'application/pdf' }, message: { en: 'The invoice copy is uploaded' } });
    const firstUrl = json(first).data.url;
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const second = await post(id, partner, 'kvitto.png', await png(40, 30));
    expect(second.statusCode, second.body).toBe(201);
    expect(json(second).data.content_type).toBe('image/png');
    expect((await commission(id)).invoice_copy).toMatchObject({ name: 'kvitto.png', url: json(second).data.url });
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const fake = await post(id, partner, 'faktura.pdf', Buffer.from('MZ this is not a pdf'));
    expect(fake.statusCode).toBe(422);
    expect(json(fake).errors.file[0].en).toBe('The file is not a PDF or an image (JPEG, PNG, WebP or GIF).');

    const removed = await call('DELETE', `/commission/${id}/invoice-copy`, undefined, partner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await commission(id)).invoice_copy).toBeNull();
    expect((await call('DELETE', `/commission/${id}/invoice-copy`, undefined, partner)).statusCode).toBe(404);
  });

  it('is refused (409) once the report is in', async () => {
    const { id } = await toReport();
    await call('POST', `/commission/${id}/report`, { booking_status: 'cancelled_no_fee' }, partner);
    expect((await post(id, partner, 'faktura.pdf', pdf())).statusCode).toBe(409);
  });
});

describe('invoiced, received and the final amount', () => {
  it('moves reported → invoiced → received, each once; a second change is a 409', async () => {
    const { id } = await toReport();
    expect((await call('POST', `/commission/${id}/receive`)).statusCode).toBe(409);
    await call('POST', `/commission/${id}/report`, conducted(await commission(id)), partner);
    const [a, b] = await Promise.all([call('POST', `/commission/${id}/invoice`), call('POST', `/commission/${id}/invoice`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const invoiced = await commission(id);
    expect(invoiced).toMatchObject({ status: 'invoiced', invoiced_on_quote: false, actions: { receive: true, invoice: false, edit_final: true } });
    expect(invoiced.invoiced_at).not.toBeNull();
    const received = await call('POST', `/commission/${id}/receive`);
    expect(received.statusCode).toBe(200);
    expect(json(received)).toMatchObject({ data: { status: 'received' }, message: { en: 'The payment is marked as received' } });
    const again = await call('POST', `/commission/${id}/receive`);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toEqual({ en: 'The commission is not in a state that allows this', sw: 'Provisionen är inte i ett läge som tillåter detta' });
  });

  it('invoices a commission still to report on the original quote', async () => {
    const { id } = await toReport();
    const response = await call('POST', `/commission/${id}/invoice`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({ status: 'invoiced', invoiced_on_quote: true, difference: 0 });
    expect(json(response).data.history[0].event).toBe('invoiced_on_quote');
  });

  it('keeps a final amount with its reason in the history; 422 without a reason, 409 before the report', async () => {
    const { id } = await toReport();
    expect((await call('PUT', `/commission/${id}/final`, { final_amount: 500, reason: 'Avtal' })).statusCode).toBe(409);
    await call('POST', `/commission/${id}/report`, { booking_status: 'cancelled_no_fee' }, partner);
    const blank = await call('PUT', `/commission/${id}/final`, { final_amount: 500, reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(json(blank).errors)).toEqual(['reason']);
    const saved = await call('PUT', `/commission/${id}/final`, { final_amount: 150_000, reason: 'Enligt överenskommelse med hotellet' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ final_amount: 150_000, amount: 150_000, difference: 150_000 - json(saved).data.quote_amount, final_reason: 'Enligt överenskommelse med hotellet' });
    expect(json(saved).data.history[0]).toMatchObject({ event: 'final_changed', by: 'Anna Admin', text: '1500.00 SEK: Enligt överenskommelse med hotellet' });
  });
});

describe('lists, sums, search and CSV', () => {
  it('filters, sums every filter under the search, and searches the opportunity and the venue', async () => {
    const name = `Sökbar kickoff ${Date.now()}`;
    const { id } = await won({ account_id: hotel }, { name });
    const all = json(await call('GET', '/commissions?filter=all&per_page=100'));
    const summary = all.summary;
    expect(summary.all.count).toBe(all.data.total);
    expect(summary.all.count).toBe(summary.new_to_report.count + summary.upcoming.count + summary.pending.count + summary.received.count);
    const totalAmount = all.data.data.reduce((sum: number, row: Body) => sum + row.amount, 0);
    expect(summary.all.amount).toBe(totalAmount);
    for (const [filter, statuses] of [
      ['new_to_report', ['to_report']],
      ['upcoming', ['upcoming']],
      ['pending', ['reported', 'invoiced']],
      ['received', ['received']],
    ] as const) {
      const list = json(await call('GET', `/commissions?filter=${filter}&per_page=100`));
      expect(list.data.data.every((row: Body) => (statuses as readonly string[]).includes(row.status))).toBe(true);
      expect(list.data.total).toBe(summary[filter].count);
      expect(list.data.data.reduce((sum: number, row: Body) => sum + row.amount, 0)).toBe(summary[filter].amount);
    }
    const upcoming = json(await call('GET', '/commissions?filter=upcoming&per_page=100')).data.data;
    const ends = upcoming.map((row: Body) => row.event_end);
    expect(ends).toEqual([...ends].sort());

    const searched = json(await call('GET', `/commissions?search=${encodeURIComponent(name.toUpperCase())}`));
    expect(searched.data.data.map((row: Body) => row.id)).toEqual([id]);
    expect(searched.data.data[0].title).toBe(name);
    expect(searched.summary.all.count).toBe(1);
    expect(searched.summary.upcoming.count).toBe(1);
    // The list's total under a search is its filter's count among the sums.
    expect(searched.data.total).toBe(1);
    const searchedUpcoming = json(await call('GET', `/commissions?filter=upcoming&search=${encodeURIComponent(name)}`));
    expect(searchedUpcoming.data.total).toBe(1);
    const searchedReceived = json(await call('GET', `/commissions?filter=received&search=${encodeURIComponent(name)}`));
    expect([searchedReceived.data.total, searchedReceived.data.data.length]).toEqual([0, 0]);
    const byVenue = json(await call('GET', '/commissions?search=konferenshotell&per_page=100'));
    expect(byVenue.data.data.length).toBeGreaterThan(0);
    expect(byVenue.data.data.every((row: Body) => row.venue_name === 'Demo Konferenshotell')).toBe(true);
  });

  it('exports the filter and search as CSV with amounts in kronor', async () => {
    const name = `Exportfest ${Date.now()}`;
    const { id } = await won({ account_id: hotel }, { name });
    const quoteAmount = (await commission(id)).quote_amount;
    const response = await call('GET', `/commissions/export?filter=upcoming&search=${encodeURIComponent(name)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe(
      'id,opportunity_id,opportunity_name,venue_name,status,event_start,event_end,booking_status,commission_percent,quote_base,quote_amount,reported_amount,final_amount,amount,difference,invoiced_on_quote,reported_at,invoiced_at,received_at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${id},`);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(`,${Math.trunc(quoteAmount / 100)}.${String(quoteAmount % 100).padStart(2, '0')},`);
    expect(lines[1]).toContain(',10.00,');
    const none = await call('GET', `/commissions/export?filter=received&search=${encodeURIComponent(name)}`);
    expect(none.body.replace(/^\uFEFF/, '').trim().split('\n')).toHaveLength(1);
  });

  it("answers the dashboard's figures: to report, pending, received this month", async () => {
    const { id } = await toReport();
    const before = json(await call('GET', '/commission-summary')).data;
    await call('POST', `/commission/${id}/report`, { booking_status: 'cancelled_fee', fee_ex_vat: 100_000, invoice_information: 'Ref' }, partner);
    const reported = json(await call('GET', '/commission-summary')).data;
    expect(reported.to_report.count).toBe(before.to_report.count - 1);
    expect(reported.pending).toEqual({ count: before.pending.count + 1, amount: before.pending.amount + 10_000 });
    await call('POST', `/commission/${id}/invoice`);
    await call('POST', `/commission/${id}/receive`);
    const received = json(await call('GET', '/commission-summary')).data;
    expect(received.received_this_month).toEqual({ count: before.received_this_month.count + 1, amount: before.received_this_month.amount + 10_000 });
    expect(received.pending.count).toBe(before.pending.count);
    expect((await call('GET', '/commission-summary', undefined, partner)).statusCode).toBe(403);
  });
});

describe('the reminder settings', () => {
  it('start at 1 week and 3 reminders, are saved and checked, and set the sweep\'s wait', async () => {
    const first = json(await call('GET', '/crm-settings')).data;
    expect(first).toMatchObject({ commission_reminder_interval: 1, commission_reminder_unit: 'week', commission_reminders: 3 });
    const bad = await call('PUT', '/crm-settings', { opportunity_idle_days: 7, commission_reminder_interval: 91, commission_reminder_unit: 'year', commission_reminders: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(['commission_reminder_interval', 'commission_reminder_unit', 'commission_reminders']);
    const saved = await call('PUT', '/crm-settings', { opportunity_idle_days: 7, commission_reminder_interval: 3, commission_reminder_unit: 'day', commission_reminders: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ commission_reminder_interval: 3, commission_reminder_unit: 'day', commission_reminders: 1 });
    // Left out, they stay.
    expect(json(await call('PUT', '/crm-settings', { opportunity_idle_days: 8 })).data).toMatchObject({ commission_reminder_interval: 3, commission_reminders: 1 });
    try {
      const { id } = await won();
      await endedDaysAgo(id, 1);
      const now = new Date(Date.now() + 1000);
      await sweepCommissions(t.ctx, now);
      expect(Date.parse((await commission(id)).next_reminder_at)).toBe(now.getTime() + 3 * 86_400_000);
      await sweepCommissions(t.ctx, new Date(now.getTime() + 3 * 86_400_000));
      expect((await commission(id)).reminders_sent).toBe(1);
      await sweepCommissions(t.ctx, new Date(now.getTime() + 9 * 86_400_000));
      expect((await commission(id)).status).toBe('invoiced');
    } finally {
      await call('PUT', '/crm-settings', { opportunity_idle_days: 7, commission_reminder_interval: 1, commission_reminder_unit: 'week', commission_reminders: 3 });
    }
  });
});

describe("an outside venue's report link", () => {
  const LINK = /email-editCommission&id=([A-Za-z0-9_-]{43})/;
  const linkIn = (text: string) => LINK.exec(text)?.[1];
  const byLink = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: Body) =>
    t.app.inject({ method, url: `/api${url}`, headers: { 'x-link-token': token }, ...(payload === undefined ? {} : { payload }) });
  let seq = 0;
  /** An outside venue's commission swept to report; the token its mail carried. */
  async function outsideToReport(language: 'sv' | 'en'): Promise<{ id: number; email: string; token: string }> {
    const email = `rapport${++seq}-${language}@outside.example`;
    const { id } = await won({ name: `Utsidan ${seq}`, email, language });
    await endedDaysAgo(id, 1);
    await sweepCommissions(t.ctx);
    const [mail] = (await mails('commission-report-request')).filter((entry) => entry.to_email === email);
    expect(mail).toMatchObject({ language });
    const token = linkIn(mail!.text);
    expect(token, mail!.text).toBeDefined();
    return { id, email, token: token! };
  }

  it('opens the one commission it was mailed for, as a partner sees its own: reportable, no other record', async () => {
    const { id, token } = await outsideToReport('sv');
    const opened = await byLink('GET', '/public/commission', token);
    expect(opened.statusCode, opened.body).toBe(200);
    const data = json(opened).data;
    expect(data).toMatchObject({ id, account_id: null, status: 'to_report', actions: { report: true, invoice: false, receive: false, remind: false, edit_final: false } });
    // The venue's title (number and town), not the admin's opportunity name.
    expect(data.title.startsWith('#')).toBe(true);
    // The token opens nothing else: no bearer operation, no other purpose's operation.
    expect((await byLink('GET', `/commission/${id}`, token)).statusCode).toBe(401);
    expect((await byLink('GET', '/public/quote', token)).statusCode).toBe(401);
    expect((await byLink('GET', '/public/commission', 'x'.repeat(43))).statusCode).toBe(401);
    // Each open is logged.
    expect(await rows(t.database, `SELECT outcome FROM capability_link_opens o JOIN capability_links l ON l.id = o.link_id WHERE l.subject_type = 'commission' AND l.subject_id = $1`, [id])).not.toHaveLength(0);
  });

  it("reports through the same rules as the partner's: 422 per field with nothing kept, then reported once, the owner told", async () => {
    const { id, token } = await outsideToReport('en');
    const refused = await byLink('POST', '/public/commission/report', token, { booking_status: 'conducted', lines: [] });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(json(refused).errors).sort()).toEqual(['invoice_information', 'lines']);
    expect((await commission(id)).status).toBe('to_report');

    const before = await commission(id);
    const reported = await byLink('POST', '/public/commission/report', token, conducted(before, (line) => Math.max(0, line.quantity_in_quote - 1)));
    expect(reported.statusCode, reported.body).toBe(200);
    expect(json(reported)).toMatchObject({ data: { status: 'reported', booking_status: 'conducted', actions: { report: false } }, message: { en: 'The commission report is submitted' } });
    const seen = await commission(id);
    expect(seen).toMatchObject({ status: 'reported', reported_by: seen.venue_name, invoice_information: 'Faktura till ekonomi@hotell.demo, ref 4711' });
    expect(seen.history[0]).toMatchObject({ event: 'reported', by: seen.venue_name });
    expect(seen.reported_amount).toBe(seen.lines.reduce((total: number, line: Body) => total + line.amount_conducted, 0));
    const notified = await rows(t.database, `SELECT data->'message'->>'en' AS message FROM notifications WHERE notifiable_type = 'Commission' AND notifiable_id = $1`, [id]);
    expect(notified).toHaveLength(1);
    expect(notified[0]!.message).toContain(`${seen.venue_name} reported the commission for`);
    // A second report is refused; the page still shows the report.
    const again = await byLink('POST', '/public/commission/report', token, { booking_status: 'cancelled_no_fee' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message.en).toBe('The commission report is already submitted');
    expect(json(await byLink('GET', '/public/commission', token)).data).toMatchObject({ status: 'reported', actions: { report: false } });
  });

  it('takes the invoice copy through the link', async () => {
    const { id, token } = await outsideToReport('sv');
    const body = await upload('faktura.pdf', pdf());
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/public/commission/invoice-copy', headers: { 'x-link-token': token, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await commission(id)).invoice_copy).toMatchObject({ name: 'faktura.pdf' });
    expect((await byLink('DELETE', '/public/commission/invoice-copy', token)).statusCode).toBe(200);
    expect((await commission(id)).invoice_copy).toBeNull();
  });

  it("is replaced by each reminder's link, in the venue's language; an old or expired link answers 410", async () => {
    const { id, email, token } = await outsideToReport('sv');
    const before = await lastOutboxId();
    expect((await call('POST', `/commission/${id}/remind`)).statusCode).toBe(200);
    const [reminder] = (await mails('commission-reminder', before)).filter((entry) => entry.to_email === email);
    expect(reminder).toMatchObject({ language: 'sv' });
    expect(reminder!.text).toContain('Rapportera utfallet här, utan inloggning:');
    const fresh = linkIn(reminder!.text)!;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
    const old = await byLink('GET', '/public/commission', token);
    expect(old.statusCode).toBe(410);
    expect(json(old).message.sw).toContain('en nyare länk har skickats');
    expect((await byLink('GET', '/public/commission', fresh)).statusCode).toBe(200);
    await rows(t.database, `UPDATE capability_links SET expires_at = now() - interval '1 minute' WHERE purpose = 'commission_report' AND subject_id = $1 AND revoked_at IS NULL`, [id]);
    const expired = await byLink('POST', '/public/commission/report', fresh, { booking_status: 'cancelled_no_fee' });
    expect(expired.statusCode).toBe(410);
    expect((await commission(id)).status).toBe('to_report');
  });

  it("opens no partner's commission, even with a link made for it", async () => {
    const { id } = await toReport();
    const { token } = await issue(id);
    expect((await byLink('GET', '/public/commission', token)).statusCode).toBe(404);
    expect((await byLink('POST', '/public/commission/report', token, { booking_status: 'cancelled_no_fee' })).statusCode).toBe(404);
    expect((await commission(id)).status).toBe('to_report');
  });
});

describe('the kept totals', () => {
  it("equal the commissions' own counts and sums after every change above (made, moved, reported, rescheduled, removed)", async () => {
    const kept = await rows(t.database, `SELECT status, account_id, count, amount::bigint::text AS amount FROM commission_totals WHERE count <> 0 OR amount <> 0 ORDER BY 1, 2`);
    const actual = await rows(
      t.database,
      `SELECT status, coalesce(account_id, 0) AS account_id, count(*)::int AS count, sum(amount)::bigint::text AS amount FROM commissions GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(kept).toEqual(actual);
  });
});
