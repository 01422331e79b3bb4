// Many writes at once on real PostgreSQL, over real HTTP (issue 22): 50 concurrent saves, submits,
// wins and bookings of the same records. Where one must win exactly one does and the rest get 409;
// where all may succeed all do; nothing answers 5xx; and /api/health answers within a second (or
// half the burst on a busy machine) meanwhile, so a burst on one record never holds the whole API.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, loginAs, rows, type Body, type TestApp } from '../support/app.js';
import { pipeline } from '../support/pipeline.js';

const N = 50;
let t: TestApp;
let admin: string;
let base: string;
const p = pipeline(
  () => t,
  () => admin,
);
const { call, newOpportunity, submittedQuote, mailedToken } = p;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  body: string;
}

async function send(method: string, path: string, headers: Record<string, string>, payload?: Body): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  return { status: response.status, body: await response.text() };
}

const asAdmin = (method: string, path: string, payload?: Body) => send(method, path, { authorization: `Bearer ${admin}` }, payload);
const byLink = (method: string, path: string, token: string, payload?: Body) => send(method, path, { 'x-link-token': token }, payload);

/**
 * Runs the burst while asking /api/health every 100 ms; returns the burst's answers, the slowest
 * health answer (each must be 200) and the longest wait allowed for it: a second, or half the
 * burst when the burst is slow because the machine is busy (two cores shared with the other test
 * files: 1.3–3.6 s for bursts of 6.5–11.5 s). A held API answers health only when the burst is
 * over, or never (the frozen pool of issue 22): that is the whole burst, never half of it.
 */
async function withHealth(burst: () => Promise<Answer>[]): Promise<{ answers: Answer[]; slowestHealthMs: number; allowedHealthMs: number }> {
  let done = false;
  let slowest = 0;
  const probe = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    while (!done) {
      const started = performance.now();
      const health = await send('GET', '/health', {});
      slowest = Math.max(slowest, performance.now() - started);
      expect(health.status, health.body).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(burst());
  const burstMs = performance.now() - started;
  done = true;
  await probe;
  console.info(`${answers.length} requests in ${Math.round(burstMs)} ms, slowest /api/health ${Math.round(slowest)} ms`);
  return { answers, slowestHealthMs: slowest, allowedHealthMs: Math.max(1000, burstMs / 2) };
}

function statuses(answers: Answer[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const answer of answers) counted[answer.status] = (counted[answer.status] ?? 0) + 1;
  return counted;
}

function expectNo5xx(answers: Answer[]): void {
  const failed = answers.filter((answer) => answer.status >= 500);
  expect(failed, failed.map((answer) => answer.body).join('\n')).toEqual([]);
}

/** An outside venue invited on a new opportunity: its quote id and the link's token. */
async function outsideVenueQuote(opportunityId: number): Promise<{ quoteId: number; bidderId: number; token: string }> {
  const email = `venue-${opportunityId}-${Math.random().toString(36).slice(2)}@venue.demo`;
  const added = await call('POST', `/opportunity/${opportunityId}/bidders`, { name: `Utsikten ${opportunityId}`, email, language: 'sv' });
  expect(added.statusCode, added.body).toBe(201);
  const bidderId = json(added).data.bidder_id as number;
  const invited = await call('POST', `/bidder/${bidderId}/invitation`);
  expect(invited.statusCode, invited.body).toBe(200);
  const token = await mailedToken('venue-invitation', email, /email-editquote&id=([A-Za-z0-9_%-]+)/);
  return { quoteId: json(invited).data.quote_id as number, bidderId, token };
}

const complete = {
  responder_name: 'Eva Ek',
  responder_phone: '070-123 45 67',
  responder_email: 'eva@utsikten.demo',
  responded_accordingly: true,
};

describe(`${N} writes at once`, () => {
  it('saves of one quote through its link: all 200, the last one kept, health within 1 s or half the burst', async () => {
    const id = await newOpportunity();
    const { quoteId, token } = await outsideVenueQuote(id);
    const quote = JSON.parse((await byLink('GET', '/public/quote', token)).body).data;
    const lineId = quote.lines[0].id as number;
    const { answers, slowestHealthMs, allowedHealthMs } = await withHealth(() =>
      Array.from({ length: N }, (_, index) => byLink('PUT', '/public/quote', token, { lines: [{ id: lineId, price: 50_000 + index }], comments: `save ${index}` })),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 200: N });
    expect(slowestHealthMs).toBeLessThan(allowedHealthMs);
    const [saved] = await rows<{ comments: string; price: number }>(
      t.database,
      `SELECT q.comments, l.price FROM quotes q JOIN quote_lines l ON l.quote_id = q.id WHERE q.id = $1 AND l.id = $2`,
      [quoteId, lineId],
    );
    // Each save is whole: the comment and the price come from the same request.
    expect(saved!.price - 50_000).toBe(Number(saved!.comments.replace('save ', '')));
  });

  it('submits of one quote through its link: exactly one 200, the rest 409, health within 1 s or half the burst', async () => {
    const id = await newOpportunity();
    const { quoteId, token } = await outsideVenueQuote(id);
    const quote = JSON.parse((await byLink('GET', '/public/quote', token)).body).data;
    const lines = quote.lines.map((line: Body) => ({ id: line.id, price: 90_000 }));
    const { answers, slowestHealthMs, allowedHealthMs } = await withHealth(() =>
      Array.from({ length: N }, () => byLink('POST', '/public/quote/submit', token, { ...complete, lines })),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 });
    expect(slowestHealthMs).toBeLessThan(allowedHealthMs);
    const mails = await rows(t.database, `SELECT id FROM notifications WHERE type = 'quote.submitted' AND data->>'quote_id' = $1`, [String(quoteId)]);
    expect(mails.length).toBeLessThanOrEqual(1);
    expect(await rows(t.database, `SELECT status FROM quotes WHERE id = $1`, [quoteId])).toEqual([{ status: 'submitted' }]);
  });

  it('submits racing wins on one opportunity: one win, the other wins 409, no 5xx, health within 1 s or half the burst', async () => {
    const id = await newOpportunity();
    const partner = await loginAs.partner(t.app);
    const hotel = (await rows<{ id: number }>(t.database, `SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`))[0]!.id;
    const winner = await submittedQuote(id, { account_id: hotel }, 100_000, partner);
    const { token } = await outsideVenueQuote(id);
    const quote = JSON.parse((await byLink('GET', '/public/quote', token)).body).data;
    const lines = quote.lines.map((line: Body) => ({ id: line.id, price: 80_000 }));
    const { answers, slowestHealthMs, allowedHealthMs } = await withHealth(() =>
      Array.from({ length: N }, (_, index) => [
        asAdmin('POST', `/opportunity/${id}/win`, { bidder_id: winner.bidderId }),
        byLink('POST', '/public/quote/submit', token, { ...complete, lines, comments: `submit ${index}` }),
      ]).flat(),
    );
    expectNo5xx(answers);
    const wins = answers.filter((_, index) => index % 2 === 0);
    const submits = answers.filter((_, index) => index % 2 === 1);
    expect(statuses(wins)).toEqual({ 200: 1, 409: N - 1 });
    // The submit lands before the win (one 200) or finds it decided: never two.
    expect(statuses(submits)[200] ?? 0).toBeLessThanOrEqual(1);
    expect((statuses(submits)[200] ?? 0) + (statuses(submits)[409] ?? 0)).toBe(N);
    expect(slowestHealthMs).toBeLessThan(allowedHealthMs);
    expect(await rows(t.database, `SELECT count(*)::int AS n FROM quotes WHERE opportunity_id = $1 AND status = 'won'`, [id])).toEqual([{ n: 1 }]);
  });

  it('bookings of one presentation by the customer: all 200 with one booking, health within 1 s or half the burst', async () => {
    const id = await newOpportunity();
    const hotel = (await rows<{ id: number }>(t.database, `SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`))[0]!.id;
    const first = (await submittedQuote(id, { account_id: hotel }, 100_000)).bidderId;
    const second = (await submittedQuote(id, { name: 'Strandhotellet', email: `strand-${id}@venue.demo` }, 90_000)).bidderId;
    for (const bidder of [first, second]) expect((await call('PUT', `/bidder/${bidder}/present`, { present: true })).statusCode).toBe(200);
    expect((await call('POST', `/opportunity/${id}/presentation`)).statusCode).toBe(200);
    const token = await mailedToken('quote-presentation', 'johan@berglundkonsult.demo', /quote-presention-pre&o=\d+&a=\d+&t=([A-Za-z0-9_%-]+)/);
    const { answers, slowestHealthMs, allowedHealthMs } = await withHealth(() =>
      Array.from({ length: N }, () => byLink('POST', '/public/presentation/book', token, { bidder_ids: [first] })),
    );
    expectNo5xx(answers);
    expect(statuses(answers)).toEqual({ 200: N });
    expect(slowestHealthMs).toBeLessThan(allowedHealthMs);
    expect(await rows(t.database, `SELECT bidder_id FROM presentation_venues v JOIN presentations p ON p.id = v.presentation_id WHERE p.opportunity_id = $1 AND booked`, [id])).toEqual([{ bidder_id: first }]);
    expect(await rows(t.database, `SELECT id FROM outbox WHERE template = 'presentation-booked' AND text LIKE $1`, [`%edit-opportunity-${id}%`])).toHaveLength(1);
  });
});
