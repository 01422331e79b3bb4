import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, login, rows, type TestApp } from '../../../test/support/app.js';
import { getOpportunityStats, STATS_WEEKS } from './stats.js';

let t: TestApp;
let admin: string;
let partner: string;
let adminId: number;

const id = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

interface Stats {
  open: { count: number; stages: { stage: string; count: number }[] };
  won_this_month: { month: string; count: number; value_ex_vat: number };
  weeks: { week_start: string; week: number; created: number; won: number }[];
}

async function stats(token = admin): Promise<Stats> {
  const response = await t.app.inject({ method: 'GET', url: '/api/opportunity-stats', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as Stats;
}
const stages = (s: Stats) => Object.fromEntries(s.open.stages.map((entry) => [entry.stage, entry.count]));
const thisWeek = (s: Stats) => s.weeks.at(-1)!;

/** An opportunity created at `createdAt` (SQL expression), open unless told. */
async function opportunity(name: string, createdAt = 'now()', status = 'open') {
  return id(
    `INSERT INTO opportunities (name, owner_id, status, lost_reason, start_date, end_date, participants, created_at)
     VALUES ($1, $2, $3, $4, '2031-05-01', '2031-05-02', 12, ${createdAt}) RETURNING id`,
    [name, adminId, status, status === 'lost' ? 'changed_dates' : null],
  );
}

/** A venue invited to the opportunity and its quote in `status`, with a total ex VAT in öre. */
async function invite(opportunityId: number, status = 'new', totalExVat: number | null = null) {
  const bidder = await id(
    `INSERT INTO bidders (opportunity_id, outside_name, outside_email, outside_language, index_priority)
     VALUES ($1, 'Sjöhotellet', 'bokning@sjo.test', 'sv', 1) RETURNING id`,
    [opportunityId],
  );
  await rows(
    t.database,
    `INSERT INTO quotes (bidder_id, opportunity_id, status, submitted_at, total_ex_vat, total_inc_vat)
     VALUES ($1, $2, $3, CASE WHEN $3 = 'submitted' THEN now() END, $4::bigint, $4::bigint * 5 / 4)`,
    [bidder, opportunityId, status, totalExVat],
  );
  return bidder;
}

async function act(opportunityId: number, action: 'win' | 'revert', payload?: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/opportunity/${opportunityId}/${action}`,
    headers: bearer(admin),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A won opportunity written with SQL: its won quote and its 'won' entry at `wonAt` (ISO instant). */
async function wonAt(name: string, wonAtIso: string, totalExVat: number, createdAt = 'now()') {
  const opportunityId = await opportunity(name, createdAt, 'won');
  await invite(opportunityId, 'won', totalExVat);
  await rows(
    t.database,
    `INSERT INTO activity_log (log_name, event, subject_type, subject_id, properties, created_at)
     VALUES ('Opportunity', 'won', 'Opportunity', $1, '{"name": "x"}', $2)`,
    [opportunityId, wonAtIso],
  );
  return opportunityId;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  adminId = await createUser(t, { email: 'stats.admin@demo.test', password: 'Stats-admin-1', role: 1 });
  await createUser(t, { email: 'stats.partner@demo.test', password: 'Stats-partner-1', role: 2 });
  admin = await login(t.app, 'stats.admin@demo.test', 'Stats-admin-1');
  partner = await login(t.app, 'stats.partner@demo.test', 'Stats-partner-1');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /opportunity-stats', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/opportunity-stats' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/opportunity-stats', headers: bearer(partner) })).statusCode).toBe(403);
  });

  it('answers zeros and 12 weeks, Monday to Monday, on an empty database', async () => {
    const s = await stats();
    expect(s.open).toEqual({
      count: 0,
      stages: [
        { stage: 'new_request', count: 0 },
        { stage: 'venues_invited', count: 0 },
        { stage: 'quotes_in', count: 0 },
        { stage: 'presented', count: 0 },
        { stage: 'customer_chose', count: 0 },
        { stage: 'preliminary_booked', count: 0 },
      ],
    });
    expect(s.won_this_month.count).toBe(0);
    expect(s.won_this_month.value_ex_vat).toBe(0);
    expect(s.weeks).toHaveLength(STATS_WEEKS);
    for (const [index, week] of s.weeks.entries()) {
      expect(new Date(`${week.week_start}T12:00:00Z`).getUTCDay()).toBe(1);
      if (index > 0) {
        const previous = new Date(`${s.weeks[index - 1]!.week_start}T12:00:00Z`).getTime();
        expect(new Date(`${week.week_start}T12:00:00Z`).getTime() - previous).toBe(7 * 24 * 3600 * 1000);
      }
      expect(week).toMatchObject({ created: 0, won: 0 });
    }
  });

  it('follows opportunities as they are created, invited, quoted, won and reverted', async () => {
    const before = await stats();
    const a = await opportunity('Alfa');
    const b = await opportunity('Beta');
    await invite(b);
    const c = await opportunity('Gamma');
    const winner = await invite(c, 'submitted', 1_234_500);
    await opportunity('Förlorad', 'now()', 'lost');

    let s = await stats();
    expect(s.open.count).toBe(before.open.count + 3);
    expect(stages(s)).toEqual({ new_request: 1, venues_invited: 1, quotes_in: 1, presented: 0, customer_chose: 0, preliminary_booked: 0 });
    expect(thisWeek(s).created).toBe(thisWeek(before).created + 4);
    expect(s.won_this_month.count).toBe(0);

    await act(c, 'win', { bidder_id: winner });
    s = await stats();
    expect(stages(s)).toEqual({ new_request: 1, venues_invited: 1, quotes_in: 0, presented: 0, customer_chose: 0, preliminary_booked: 0 });
    expect(s.won_this_month).toMatchObject({ count: 1, value_ex_vat: 1_234_500 });
    expect(thisWeek(s).won).toBe(1);

    // Reverted: out of the won figures, back in its stage.
    await act(c, 'revert');
    s = await stats();
    expect(s.won_this_month).toMatchObject({ count: 0, value_ex_vat: 0 });
    expect(thisWeek(s).won).toBe(0);
    expect(s.open.count).toBe(3);

    // Won again: counted once, not twice for its two 'won' entries.
    await act(c, 'win', { bidder_id: winner });
    s = await stats();
    expect(s.won_this_month).toMatchObject({ count: 1, value_ex_vat: 1_234_500 });
    expect(thisWeek(s).won).toBe(1);
    expect(s.open.count).toBe(2);
    void a;
  });
});

describe('periods in Stockholm', () => {
  // Midday on 15 March 2029 in Stockholm (CET, UTC+1; summer time starts on 25 March).
  const now = new Date('2029-03-15T11:00:00Z');

  beforeAll(async () => {
    // 1 March 00:30 in Stockholm is 28 February 23:30 UTC: this month. 28 February 23:30 in Stockholm is not.
    await wonAt('Mars, första natten', '2029-02-28T23:30:00Z', 100_000, `'2029-02-20T10:00:00Z'`);
    await wonAt('Februari, sista kvällen', '2029-02-28T22:30:00Z', 50_000, `'2029-02-20T10:00:00Z'`);
    // A win this month that was reverted (status open again) counts nowhere.
    const reverted = await wonAt('Återställd', '2029-03-12T09:00:00Z', 70_000);
    await rows(t.database, `UPDATE opportunities SET status = 'open' WHERE id = $1`, [reverted]);
    await rows(t.database, `UPDATE quotes SET status = 'submitted' WHERE opportunity_id = $1`, [reverted]);
    // Won in January, reverted, won again this month: counted once, in March.
    const twice = await wonAt('Två gånger', '2029-01-10T09:00:00Z', 30_000, `'2029-01-05T10:00:00Z'`);
    await rows(
      t.database,
      `INSERT INTO activity_log (log_name, event, subject_type, subject_id, properties, created_at) VALUES
       ('Opportunity', 'reverted', 'Opportunity', $1, '{"name": "x"}', '2029-01-11T09:00:00Z'),
       ('Opportunity', 'won', 'Opportunity', $1, '{"name": "x"}', '2029-03-13T09:00:00Z')`,
      [twice],
    );
    // Created on Monday 12 March 00:10 Stockholm (Sunday 23:10 UTC): the current week, not the one before.
    await opportunity('Måndag natt', `'2029-03-11T23:10:00Z'`);
  });

  it('counts this month from midnight of the 1st in Stockholm', async () => {
    const s = await getOpportunityStats(t.ctx, now);
    expect(s.won_this_month).toEqual({ month: '2029-03', count: 2, value_ex_vat: 130_000 });
  });

  it('buckets ISO weeks from Monday midnight in Stockholm, the current week last', async () => {
    const s = await getOpportunityStats(t.ctx, now);
    expect(s.weeks).toHaveLength(STATS_WEEKS);
    expect(s.weeks.at(-1)).toEqual({ week_start: '2029-03-12', week: 11, created: 1, won: 1 });
    expect(s.weeks[0]!.week_start).toBe('2028-12-25');
    const byStart = Object.fromEntries(s.weeks.map((week) => [week.week_start, week]));
    // 28 Feb 23:30 UTC is Thursday 1 March in Stockholm, 22:30 UTC Wednesday 28 February: both in the week of 26 February.
    expect(byStart['2029-02-26']).toMatchObject({ week: 9, won: 2 });
    expect(byStart['2029-02-19']).toMatchObject({ created: 2, won: 0 });
    // The January win was reverted and won again in March: January shows nothing.
    expect(byStart['2029-01-08']).toMatchObject({ won: 0 });
    expect(s.weeks.reduce((sum, week) => sum + week.won, 0)).toBe(3);
  });

  it('keeps a week across the switch to summer time whole', async () => {
    const late = await getOpportunityStats(t.ctx, new Date('2029-04-02T10:00:00Z'));
    expect(late.weeks.map((week) => week.week_start).slice(-2)).toEqual(['2029-03-26', '2029-04-02']);
    expect(late.won_this_month).toMatchObject({ month: '2029-04', count: 0 });
  });
});
