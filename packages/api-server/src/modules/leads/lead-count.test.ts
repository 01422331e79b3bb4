// The leads list at the count's cap (10 000 rows): exact up to it, "10 000+" past it, and every
// page still reachable. The rows come from generate_series, one statement each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, login, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;

/** Adds `count` leads (every fifth discarded), newest last. */
async function addLeads(count: number) {
  await rows(
    t.database,
    `INSERT INTO leads (first_name, last_name, email, phone, conference_type, start_date, end_date, arrival_time, departure_time,
       participants, single_room_people, double_room_people, accepts_shared_double, conference_room_size, furnishing, region_id,
       city_id, vat_basis, contact_method, submitted_at, status)
     SELECT 'Förnamn' || g, 'Efternamn', 'p' || g || '@example.se', '070', 'day', date '2027-01-01', date '2027-01-01', '09:00', '16:00',
       10, 0, 0, false, 10, 'school', c.region_id, c.id, 'ex', 'email', now() - make_interval(secs => g),
       CASE WHEN g % 5 = 0 THEN 'Discarded' ELSE 'New' END
     FROM generate_series((SELECT count(*) FROM leads) + 1, (SELECT count(*) FROM leads) + $1::int) g
     CROSS JOIN (SELECT id, region_id FROM cities ORDER BY id LIMIT 1) c`,
    [count],
  );
}

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/leads?${query}`, headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  return json(response).data as { total: number; total_capped: boolean; last_page: number; from: number | null; to: number | null; data: unknown[] };
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t, { email: 'count.admin@demo.test', password: 'Count-admin-1', role: 1 });
  admin = await login(t.app, 'count.admin@demo.test', 'Count-admin-1');
});

afterAll(async () => {
  await t.close();
});

describe('the leads list at the count cap', () => {
  it('counts exactly up to 10 000, then says 10 000 and capped, and still pages past it', async () => {
    await addLeads(10_000);
    expect(await list('per_page=20')).toMatchObject({ total: 10_000, total_capped: false, last_page: 500, from: 1, to: 20 });

    await addLeads(1);
    expect(await list('per_page=20')).toMatchObject({ total: 10_000, total_capped: true, last_page: 500, from: 1, to: 20 });
    // The last page the count names is full: there is more.
    const last = await list('per_page=20&page=500');
    expect(last).toMatchObject({ total: 10_000, total_capped: true, from: 9981, to: 10_000 });
    expect(last.data).toHaveLength(20);
    // A page past the cap counts to its own end: here the 10 001st row, and the count is exact again.
    const beyond = await list('per_page=20&page=501');
    expect(beyond).toMatchObject({ total: 10_001, total_capped: false, last_page: 501, from: 10_001, to: 10_001 });
    expect(beyond.data).toHaveLength(1);

    // A filter counts the same way: 8 001 new leads are counted exactly, the 2 000 discarded too.
    expect(await list('status=New&per_page=50')).toMatchObject({ total: 8001, total_capped: false, last_page: 161 });
    expect(await list('status=Discarded')).toMatchObject({ total: 2000, total_capped: false });
    await addLeads(2_500);
    expect(await list('status=New&per_page=50')).toMatchObject({ total: 10_000, total_capped: true, last_page: 200 });
    // A search too (its own statements): every lead's name holds "förnamn".
    expect(await list('search=f%C3%B6rnamn')).toMatchObject({ total: 10_000, total_capped: true });
  });

  it('runs the token lookup and the list as named prepared statements on the pool', async () => {
    await list('per_page=20');
    await list('status=Discarded&sort=name&order=asc');
    // Each connection keeps the statements prepared on it: look on every one of the pool's.
    const clients = await Promise.all(Array.from({ length: 8 }, () => t.database.pool.connect()));
    const names = new Set<string>();
    try {
      for (const client of clients) {
        for (const row of (await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows) names.add(row.name);
      }
    } finally {
      for (const client of clients) client.release();
    }
    expect(names).toContain('auth.caller');
    expect(names).toContain('leads.count(status=false)');
    expect(names).toContain('leads.page(order=desc,sort=submitted_at,status=false)');
    expect(names).toContain('leads.count(status=true)');
    expect(names).toContain('leads.page(order=asc,sort=name,status=true)');
  });
});
