import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from './core/paths.js';
import { freePort } from '../test/support/global-setup.js';
import { daysFromToday } from '../test/support/leads.js';

// The process entry as an operator runs it: embedded PostgreSQL in a data directory,
// stopped by a signal, started again on the same directory.
let dataRoot: string;
let env: NodeJS.ProcessEnv;
let base: string;
let child: ChildProcess | undefined;
let output = '';

function startServer(): ChildProcess {
  const process_ = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: packageRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  process_.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  process_.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return process_;
}

async function waitUntilHealthy(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output}`);
}

function stopServer(server: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    server.once('exit', (code) => resolve(code));
    server.kill(signal);
  });
}

async function call(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'api-main-'));
  // When the tests run as root, PostgreSQL runs as the `postgres` user and must reach the data.
  await chmod(dataRoot, 0o755);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PG_PORT: String(await freePort()), PG_DATA_DIR: path.join(dataRoot, 'pg'), LOG_LEVEL: 'warn', SEED: 'true' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
});

afterAll(async () => {
  if (child && child.exitCode === null) await stopServer(child, 'SIGKILL');
  await rm(dataRoot, { recursive: true, force: true });
});

describe('node src/main.ts', () => {
  it('keeps every row across a SIGTERM and a restart, and seeds only once', { timeout: 120_000 }, async () => {
    child = startServer();
    await waitUntilHealthy(child);
    const login = await call('POST', '/login', { email: 'admin@demo.test', password: 'Demo-admin-1' });
    expect(login.status).toBe(200);
    const regions = (await call('GET', '/regions')).body.data as { id: number; name: string }[];
    const falun = (await call('GET', `/cities?region_id=${regions.find((r) => r.name === 'Dalarnas län')!.id}`)).body.data.find(
      (city: { name: string }) => city.name === 'Falun',
    );
    const created = await call('POST', '/leads', {
      first_name: 'Restart',
      last_name: 'Proof',
      email: 'restart.proof@example.se',
      phone: '070-000 00 01',
      conference_type: 'day',
      start_date: daysFromToday(3),
      end_date: daysFromToday(3),
      arrival_time: '08:00',
      departure_time: '17:00',
      participants: 4,
      single_room_people: 0,
      double_room_people: 0,
      accepts_shared_double: false,
      conference_room_size: 4,
      furnishing: 'boardroom',
      region_id: falun.region_id,
      city_id: falun.id,
      vat_basis: 'inc',
      contact_method: 'phone',
    });
    expect(created.status).toBe(201);
    const outboxBefore = (await call('GET', '/outbox', undefined, login.body.data.token)).body.data.total;

    expect(await stopServer(child, 'SIGTERM')).toBe(0);
    expect(existsSync(path.join(dataRoot, 'pg', 'postmaster.pid'))).toBe(false);

    child = startServer();
    await waitUntilHealthy(child);
    // The token issued before the restart is still valid: it lives in the database.
    const token = login.body.data.token as string;
    const leads = await call('GET', '/leads?search=restart.proof', undefined, token);
    expect(leads.status).toBe(200);
    expect(leads.body.data.data).toHaveLength(1);
    expect(leads.body.data.data[0]).toMatchObject({ id: created.body.data.id, first_name: 'Restart' });
    expect((await call('GET', '/leads', undefined, token)).body.data.total).toBe(13);
    expect((await call('GET', '/outbox', undefined, token)).body.data.total).toBe(outboxBefore);

    expect(await stopServer(child, 'SIGINT')).toBe(0);
    expect(existsSync(path.join(dataRoot, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
