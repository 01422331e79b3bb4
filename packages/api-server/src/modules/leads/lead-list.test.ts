import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from './schema.js';
import { bearer, createTestApp, createUser, json, login, rows, type TestApp } from '../../../test/support/app.js';
import { daysFromToday, placeIds } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;
let adminId: number;

const people = [
  ['Astrid', 'Lind', 'Lind Arkitekter', 'New', 30, 12],
  ['Bertil', 'Ek', null, 'New', 5, 40],
  ['Cecilia', 'Ström', 'Strömma Turism', 'Converted', 60, 8],
  ['David', 'Lindgren', 'Lindgren & Son', 'Discarded', 15, 25],
  ['Eva', 'Öberg', '100% Event', 'New', 45, 3],
] as const;

beforeAll(async () => {
  // No demo data: the list is asserted against exactly these rows.
  t = await createTestApp({ seed: false });
  adminId = await createUser(t, { email: 'list.admin@demo.test', password: 'List-admin-1', role: 1, firstName: 'Lisa', lastName: 'Lista' });
  admin = await login(t.app, 'list.admin@demo.test', 'List-admin-1');
  const place = await placeIds(t.database, 'Skåne län', 'Lund');
  const base = {
    phone: '070-000 00 00',
    conferenceType: 'day' as const,
    arrivalTime: '09:00',
    departureTime: '16:00',
    singleRoomPeople: 0,
    doubleRoomPeople: 0,
    acceptsSharedDouble: false,
    conferenceRoomSize: 10,
    furnishing: 'boardroom' as const,
    regionId: place.region_id,
    cityId: place.city_id,
    vatBasis: 'ex' as const,
    contactMethod: 'email' as const,
  };
  await t.database.db.insert(leads).values(
    people.map(([firstName, lastName, business, status, startInDays, participants], index) => ({
      ...base,
      firstName,
      lastName,
      business,
      email: `${firstName.toLowerCase()}@example.se`,
      status,
      participants,
      startDate: daysFromToday(startInDays),
      endDate: daysFromToday(startInDays),
      // Astrid is the oldest request, Eva the newest.
      submittedAt: new Date(Date.now() - (people.length - index) * 3_600_000),
    })),
  );
});

afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/leads${query}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as { current_page: number; per_page: number; total: number; last_page: number; from: number | null; to: number | null; data: { first_name: string; status: string }[] };
};
const names = (page: { data: { first_name: string }[] }) => page.data.map((lead) => lead.first_name);

describe('getLeads', () => {
  it('pages on the server, newest first by default', async () => {
    const first = await list('?per_page=2');
    expect(first).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3, from: 1, to: 2 });
    expect(names(first)).toEqual(['Eva', 'David']);
    const last = await list('?per_page=2&page=3');
    expect(last).toMatchObject({ current_page: 3, from: 5, to: 5 });
    expect(names(last)).toEqual(['Astrid']);
  });

  it('answers from and to null past the last page', async () => {
    const beyond = await list('?per_page=2&page=9');
    expect(beyond).toMatchObject({ current_page: 9, total: 5, last_page: 3, from: null, to: null, data: [] });
  });

  it('searches first and last name, business and e-mail, case-insensitively', async () => {
    expect(names(await list('?search=LIND'))).toEqual(['David', 'Astrid']);
    expect(names(await list('?search=strömma'))).toEqual(['Cecilia']);
    expect(names(await list('?search=bertil@example'))).toEqual(['Bertil']);
    expect(names(await list('?search=%20%20'))).toHaveLength(5);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect(names(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['Eva']);
    expect(names(await list(`?search=${encodeURIComponent('_')}`))).toEqual([]);
  });

  it('sorts by the allowed columns in either order', async () => {
    expect(names(await list('?sort=participants&order=asc'))).toEqual(['Eva', 'Cecilia', 'Astrid', 'David', 'Bertil']);
    expect(names(await list('?sort=start_date&order=asc'))).toEqual(['Bertil', 'David', 'Astrid', 'Eva', 'Cecilia']);
    expect(names(await list('?sort=name&order=desc'))).toEqual(['Eva', 'David', 'Cecilia', 'Bertil', 'Astrid']);
    // Leads without a business come last either way.
    expect(names(await list('?sort=business&order=asc')).at(-1)).toBe('Bertil');
    expect(names(await list('?sort=business&order=desc')).at(-1)).toBe('Bertil');
  });

  it('filters by status', async () => {
    const page = await list('?status=New&sort=submitted_at&order=asc');
    expect(names(page)).toEqual(['Astrid', 'Bertil', 'Eva']);
    expect(page.total).toBe(3);
  });

  it('answers 422 for a page size over 100 or an unknown sort column', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/leads?per_page=101&sort=email', headers: bearer(admin) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('uses the trigram index for the search', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = await client.query(`EXPLAIN SELECT id FROM leads WHERE search_text ILIKE '%lind%'`);
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('leads_search_text_trgm_idx');
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });
});

describe('getLead and discardLead', () => {
  const idOf = async (firstName: string) =>
    (await rows<{ id: number }>(t.database, 'SELECT id FROM leads WHERE first_name = $1', [firstName]))[0]!.id;

  it('answers one lead, or 404 with a message', async () => {
    const id = await idOf('Cecilia');
    const found = await t.app.inject({ method: 'GET', url: `/api/lead/${id}`, headers: bearer(admin) });
    expect(json(found).data).toMatchObject({ id, first_name: 'Cecilia', status: 'Converted', city_name: 'Lund' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/lead/999999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: { en: 'Lead does not exist', sw: 'Leaden finns inte' } });
  });

  it('discards a new lead once, logs it, and refuses other states with 409', async () => {
    const id = await idOf('Bertil');
    const response = await t.app.inject({ method: 'POST', url: `/api/discard-lead/${id}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      data: { id, status: 'Discarded' },
      message: { en: 'Lead discarded successfully', sw: 'Leaden har kasserats' },
    });
    const [entry] = await rows(t.database, `SELECT * FROM activity_log WHERE subject_id = $1 AND event = 'discarded'`, [id]);
    expect(entry).toMatchObject({ log_name: 'Lead', causer_id: adminId, link: `/convert-lead-id=${id}`, properties: { name: 'Bertil Ek' } });

    for (const target of [id, await idOf('Cecilia')]) {
      const again = await t.app.inject({ method: 'POST', url: `/api/discard-lead/${target}`, headers: bearer(admin) });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ message: { en: 'Only new leads can be discarded', sw: 'Endast nya leads kan kasseras' } });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/discard-lead/999999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
  });

  it('shows the discard in the activity log with the causer name and link', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/log-activities', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const [latest] = json(response).data;
    expect(latest).toMatchObject({
      log_name: 'Lead',
      event: 'discarded',
      causer_name: 'Lisa Lista',
      link: expect.stringMatching(/^\/convert-lead-id=\d+$/),
      properties: { name: 'Bertil Ek' },
    });
  });
});
