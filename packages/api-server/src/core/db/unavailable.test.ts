// The API while its database is down: 503 with Retry-After (never 500), and back to 200 when the
// database is, without a restart. This file runs its own PostgreSQL (not the run's shared one of
// test/support/global-setup.ts), on a temp folder and a free port, since it stops it.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, eventually, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';
import { freePort } from '../../../test/support/global-setup.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.js';
import { databaseUnavailableReason, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './unavailable.js';

let dataDir: string;
let port: number;
let server: EmbeddedServer | undefined;
let t: TestApp | undefined;

const startDatabase = async () => {
  server = await startEmbeddedPostgres({ dataDir, port });
  return server;
};

beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'api-db-down-'));
  // When the tests run as root, PostgreSQL runs as the `postgres` user and must reach the data.
  await chmod(folder, 0o755);
  dataDir = path.join(folder, 'pg');
  port = await freePort();
  await startDatabase();
});

afterAll(async () => {
  await t?.close();
  await server?.stop();
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

/** The error a query gives, or fails the test when there is none. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('isDatabaseUnavailable, on real failures', () => {
  it('knows a refused connection (through drizzle), a pool connect timeout and a terminated session', async () => {
    const closedPort = await freePort();
    const refusedPool = new pg.Pool({ connectionString: `postgres://postgres:postgres@localhost:${closedPort}/postgres` });
    const refused = await errorOf(() => drizzle({ client: refusedPool }).execute(sql`SELECT 1`));
    expect(databaseUnavailableReason(refused)).toBe('ECONNREFUSED');
    await refusedPool.end();

    // A server that accepts the connection and never answers (a hung or overloaded database).
    const silent: Server = createServer(() => {});
    const silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    const hangingPool = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${silentPort}/postgres`, connectionTimeoutMillis: 200 });
    const timedOut = await errorOf(() => hangingPool.query('SELECT 1'));
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    await hangingPool.end();
    silent.close();

    // What a fast shutdown does to an open session: 57P01 admin_shutdown.
    const client = new pg.Client({ connectionString: server!.connectionString });
    await client.connect();
    // The session's error (57P01), then "Connection terminated unexpectedly" as the socket closes.
    const errors: unknown[] = [];
    client.on('error', (error) => errors.push(error));
    const admin = new pg.Client({ connectionString: server!.connectionString });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [(await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid]);
    await admin.end();
    await eventually(async () => (errors.length > 0 ? true : undefined));
    expect(databaseUnavailableReason(errors[0])).toBe('57P01');
    expect(isDatabaseUnavailable(await errorOf(() => client.query('SELECT 1')))).toBe(true);
    expect(errors.every(isDatabaseUnavailable)).toBe(true);
  });

  it('does not take other database errors for an outage', async () => {
    const client = new pg.Client({ connectionString: server!.connectionString });
    await client.connect();
    try {
      expect(isDatabaseUnavailable(await errorOf(() => client.query('SELEC 1')))).toBe(false); // 42601
      expect(isDatabaseUnavailable(await errorOf(() => client.query("SELECT 'x'::int")))).toBe(false); // 22P02
      expect(isDatabaseUnavailable(await errorOf(() => client.query('SELECT 1 FROM no_such_table')))).toBe(false); // 42P01
      expect(isDatabaseUnavailable(new Error('Server error'))).toBe(false);
      expect(isDatabaseUnavailable(undefined)).toBe(false);
    } finally {
      await client.end();
    }
  });
});

describe('the API while its database is down', () => {
  it('answers 503 with Retry-After, fast, and 200 again once the database is back, without a restart', { timeout: 60_000 }, async () => {
    t = await createTestApp({ databaseUrl: server!.connectionString });
    const token = await loginAs.admin(t.app);
    const health = () => t!.app.inject({ method: 'GET', url: '/api/health' });
    const leads = () => t!.app.inject({ method: 'GET', url: '/api/leads?per_page=5', headers: bearer(token) });
    const [admin] = await rows<{ id: number }>(t.database, "SELECT id FROM users WHERE email = 'admin@demo.test'");
    const newTask = () =>
      t!.app.inject({ method: 'POST', url: '/api/tasks', headers: bearer(token), payload: { subject: 'Written while the database was down', assigned_to: admin!.id } });
    expect((await health()).statusCode).toBe(200);
    const before = json(await leads()).data.total as number;

    // The database goes away under an open transaction: the connection's error fails the
    // transaction and does not end the process (survivePoolConnectionErrors).
    const broken = await errorOf(() =>
      t!.database.transaction(async (tx) => {
        await tx.executeSql('SELECT 1');
        await server!.stop();
        server = undefined;
        await tx.executeSql('SELECT 1');
      }),
    );
    expect(isDatabaseUnavailable(broken)).toBe(true);

    for (const call of [health, leads, newTask]) {
      const started = Date.now();
      const response = await call();
      // Refused at once: no request waits for the pool's 10 s connect timeout.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json(response)).toEqual({
        message: {
          en: 'The service is temporarily unavailable. Please try again in a moment.',
          sw: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
        },
      });
    }

    await startDatabase();
    expect((await health()).statusCode).toBe(200);
    const after = await leads();
    expect(after.statusCode).toBe(200); // the token issued before the outage still holds
    expect(json(after).data.total).toBe(before);
    const tasks = await t.app.inject({ method: 'GET', url: '/api/tasks?search=database%20was%20down', headers: bearer(token) });
    expect(json(tasks).data.total).toBe(0); // the 503 wrote nothing
  });
});
