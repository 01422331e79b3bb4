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

/** A venue invited to the opportunity (an outside one: no account needed) and its quote, changed `daysAgo`. */
async function invite(opportunityId: number, status = 'new', daysAgo = 0) {
  const bidder = await id(
    `INSERT INTO bidders (opportunity_id, outside_name, outside_email, outside_language, index_priority, updated_at)
     VALUES ($1, 'Sjöhotellet', 'bokning@sjo.test', 'sv', 1, now() - make_interval(days => $2)) RETURNING id`,
    [opportunityId, daysAgo],
  );
  await rows(
    t.database,
    `INSERT INTO quotes (bidder_id, opportunity_id, status, submitted_at, updated_at)
     VALUES ($1, $2, $3, CASE WHEN $3 = 'submitted' THEN now() END, now() - make_interval(days => $4))`,
    [bidder, opportunityId, status, daysAgo],
  );
  return bidder;
}

interface Card {
  id: number;
  name: string;
  customer: { id: number; name: string } | null;
  owner: { id: number; name: string } | null;
  idle: boolean;
  unseen: boolean;
  last_touched_at: string;
}
interface Board {
  idle_days: number;
  columns: { stage: string; count: number; count_capped: boolean; cards: Card[] }[];
}

async function board(query = '', token = admin): Promise<Board> {
  const response = await t.app.inject({ method: 'GET', url: `/api/opportunity-board${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as Board;
}
const counts = (b: Board) => Object.fromEntries(b.columns.map((column) => [column.stage, column.count]));
const names = (b: Board, stage: string) => b.columns.find((column) => column.stage === stage)!.cards.map((card) => card.name);

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
  it('counts the open opportunities per stage as venues are invited and quotes submitted; cards newest first', async () => {
    let b = await board();
    expect(b.columns.map((column) => column.stage)).toEqual(['new_request', 'venues_invited', 'quotes_in']);
    expect(counts(b)).toEqual({ new_request: 4, venues_invited: 0, quotes_in: 0 });
    expect(names(b, 'new_request')).toEqual(['Delta', 'Gamma', 'Beta', 'Alfa']);

    await invite(beta);
    await invite(gamma, 'saved');
    b = await board();
    expect(counts(b)).toEqual({ new_request: 2, venues_invited: 2, quotes_in: 0 });
    expect(names(b, 'venues_invited')).toEqual(['Gamma', 'Beta']);

    // A second venue of Beta submits: Beta's quotes are in; a denied quote alone keeps Gamma invited.
    await invite(beta, 'submitted');
    await invite(gamma, 'denied');
    b = await board();
    expect(counts(b)).toEqual({ new_request: 2, venues_invited: 1, quotes_in: 1 });
    expect(names(b, 'quotes_in')).toEqual(['Beta']);
    expect(b.columns.every((column) => column.count_capped === false)).toBe(true);
  });

  it('shows a card with its customer, owner, New mark and idle mark', async () => {
    const b = await board();
    const card = b.columns[0]!.cards.find((c) => c.name === 'Alfa')!;
    expect(card).toMatchObject({ id: alfa, customer: { name: 'Lind Arkitekter' }, owner: { id: adminId, name: 'Bo Ard' }, unseen: true, idle: true });
    expect(b.idle_days).toBe(7);
  });

  it('filters by owner and searches as the list does, the counts too', async () => {
    expect(counts(await board(`?owner_id=${otherAdminId}`))).toEqual({ new_request: 1, venues_invited: 0, quotes_in: 0 });
    const searched = await board('?search=LIND');
    expect(counts(searched)).toEqual({ new_request: 2, venues_invited: 0, quotes_in: 0 });
    expect(names(searched, 'new_request')).toEqual(['Delta', 'Alfa']);
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
