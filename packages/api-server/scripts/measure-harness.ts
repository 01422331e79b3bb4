// What the list measurements share: a fresh embedded PostgreSQL with the migrations, the app and
// the demo seed; a demo user's token; each request timed through app.inject (median of 5 after
// one warm-up); everything removed afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/core/config.js';
import { createDatabase, type Database } from '../src/core/db/client.js';
import { startEmbeddedPostgres } from '../src/core/db/embedded.js';
import { runMigrations } from '../src/core/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { startBoss } from '../src/core/jobs/boss.js';
import { jobRegistry } from '../src/modules/index.js';

type App = Awaited<ReturnType<typeof buildApp>>;

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

/** Runs `measure` against a seeded app on its own throw-away database (`name` names its folders). */
export async function withSeededApp(name: string, measure: (app: App, database: Database) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `measure-${name}-pg-`));
  const filesDir = await mkdtemp(path.join(tmpdir(), `measure-${name}-files-`));
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  const database = createDatabase({ connectionString: server.connectionString });
  try {
    await runMigrations(database.pool);
    const boss = await startBoss(database.pool, jobRegistry, { background: false, onError: (error) => console.error(error) });
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: server.connectionString, FILES_DIR: filesDir });
    const app = await buildApp({ config, database, boss, logger: false });
    await app.ready();
    await seedIfEmpty(app.ctx);
    await measure(app, database);
    await app.close();
    await boss.stop({ graceful: false, close: false });
  } finally {
    await database.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
  }
}

/** A demo user's bearer token. */
export async function login(app: App, user: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
  });
  return (response.json() as { data: { token: string } }).data.token;
}

/** Prints each GET's median time of 5 (after one warm-up) and its status; with `showTotal`, the list's total too. */
export async function timeRequests(app: App, requests: [token: string, url: string][], showTotal = false): Promise<void> {
  for (const [token, url] of requests) {
    const times: number[] = [];
    let status = 0;
    let total = 0;
    for (let run = 0; run < 6; run += 1) {
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      status = response.statusCode;
      if (showTotal) total = (response.json() as { data: { total: number } }).data.total;
      if (run > 0) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const totalText = showTotal ? `  total ${String(total).padStart(6)}` : '';
    console.log(`${times[2]!.toFixed(1).padStart(6)} ms  ${status}${totalText}  ${url}`);
  }
}
