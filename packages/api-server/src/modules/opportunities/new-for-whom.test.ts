// "New" is per admin (issue 26 §5): an opportunity, or a venue in it, is new to an admin who has
// not seen it since its latest change; opening it clears it for that admin only; the venues of an
// opportunity are new only once their venue (or the customer) did something.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, json, login, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { pipeline } from '../../../test/support/pipeline.js';
import { demoUsers } from '../../seed/seed.js';

let t: TestApp;
let anna: string;
let bo: string;
let partner: string;
const { call: callAs, one, newOpportunity } = pipeline(
  () => t,
  () => anna,
);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Body) => callAs(method, url, payload, token);

beforeAll(async () => {
  t = await createTestApp();
  anna = await loginAs.admin(t.app);
  await createUser(t, { email: 'bo@demo.test', password: 'Bo-admin-secret-1', role: 1, firstName: 'Bo', lastName: 'Ard' });
  bo = await login(t.app, 'bo@demo.test', 'Bo-admin-secret-1');
  partner = await login(t.app, demoUsers.partner.email, demoUsers.partner.password);
});

afterAll(async () => {
  await t.close();
});

/** How one admin sees the opportunity: on its page, in the list and on the board. */
async function seenAs(token: string, id: number): Promise<{ page: boolean; list: boolean; board: boolean }> {
  const page = json(await call('GET', `/opportunity/${id}`, token)).data[0].unseen as boolean;
  const list = (json(await call('GET', '/opportunities?per_page=100', token)).data.data as Body[]).find((row) => row.id === id)!.unseen as boolean;
  const cards = (json(await call('GET', '/opportunity-board', token)).data.columns as Body[]).flatMap((column) => column.cards as Body[]);
  const board = cards.find((card) => card.id === id)!.unseen as boolean;
  return { page, list, board };
}

const venuesAs = async (token: string, id: number): Promise<Record<string, boolean>> =>
  Object.fromEntries((json(await call('GET', `/get-bidder/${id}`, token)).data as Body[]).map((row) => [row.name, !row.seen_by_admin]));

describe('New, per admin', () => {
  it('is new to every admin until each opens it, and new again to both once a venue answers', async () => {
    const id = await newOpportunity();
    expect(await seenAs(anna, id)).toEqual({ page: true, list: true, board: true });

    // Anna opens it: gone for her everywhere, still new to Bo.
    const opened = await call('POST', `/opportunity/${id}/seen`, anna, { seen: true });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await seenAs(anna, id)).toEqual({ page: false, list: false, board: false });
    expect(await seenAs(bo, id)).toEqual({ page: true, list: true, board: true });

    // Her own edit is nothing new to her; to Bo it is.
    const current = json(await call('GET', `/opportunity/${id}`, anna)).data[0];
    const edited = await call('PUT', `/opportunity/${id}`, anna, {
      ...Object.fromEntries(
        ['account_id', 'contact_id', 'vat_basis', 'conference_type', 'start_date', 'end_date', 'arrival_time', 'departure_time', 'single_rooms', 'double_rooms'].map(
          (key) => [key, current[key]],
        ),
      ),
      participants: 14,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await seenAs(anna, id)).list).toBe(false);
    expect((await seenAs(bo, id)).list).toBe(true);

    // Her own work on the venues (adding, inviting) is nothing new to her, and no venue is new.
    const hotel = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
    const manor = await one(`SELECT id FROM accounts WHERE company_name = 'Sjöviks Herrgård'`);
    const added = await Promise.all(
      [hotel, manor].map(async (account) => json(await call('POST', `/opportunity/${id}/bidders`, anna, { account_id: account })).data.bidder_id as number),
    );
    for (const bidderId of added) expect((await call('POST', `/bidder/${bidderId}/invitation`, anna)).statusCode).toBe(200);
    expect((await seenAs(anna, id)).list).toBe(false);
    expect(Object.values(await venuesAs(anna, id))).toEqual([false, false]);

    // The hotel declines: the opportunity and that venue (only) are new again, to both admins.
    const hotelQuote = json(await call('GET', `/get-bidder/${id}`, anna)).data.find((row: Body) => row.account_id === hotel).quote_id as number;
    expect((await call('POST', `/quote/${hotelQuote}/deny`, partner, { reason: 'Fullbokat' })).statusCode).toBe(200);
    expect(await seenAs(anna, id)).toEqual({ page: true, list: true, board: true });
    expect(await venuesAs(anna, id)).toEqual({ 'Demo Konferenshotell': true, 'Sjöviks Herrgård': false });
    expect(await venuesAs(bo, id)).toEqual({ 'Demo Konferenshotell': true, 'Sjöviks Herrgård': false });

    // Anna reads the answer (its quote page marks the venue seen) and opens the opportunity again.
    const hotelBidder = added[0]!;
    expect(json(await call('POST', `/bidder/${hotelBidder}/seen`, anna, { seen: true })).data.seen_by_admin).toBe(true);
    await call('POST', `/opportunity/${id}/seen`, anna, { seen: true });
    expect(await venuesAs(anna, id)).toEqual({ 'Demo Konferenshotell': false, 'Sjöviks Herrgård': false });
    expect((await seenAs(anna, id)).list).toBe(false);
    expect(await venuesAs(bo, id)).toEqual({ 'Demo Konferenshotell': true, 'Sjöviks Herrgård': false });
  });

  it('stays new to the admin who marks it unseen until they see it again, whatever changed', async () => {
    const id = await newOpportunity();
    const manor = await one(`SELECT id FROM accounts WHERE company_name = 'Sjöviks Herrgård'`);
    const bidderId = json(await call('POST', `/opportunity/${id}/bidders`, anna, { account_id: manor })).data.bidder_id as number;
    await call('POST', `/opportunity/${id}/seen`, anna, { seen: true });

    const unseen = json(await call('POST', `/opportunity/${id}/seen`, anna, { seen: false }));
    expect(unseen.data).toMatchObject({ unseen: true, seen_by_admin: false, allowed_actions: ['edit', 'lose', 'close', 'mark_seen'] });
    expect(json(await call('POST', `/bidder/${bidderId}/seen`, anna, { seen: false })).data.seen_by_admin).toBe(false);
    expect(await venuesAs(anna, id)).toEqual({ 'Sjöviks Herrgård': true });
    expect(await venuesAs(bo, id)).toEqual({ 'Sjöviks Herrgård': false });
  });

  it('answers concurrent opens and unmarks of one record without an error, one row per admin and record', async () => {
    const id = await newOpportunity();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => call('POST', `/opportunity/${id}/seen`, anna, { seen: index % 3 !== 0 })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const views = await rows(t.database, `SELECT count(*)::int AS n FROM record_views WHERE record_type = 'opportunity' AND record_id = $1`, [id]);
    expect(views[0]!.n).toBe(1);
  });
});
