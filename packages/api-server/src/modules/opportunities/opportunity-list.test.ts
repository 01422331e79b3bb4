import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, login, rows, type TestApp } from '../../../test/support/app.js';
import { placeIds } from '../../../test/support/leads.js';
import { listCounting } from '../../core/db/list-queries.js';

let t: TestApp;
let admin: string;

// name, company, contact, city, status, seen by the admin, start date, participants; created in this order (oldest first).
const demo = [
  ['Alfa', 'Lind Arkitekter', ['Astrid', 'Lind'], 'Lund', 'open', false, '2031-03-01', 30],
  ['Beta', 'Ek Bygg', ['Bertil', 'Ek'], 'Malmö', 'open', true, '2031-01-15', 5],
  ['Gamma', 'Strömma Turism', ['Cecilia', 'Ström'], 'Lund', 'lost', true, '2031-06-01', 60],
  ['Delta', 'Lindgren & Son', ['David', 'Berg'], 'Malmö', 'closed', false, '2031-02-10', 15],
  ['Epsilon', '100% Event', ['Eva', 'Öberg'], 'Lund', 'won', true, '2031-09-09', 45],
] as const;

const id = async (text: string, values: unknown[]) => (await rows<{ id: number }>(t.database, text, values))[0]!.id;

beforeAll(async () => {
  // No demo data: the list is asserted against exactly these rows.
  t = await createTestApp({ seed: false });
  const adminId = await createUser(t, { email: 'list.admin@demo.test', password: 'List-admin-1', role: 1 });
  admin = await login(t.app, 'list.admin@demo.test', 'List-admin-1');
  const lund = await placeIds(t.database, 'Skåne län', 'Lund');
  const malmo = await placeIds(t.database, 'Skåne län', 'Malmö');
  for (const [index, [name, company, [first, last], city, status, seen, start, participants]] of demo.entries()) {
    const account = await id(`INSERT INTO accounts (type, company_name) VALUES ('Customer', $1) RETURNING id`, [company]);
    const contact = await id(`INSERT INTO contacts (account_id, first_name, last_name) VALUES ($1, $2, $3) RETURNING id`, [account, first, last]);
    const place = city === 'Lund' ? lund : malmo;
    const opportunity = await id(
      `INSERT INTO opportunities (name, account_id, contact_id, status, start_date, end_date, participants, conference_type, vat_basis,
         region_id, city_id, lost_reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6, 'day', 'ex', $7, $8, $9, now() - make_interval(hours => $10)) RETURNING id`,
      [name, account, contact, status, start, participants, place.region_id, place.city_id, status === 'lost' ? 'changed_dates' : null, demo.length - index],
    );
    // Seen by this admin since it was written.
    if (seen) await rows(t.database, `INSERT INTO record_views (user_id, record_type, record_id, seen_at) VALUES ($1, 'opportunity', $2, now())`, [adminId, opportunity]);
  }
});

afterAll(async () => {
  await t.close();
});

interface Page {
  current_page: number;
  per_page: number;
  total: number;
  total_capped: boolean;
  last_page: number;
  from: number | null;
  to: number | null;
  data: { name: string; status: string; unseen: boolean; allowed_actions: string[] }[];
}

const list = async (query: string): Promise<Page> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/opportunities${query}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as Page;
};
const names = (page: Page) => page.data.map((row) => row.name);

describe('getOpportunities', () => {
  it('pages on the server, newest first, in the paged object of SPEC §7', async () => {
    const first = await list('?per_page=2');
    expect(first).toMatchObject({ current_page: 1, per_page: 2, total: 5, total_capped: false, last_page: 3, from: 1, to: 2 });
    expect(names(first)).toEqual(['Epsilon', 'Delta']);
    const last = await list('?per_page=2&page=3');
    expect(last).toMatchObject({ current_page: 3, from: 5, to: 5 });
    expect(names(last)).toEqual(['Alfa']);
    expect(await list('?per_page=2&page=9')).toMatchObject({ current_page: 9, from: null, to: null, data: [] });
  });

  it('filters by status', async () => {
    expect(names(await list('?status=open&order=asc'))).toEqual(['Alfa', 'Beta']);
    expect(names(await list('?status=lost'))).toEqual(['Gamma']);
    expect(names(await list('?status=closed'))).toEqual(['Delta']);
    expect(names(await list('?status=won'))).toEqual(['Epsilon']);
  });

  it('searches customer company, contact name and city, case-insensitively and wildcards as text', async () => {
    expect(names(await list('?search=LIND&order=asc'))).toEqual(['Alfa', 'Delta']);
    expect(names(await list('?search=cecilia%20str'))).toEqual(['Gamma']);
    expect(names(await list('?search=malmö&order=asc'))).toEqual(['Beta', 'Delta']);
    expect(names(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['Epsilon']);
    expect(names(await list(`?search=${encodeURIComponent('_')}`))).toEqual([]);
  });

  it('follows a renamed account, contact or city in the search', async () => {
    await rows(t.database, `UPDATE accounts SET company_name = 'Ekdahl Fastigheter' WHERE company_name = 'Ek Bygg'`);
    expect(names(await list('?search=ekdahl'))).toEqual(['Beta']);
    await rows(t.database, `UPDATE contacts SET last_name = 'Bergström' WHERE first_name = 'David'`);
    expect(names(await list('?search=bergström'))).toEqual(['Delta']);
    await rows(t.database, `UPDATE cities SET name = 'Malmö stad' WHERE name = 'Malmö'`);
    expect(names(await list('?search=malmö%20stad&order=asc'))).toEqual(['Beta', 'Delta']);
    await rows(t.database, `UPDATE cities SET name = 'Malmö' WHERE name = 'Malmö stad'`);
  });

  it('caps a search count like the other record lists', async () => {
    const cap = listCounting.cap;
    listCounting.cap = 2;
    try {
      expect(await list('?search=lund&per_page=1')).toMatchObject({ total: 2, total_capped: true });
    } finally {
      listCounting.cap = cap;
    }
  });

  it('sorts by the allowed columns in either order', async () => {
    expect(names(await list('?sort=participants&order=asc'))).toEqual(['Beta', 'Delta', 'Alfa', 'Epsilon', 'Gamma']);
    expect(names(await list('?sort=start_date&order=asc'))).toEqual(['Beta', 'Delta', 'Alfa', 'Gamma', 'Epsilon']);
    expect(names(await list('?sort=name&order=desc'))).toEqual(['Gamma', 'Epsilon', 'Delta', 'Beta', 'Alfa']);
    expect(names(await list('?sort=status&order=asc'))).toEqual(['Delta', 'Gamma', 'Alfa', 'Beta', 'Epsilon']);
  });

  it('marks unseen open rows and answers the actions of each row', async () => {
    const page = await list('?order=asc');
    expect(page.data.map((row) => [row.name, row.unseen])).toEqual([
      ['Alfa', true],
      ['Beta', false],
      ['Gamma', false],
      ['Delta', false],
      ['Epsilon', false],
    ]);
    expect(page.data[0]!.allowed_actions).toEqual(['edit', 'lose', 'close', 'mark_seen']);
    expect(page.data[2]!.allowed_actions).toEqual(['revert', 'mark_unseen']);
  });

  it('answers 422 for a page size over 100, an unknown sort column or status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/opportunities?per_page=101&sort=email&status=New', headers: bearer(admin) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors).sort()).toEqual(['per_page', 'sort', 'status']);
  });

  it('reads the indexes for the search and the sorts', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = async (query: string) => (await client.query(`EXPLAIN ${query}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(await plan(`SELECT id FROM opportunities WHERE search_text LIKE '%lind%'`)).toContain('opportunities_search_text_trgm_idx');
      expect(await plan(`SELECT id FROM opportunities ORDER BY created_at DESC, id DESC LIMIT 20`)).toContain('opportunities_created_at_idx');
      expect(await plan(`SELECT id FROM opportunities WHERE status = 'open' ORDER BY created_at DESC, id DESC LIMIT 20`)).toContain(
        'opportunities_status_created_at_idx',
      );
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });
});
