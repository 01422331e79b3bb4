import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, login, rows, type TestApp } from '../../../test/support/app.js';
import { listCounting } from '../../core/db/list-queries.js';

let t: TestApp;
let admin: string;
let partner: string;
let adminId: number;
let otherAdminId: number;

const id = async (text: string, values: unknown[] = []) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

/** An opportunity created `hoursAgo`, last edited `touchedDaysAgo` days ago. */
async function opportunity(name: string, options: { hoursAgo: number; touchedDaysAgo?: number; status?: string; owner?: number; company?: string }) {
  const account = await id(`INSERT INTO accounts (type, company_name) VALUES ('Customer', $1) RETURNING id`, [options.company ?? `${name} AB`]);
  return id(
    `INSERT INTO opportunities (name, account_id, owner_id, status, lost_reason, start_date, end_date, participants, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, '2031-05-01', '2031-05-02', 12, now() - make_interval(hours => $6), now() - make_interval(days => $7)) RETURNING id`,
    [name, account, options.owner ?? adminId, options.status ?? 'open', options.status === 'lost' ? 'changed_dates' : null, options.hoursAgo, options.touchedDaysAgo ?? 0],
  );
}

/** A venue invited to the opportunity (an outside one: no account needed) and its quote, changed `daysAgo`; `total` öre ex VAT (inc: +12 %). */
async function invite(opportunityId: number, status = 'new', daysAgo = 0, total: number | null = null) {
  const bidder = await id(
    `INSERT INTO bidders (opportunity_id, outside_name, outside_email, outside_language, index_priority, updated_at)
     VALUES ($1, 'Sjöhotellet', 'bokning@sjo.test', 'sv', 1, now() - make_interval(days => $2)) RETURNING id`,
    [opportunityId, daysAgo],
  );
  await rows(
    t.database,
    `INSERT INTO quotes (bidder_id, opportunity_id, status, submitted_at, updated_at, total_ex_vat, total_inc_vat)
     VALUES ($1, $2, $3, CASE WHEN $3 = 'submitted' THEN now() END, now() - make_interval(days => $4), $5::bigint, $5::bigint * 112 / 100)`,
    [bidder, opportunityId, status, daysAgo, total],
  );
  return bidder;
}

const quoteOf = (bidder: number) => id(`SELECT id FROM quotes WHERE bidder_id = $1`, [bidder]);

/** A presentation of the venues to the customer, booked on `booked` when given. */
async function present(opportunityId: number, bidders: number[], booked?: number) {
  const presentation = await id(
    `INSERT INTO presentations (opportunity_id, booked_at) VALUES ($1, CASE WHEN $2::int IS NULL THEN NULL ELSE now() END) RETURNING id`,
    [opportunityId, booked ?? null],
  );
  for (const [position, bidder] of bidders.entries()) {
    await rows(t.database, `INSERT INTO presentation_venues (presentation_id, bidder_id, position, booked) VALUES ($1, $2, $3, $4)`, [
      presentation,
      bidder,
      position,
      bidder === booked,
    ]);
  }
}

/** A preliminary booking of the venue, in `status`. */
async function hold(opportunityId: number, bidder: number, status: 'requested' | 'held' | 'cancelled') {
  await rows(
    t.database,
    `INSERT INTO preliminary_bookings (opportunity_id, bidder_id, quote_id, status, hold_until) VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'held' THEN current_date + 7 END)`,
    [opportunityId, bidder, await quoteOf(bidder), status],
  );
}

interface Card {
  id: number;
  name: string;
  stage: string;
  value: number | null;
  vat_basis: string;
  allowed_moves: string[];
  customer: { id: number; name: string } | null;
  owner: { id: number; name: string } | null;
  idle: boolean;
  unseen: boolean;
  last_touched_at: string;
}
interface Board {
  idle_days: number;
  columns: { stage: string; count: number; count_capped: boolean; value_ex_vat: number; cards: Card[] }[];
}

async function board(query = '', token = admin): Promise<Board> {
  const response = await t.app.inject({ method: 'GET', url: `/api/opportunity-board${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as Board;
}
const stages = ['new_request', 'venues_invited', 'quotes_in', 'presented', 'customer_chose', 'preliminary_booked', 'won', 'lost', 'closed'];
/** The columns' counts, the empty ones left out. */
const counts = (b: Board) => Object.fromEntries(b.columns.filter((column) => column.count > 0).map((column) => [column.stage, column.count]));
const column = (b: Board, stage: string) => b.columns.find((c) => c.stage === stage)!;
const cardOf = (b: Board, name: string) => b.columns.flatMap((c) => c.cards).find((card) => card.name === name)!;
const names = (b: Board, stage: string) => column(b, stage).cards.map((card) => card.name);

async function setIdleDays(days: unknown, token = admin) {
  return t.app.inject({ method: 'PUT', url: '/api/crm-settings', headers: bearer(token), payload: { opportunity_idle_days: days } });
}

let alfa: number;
let beta: number;
let gamma: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  adminId = await createUser(t, { email: 'board.admin@demo.test', password: 'Board-admin-1', role: 1, firstName: 'Bo', lastName: 'Ard' });
  otherAdminId = await createUser(t, { email: 'board.other@demo.test', password: 'Board-admin-2', role: 1, firstName: 'Olle', lastName: 'Ägare' });
  await createUser(t, { email: 'board.partner@demo.test', password: 'Board-partner-1', role: 2 });
  admin = await login(t.app, 'board.admin@demo.test', 'Board-admin-1');
  partner = await login(t.app, 'board.partner@demo.test', 'Board-partner-1');
  // Oldest first: Alfa, Beta, Gamma, Delta (Olle's), and two decided ones the board leaves out.
  alfa = await opportunity('Alfa', { hoursAgo: 40, touchedDaysAgo: 10, company: 'Lind Arkitekter' });
  beta = await opportunity('Beta', { hoursAgo: 30, touchedDaysAgo: 3 });
  gamma = await opportunity('Gamma', { hoursAgo: 20, touchedDaysAgo: 0 });
  await opportunity('Delta', { hoursAgo: 10, touchedDaysAgo: 0, owner: otherAdminId, company: 'Lindgren & Son' });
  await opportunity('Vunnen', { hoursAgo: 5, status: 'won' });
  await opportunity('Förlorad', { hoursAgo: 4, status: 'lost' });
});

afterAll(async () => {
  await t.close();
});

describe('getOpportunityBoard', () => {
  it('counts the opportunities per stage as venues are invited and quotes submitted; cards newest first', async () => {
    let b = await board();
    expect(b.columns.map((c) => c.stage)).toEqual(stages);
    expect(counts(b)).toEqual({ new_request: 4, won: 1, lost: 1 });
    expect(names(b, 'new_request')).toEqual(['Delta', 'Gamma', 'Beta', 'Alfa']);
    expect(names(b, 'won')).toEqual(['Vunnen']);

    await invite(beta);
    await invite(gamma, 'saved');
    b = await board();
    expect(counts(b)).toEqual({ new_request: 2, venues_invited: 2, won: 1, lost: 1 });
    expect(names(b, 'venues_invited')).toEqual(['Gamma', 'Beta']);

    // A second venue of Beta submits: Beta's quotes are in; a denied quote alone keeps Gamma invited.
    await invite(beta, 'submitted', 0, 500_000);
    await invite(gamma, 'denied');
    b = await board();
    expect(counts(b)).toEqual({ new_request: 2, venues_invited: 1, quotes_in: 1, won: 1, lost: 1 });
    expect(names(b, 'quotes_in')).toEqual(['Beta']);
    expect(b.columns.every((c) => c.count_capped === false)).toBe(true);
  });

  it('moves a deal on to presented, customer chose and preliminary booked, derived from its presentation and bookings', async () => {
    const deal = await opportunity('Epsilon', { hoursAgo: 1 });
    const cheap = await invite(deal, 'submitted', 0, 400_000);
    const dear = await invite(deal, 'submitted', 0, 900_000);
    expect(cardOf(await board(), 'Epsilon')).toMatchObject({ stage: 'quotes_in', value: 400_000, vat_basis: 'ex', allowed_moves: ['won', 'lost', 'closed'] });

    await present(deal, [cheap, dear]);
    expect(names(await board(), 'presented')).toEqual(['Epsilon']);
    // The customer books the dearer one: it is the chosen quote, the value follows it.
    await present(deal, [cheap, dear], dear);
    let card = cardOf(await board(), 'Epsilon');
    expect(card).toMatchObject({ stage: 'customer_chose', value: 900_000 });

    // Asked to hold: not yet booked; held: preliminary booked; cancelled: back to what the customer chose.
    await hold(deal, cheap, 'requested');
    expect(cardOf(await board(), 'Epsilon').stage).toBe('customer_chose');
    await rows(t.database, `UPDATE preliminary_bookings SET status = 'held', hold_until = current_date + 5 WHERE bidder_id = $1`, [cheap]);
    card = cardOf(await board(), 'Epsilon');
    expect(card).toMatchObject({ stage: 'preliminary_booked', value: 400_000 });
    await rows(t.database, `UPDATE preliminary_bookings SET status = 'cancelled' WHERE bidder_id = $1`, [cheap]);
    expect(cardOf(await board(), 'Epsilon')).toMatchObject({ stage: 'customer_chose', value: 900_000 });

    // The opportunity's own answer says the same, inside the transaction of a change too.
    const detail = json(await t.app.inject({ method: 'GET', url: `/api/opportunity/${deal}`, headers: bearer(admin) })).data[0];
    expect(detail).toMatchObject({ stage: 'customer_chose', value: 900_000 });

    // Decided: the end state's column, no moves; the won quote is the value.
    await rows(t.database, `UPDATE quotes SET status = 'lost', status_before_lost = 'submitted' WHERE bidder_id = $1`, [dear]);
    await rows(t.database, `UPDATE quotes SET status = 'won' WHERE bidder_id = $1`, [cheap]);
    await rows(t.database, `UPDATE opportunities SET status = 'won' WHERE id = $1`, [deal]);
    card = cardOf(await board(), 'Epsilon');
    expect(card).toMatchObject({ stage: 'won', value: 400_000, allowed_moves: [] });
    const b = await board();
    expect(names(b, 'won')).toEqual(['Epsilon', 'Vunnen']);
    expect(column(b, 'won')).toMatchObject({ count: 2, value_ex_vat: 400_000 });
    expect(column(await board(`?owner_id=${adminId}`), 'won')).toMatchObject({ count: 2, value_ex_vat: 400_000 });
    expect(column(await board(`?owner_id=${otherAdminId}`), 'won')).toMatchObject({ count: 0, value_ex_vat: 0 });
    // Reverted: out of the won column, its sum too.
    await rows(t.database, `UPDATE opportunities SET status = 'open' WHERE id = $1`, [deal]);
    expect(column(await board(), 'won')).toMatchObject({ count: 1, value_ex_vat: 0 });
    await rows(t.database, `UPDATE opportunities SET status = 'won' WHERE id = $1`, [deal]);
  });

  it("shows the value in the request's VAT basis and sums each column ex VAT", async () => {
    const inc = await opportunity('Zeta', { hoursAgo: 0 });
    await rows(t.database, `UPDATE opportunities SET vat_basis = 'inc' WHERE id = $1`, [inc]);
    await invite(inc, 'submitted', 0, 1_000_000);
    const b = await board();
    expect(cardOf(b, 'Zeta')).toMatchObject({ value: 1_120_000, vat_basis: 'inc' });
    // Beta 500 000 ex and Zeta 1 000 000 ex; a card without a submitted quote has no value.
    expect(column(b, 'quotes_in')).toMatchObject({ count: 2, value_ex_vat: 1_500_000 });
    expect(cardOf(b, 'Alfa').value).toBeNull();
    expect(column(b, 'new_request').value_ex_vat).toBe(0);
    // The same sums by owner, and for a search.
    expect(column(await board(`?owner_id=${otherAdminId}`), 'quotes_in')).toMatchObject({ count: 0, value_ex_vat: 0 });
    expect(column(await board('?search=zeta'), 'quotes_in')).toMatchObject({ count: 1, value_ex_vat: 1_000_000 });
    await rows(t.database, `DELETE FROM opportunities WHERE id = $1`, [inc]);
    expect(column(await board(), 'quotes_in')).toMatchObject({ count: 1, value_ex_vat: 500_000 });
  });

  it('refuses the moves a card does not offer: won without a submitted quote, lost without a reason', async () => {
    const b = await board();
    expect(cardOf(b, 'Alfa').allowed_moves).toEqual(['lost', 'closed']);
    const win = await t.app.inject({ method: 'POST', url: `/api/opportunity/${alfa}/win`, headers: bearer(admin), payload: { bidder_id: 1 } });
    expect(win.statusCode).toBeGreaterThanOrEqual(400);
    expect(win.statusCode).toBeLessThan(500);
    const lose = await t.app.inject({ method: 'POST', url: `/api/opportunity/${alfa}/lose`, headers: bearer(admin), payload: {} });
    expect(lose.statusCode).toBe(422);
    expect(column(await board(), 'new_request').cards.map((card) => card.name)).toContain('Alfa');
  });

  it('shows a card with its customer, owner, New mark and idle mark', async () => {
    const b = await board();
    const card = cardOf(b, 'Alfa');
    expect(card).toMatchObject({ id: alfa, customer: { name: 'Lind Arkitekter' }, owner: { id: adminId, name: 'Bo Ard' }, unseen: true, idle: true });
    expect(b.idle_days).toBe(7);
  });

  it('filters by owner and searches as the list does, the counts too', async () => {
    expect(counts(await board(`?owner_id=${otherAdminId}`))).toEqual({ new_request: 1 });
    const searched = await board('?search=LIND');
    expect(counts(searched)).toEqual({ new_request: 2 });
    expect(names(searched, 'new_request')).toEqual(['Delta', 'Alfa']);
    // The board's copy of the search text follows a renamed customer.
    await rows(t.database, `UPDATE accounts SET company_name = 'Ek Arkitekter' WHERE company_name = 'Lind Arkitekter'`);
    expect(names(await board('?search=lind'), 'new_request')).toEqual(['Delta']);
    expect(names(await board('?search=ek arkitekter'), 'new_request')).toEqual(['Alfa']);
    await rows(t.database, `UPDATE accounts SET company_name = 'Lind Arkitekter' WHERE company_name = 'Ek Arkitekter'`);
    const cap = listCounting.cap;
    listCounting.cap = 1;
    try {
      const capped = await board('?search=lind');
      expect(capped.columns[0]).toMatchObject({ count: 1, count_capped: true });
      expect(capped.columns[0]!.cards).toHaveLength(2);
    } finally {
      listCounting.cap = cap;
    }
  });

  it('answers 422 for an owner id that is no id, 403 to a partner and 401 without a token', async () => {
    const invalid = await t.app.inject({ method: 'GET', url: '/api/opportunity-board?owner_id=abc', headers: bearer(admin) });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(json(invalid).errors)).toEqual(['owner_id']);
    expect((await t.app.inject({ method: 'GET', url: '/api/opportunity-board', headers: bearer(partner) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/opportunity-board' })).statusCode).toBe(401);
  });
});

describe('idle', () => {
  const idleOf = async (opportunityId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/opportunity/${opportunityId}`, headers: bearer(admin) });
    return json(response).data[0] as { idle: boolean; last_touched_at: string; updated_at: string };
  };

  it('flips with the setting: untouched for longer than N days', async () => {
    expect((await idleOf(alfa)).idle).toBe(true); // 10 days, N = 7
    expect((await setIdleDays(12)).statusCode).toBe(200);
    expect((await idleOf(alfa)).idle).toBe(false);
    expect((await board()).idle_days).toBe(12);
    expect((await setIdleDays(1)).statusCode).toBe(200);
    expect((await idleOf(alfa)).idle).toBe(true);
    expect((await setIdleDays(7)).statusCode).toBe(200);
  });

  it("counts a change of a venue or its quote as a touch, and never marks a decided opportunity", async () => {
    const old = await opportunity('Gammal', { hoursAgo: 300, touchedDaysAgo: 20 });
    expect((await idleOf(old)).idle).toBe(true);
    await invite(old, 'new', 9);
    expect((await idleOf(old)).idle).toBe(true);
    const bidder = await invite(old, 'submitted', 2);
    const touched = await idleOf(old);
    expect(touched.idle).toBe(false);
    expect(Date.parse(touched.last_touched_at)).toBeGreaterThan(Date.parse(touched.updated_at));
    expect(bidder).toBeGreaterThan(0);

    const lost = await opportunity('Förlorad gammal', { hoursAgo: 300, touchedDaysAgo: 20, status: 'lost' });
    expect((await idleOf(lost)).idle).toBe(false);
  });

  it('is in every list row', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/opportunities?status=open&order=asc&per_page=100', headers: bearer(admin) });
    const list = json(response).data.data as { name: string; idle: boolean }[];
    expect(list.find((row) => row.name === 'Alfa')?.idle).toBe(true);
    expect(list.find((row) => row.name === 'Gamma')?.idle).toBe(false);
  });
});
