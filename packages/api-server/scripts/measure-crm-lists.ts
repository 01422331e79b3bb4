// Times the account and contact lists at 100 000 rows each: a fresh embedded PostgreSQL,
// migrations, the demo seed, 100 000 accounts and contacts added with generate_series, then
// each request through app.inject, median of 5 after one warm-up.
//   pnpm --filter @portal/api-server exec tsx scripts/measure-crm-lists.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/core/config.js';
import { createDatabase } from '../src/core/db/client.js';
import { startEmbeddedPostgres } from '../src/core/db/embedded.js';
import { runMigrations } from '../src/core/db/migrate.js';
import { demoUsers, seedIfEmpty } from '../src/seed/seed.js';
import { startBoss } from '../src/core/jobs/boss.js';
import { jobRegistry } from '../src/modules/index.js';

const ROWS = 100_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'measure-crm-pg-'));
const filesDir = await mkdtemp(path.join(tmpdir(), 'measure-crm-files-'));
const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
const database = createDatabase({ connectionString: server.connectionString });
try {
  await runMigrations(database.pool);
  const boss = await startBoss(database.pool, jobRegistry, { background: false, onError: (error) => console.error(error) });
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: server.connectionString, FILES_DIR: filesDir });
  const app = await buildApp({ config, database, boss, logger: false });
  await app.ready();
  await seedIfEmpty(app.ctx);

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

  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: demoUsers.admin.email, password: demoUsers.admin.password }).toString(),
  });
  const token = (login.json() as { data: { token: string } }).data.token;
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
  for (const url of urls) {
    const times: number[] = [];
    let status = 0;
    let total = 0;
    for (let run = 0; run < 6; run += 1) {
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      status = response.statusCode;
      total = (response.json() as { data: { total: number } }).data.total;
      if (run > 0) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(`${times[2]!.toFixed(1).padStart(6)} ms  ${status}  total ${String(total).padStart(6)}  ${url}`);
  }
  await app.close();
  await boss.stop({ graceful: false, close: false });
} finally {
  await database.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(filesDir, { recursive: true, force: true });
}
