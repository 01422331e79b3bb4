// Times the account and contact lists at 100 000 rows each: a fresh embedded PostgreSQL,
// migrations, the demo seed, 100 000 accounts and contacts added with generate_series, then
// each request through app.inject, median of 5 after one warm-up.
//   pnpm --filter @portal/api-server exec tsx scripts/measure-crm-lists.ts
import { demoUsers } from '../src/seed/seed.js';
import { login, timeRequests, withSeededApp } from './measure-harness.js';

const ROWS = 100_000;

await withSeededApp('crm', async (app, database) => {
  console.log(`inserting ${ROWS} accounts and ${ROWS} contacts …`);
  await database.pool.query(
    `INSERT INTO accounts (type, company_name, venue_name, email, phone, corporate_number, owner_id, created_at)
     SELECT CASE WHEN i % 3 = 0 THEN 'Partner' ELSE 'Customer' END,
            'Företag ' || md5(i::text),
            CASE WHEN i % 3 = 0 THEN 'Anläggning ' || md5((i * 7)::text) END,
            'info' || i || '@bolag' || (i % 977) || '.demo',
            '08-' || lpad(i::text, 7, '0'),
            lpad((i % 999999)::text, 6, '0') || '-' || lpad((i % 9999)::text, 4, '0'),
            CASE WHEN i % 2 = 0 THEN (SELECT id FROM users WHERE role = 1 ORDER BY id LIMIT 1) END,
            now() - make_interval(mins => i)
       FROM generate_series(1, $1) AS i`,
    [ROWS],
  );
  await database.pool.query(
    `INSERT INTO contacts (account_id, first_name, last_name, email, phone, company, created_at)
     SELECT (SELECT min(id) FROM accounts) + (i % 50000),
            'Förnamn' || (i % 5000), 'Efternamn ' || md5(i::text),
            'person' || i || '@bolag' || (i % 977) || '.demo', '070-' || lpad(i::text, 7, '0'),
            'Företag ' || md5((i % 50000)::text), now() - make_interval(mins => i)
       FROM generate_series(1, $1) AS i`,
    [ROWS],
  );
  await database.pool.query('VACUUM ANALYZE accounts');
  await database.pool.query('VACUUM ANALYZE contacts');

  const token = await login(app, demoUsers.admin);
  const ownerId = (await database.pool.query<{ id: number }>('SELECT id FROM users WHERE role = 1 ORDER BY id LIMIT 1')).rows[0]!.id;

  const urls = [
    '/api/accounts?per_page=20',
    '/api/accounts?per_page=20&sort=company_name&order=asc&page=4999',
    '/api/accounts?per_page=20&sort=email&order=asc',
    '/api/accounts?per_page=20&sort=email&order=desc&page=4000',
    '/api/accounts?per_page=20&sort=venue_name&order=asc',
    '/api/accounts?per_page=20&sort=created_at&order=desc&page=2500',
    '/api/accounts?per_page=20&sort=type&order=asc&page=3000',
    '/api/accounts?per_page=20&type=Partner&sort=company_name&order=asc&page=1000',
    '/api/accounts?per_page=20&type=Partner&sort=venue_name&order=asc&page=1000',
    '/api/accounts?per_page=20&type=Customer&sort=email&order=asc&page=1000',
    `/api/accounts?per_page=20&owner_id=${ownerId}&sort=company_name&order=asc&page=1000`,
    '/api/accounts?per_page=20&search=bolag12',
    '/api/accounts?per_page=20&search=f%C3%B6retag%20ab',
    '/api/accounts?per_page=20&search=5560360793',
    '/api/contacts?per_page=20',
    '/api/contacts?per_page=20&sort=name&order=asc&page=4999',
    '/api/contacts?per_page=20&sort=email&order=desc&page=3000',
    '/api/contacts?per_page=20&sort=company&order=asc&page=3000',
    '/api/contacts?per_page=20&sort=created_at&order=desc&page=4000',
    '/api/contacts?per_page=20&search=person123',
    '/api/contacts?per_page=20&search=efternamn',
    `/api/contacts?per_page=20&account_id=${(await database.pool.query<{ id: number }>('SELECT min(id) + 10 AS id FROM accounts')).rows[0]!.id}`,
  ];
  await timeRequests(
    app,
    urls.map((url): [string, string] => [token, url]),
    true,
  );
});
