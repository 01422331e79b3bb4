import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot, repoRoot } from './core/paths.js';
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

async function call(method: string, url: string, body?: unknown, token?: string, origin = base): Promise<{ status: number; body: any }> {
  const response = await fetch(`${origin}/api${url}`, {
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

// `pnpm start` (scripts/start.mjs) runs scripts/supervisor.mjs on the built entry points; here the
// same supervisor runs them from source (src/main.ts, src/database-main.ts), so no build is needed.
describe('pnpm start’s supervisor: the API and the embedded PostgreSQL killed with kill -9', () => {
  let root: string;
  let origin: string;
  let pgDataDir: string;
  let databaseUrl: string;
  let supervisor: ChildProcess | undefined;
  let log = '';
  let supervisorEnv: NodeJS.ProcessEnv;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'api-supervised-'));
    await chmod(root, 0o755);
    pgDataDir = path.join(root, 'pg');
    const [port, pgPort] = [await freePort(), await freePort()];
    origin = `http://127.0.0.1:${port}`;
    databaseUrl = `postgres://postgres:postgres@localhost:${pgPort}/postgres`;
    supervisorEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PG_PORT: String(pgPort), PG_DATA_DIR: pgDataDir, LOG_LEVEL: 'warn', SEED: 'true' };
    delete supervisorEnv.DATABASE_URL;
    delete supervisorEnv.SMTP_URL;
  });

  function startSupervisor(): ChildProcess {
    const script = [
      `const { supervise } = await import(${JSON.stringify(path.join(repoRoot, 'scripts/supervisor.mjs'))});`,
      `supervise({ cwd: ${JSON.stringify(packageRoot)}, api: ['--import', 'tsx', 'src/main.ts'], database: ['--import', 'tsx', 'src/database-main.ts'] });`,
    ].join('\n');
    log = '';
    supervisor = spawn(process.execPath, ['--input-type=module', '--eval', script], { cwd: packageRoot, env: supervisorEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    supervisor.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    supervisor.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    return supervisor;
  }

  afterAll(async () => {
    // Killed with the supervisor, its children stop by themselves (their IPC channel closes).
    if (supervisor && supervisor.exitCode === null && supervisor.signalCode === null) await stopServer(supervisor, 'SIGKILL');
    const deadline = Date.now() + 20_000;
    while (existsSync(path.join(pgDataDir, 'postmaster.pid')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await rm(root, { recursive: true, force: true });
  });

  /** The pid of the API that last said it was ready, from the supervisor's log. */
  const apiPid = () => Number([...log.matchAll(/the API is ready \(pid (\d+)\)/g)].at(-1)?.[1]);

  /** Milliseconds until /api/health answers 200 (the API restarted by the supervisor, or the database back). */
  async function healthyAfter(started: number, deadlineMs = 60_000): Promise<number> {
    for (;;) {
      if (supervisor!.exitCode !== null) throw new Error(`the supervisor exited with ${supervisor!.exitCode}:\n${log}`);
      const status = await fetch(`${origin}/api/health`).then((response) => response.status, () => 0);
      if (status === 200) return Date.now() - started;
      if (Date.now() - started > deadlineMs) throw new Error(`the portal did not answer again within ${deadlineMs} ms:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until health no longer answers 200 (the outage is seen), at most `deadlineMs`. */
  async function unhealthyAfter(started: number, deadlineMs = 10_000): Promise<void> {
    while ((await fetch(`${origin}/api/health`).then((response) => response.status, () => 0)) === 200) {
      if (Date.now() - started > deadlineMs) throw new Error(`health still answered 200 ${deadlineMs} ms after the kill:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Three clients creating tasks one after the other until stopped: the ids answered 201 are
   * acknowledged writes; every other answer's status is counted (0: no answer, the API is down).
   */
  function writers(token: string, assignee: number) {
    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let running = true;
    let sequence = 0;
    const loop = async () => {
      while (running) {
        const subject = `crash proof ${sequence++}`;
        const result = await call('POST', '/tasks', { subject, assigned_to: assignee }, token, origin).catch(() => ({ status: 0, body: undefined }));
        if (result.status === 201) acknowledged.push(result.body.data.id as number);
        else statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, result.status === 201 ? 10 : 100));
      }
    };
    const loops = [loop(), loop(), loop()];
    return {
      acknowledged,
      statuses,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  async function storedTaskIds(): Promise<Set<number>> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return new Set((await client.query("SELECT id FROM tasks WHERE subject LIKE 'crash proof %'")).rows.map((row) => row.id as number));
    } finally {
      await client.end();
    }
  }

  it('starts again whichever dies within seconds, keeps every acknowledged write, and stops both in order', { timeout: 150_000 }, async () => {
    startSupervisor();
    await healthyAfter(Date.now(), 120_000);
    const login = await call('POST', '/login', { email: 'admin@demo.test', password: 'Demo-admin-1' }, undefined, origin);
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const admin = (await client.query("SELECT id FROM users WHERE email = 'admin@demo.test'")).rows[0].id as number;
    await client.end();

    // 1. kill -9 of the API while it takes writes: the supervisor starts it again.
    const firstApi = apiPid();
    let writing = writers(token, admin);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeApiKill = writing.acknowledged.length;
    expect(beforeApiKill).toBeGreaterThan(0);
    process.kill(firstApi, 'SIGKILL');
    const apiKilled = Date.now();
    expect(await healthyAfter(apiKilled)).toBeLessThanOrEqual(15_000);
    expect(apiPid()).not.toBe(firstApi);
    expect(log).toMatch(new RegExp(`the API \\(pid ${firstApi}\\) was killed by SIGKILL`));
    await new Promise((resolve) => setTimeout(resolve, 500)); // writes go through again
    await writing.stop();
    expect(writing.acknowledged.length).toBeGreaterThan(beforeApiKill);
    // While it was down requests got no answer (0); it never answered 5xx.
    expect([...writing.statuses.keys()].filter((status) => status !== 0)).toEqual([]);
    let stored = await storedTaskIds();
    expect(writing.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    const afterApiKill = writing.acknowledged;

    // 2. kill -9 of the PostgreSQL postmaster while the API takes writes: the supervisor starts
    // it again on the same folder (WAL replay), and the same API process answers 503 meanwhile
    // and 201 again after, without a restart.
    const secondApi = apiPid();
    writing = writers(token, admin);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const postmaster = Number((await readFile(path.join(pgDataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    const databaseKilled = Date.now();
    // A backend outlives its killed postmaster for a moment and may still answer the health
    // check's SELECT 1: the outage counts as seen once health has said so (503).
    await unhealthyAfter(databaseKilled);
    expect(await healthyAfter(databaseKilled)).toBeLessThanOrEqual(15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await writing.stop();
    expect(apiPid()).toBe(secondApi);
    expect(log).not.toMatch(new RegExp(`the API \\(pid ${secondApi}\\)`)); // it never exited
    expect(log).toMatch(/the embedded PostgreSQL exited by itself \(SIGKILL\)/);
    // Only 201 or 503 while the database was gone: no 500, and the API always answered.
    expect(writing.statuses.get(503)).toBeGreaterThan(0);
    expect([...writing.statuses.keys()].filter((status) => status !== 503)).toEqual([]);
    stored = await storedTaskIds();
    expect([...afterApiKill, ...writing.acknowledged].filter((id) => !stored.has(id))).toEqual([]);

    // 3. SIGTERM (as Ctrl-C): the API stops first, then PostgreSQL, cleanly.
    expect(await stopServer(supervisor!, 'SIGTERM')).toBe(0);
    const stopApi = log.indexOf('stopping the API');
    const stopDatabase = log.indexOf('stopping PostgreSQL');
    expect(stopApi).toBeGreaterThan(0);
    expect(stopDatabase).toBeGreaterThan(stopApi);
    expect(existsSync(path.join(pgDataDir, 'postmaster.pid'))).toBe(false);

    // 4. Started again: every acknowledged write is there, also through the API.
    startSupervisor();
    await healthyAfter(Date.now(), 60_000);
    const again = await storedTaskIds();
    expect([...afterApiKill, ...writing.acknowledged].filter((id) => !again.has(id))).toEqual([]);
    expect(again).toEqual(stored);
    const listed = await call('GET', '/tasks?search=crash%20proof&per_page=1', undefined, token, origin);
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBe(again.size);
    expect(await stopServer(supervisor!, 'SIGTERM')).toBe(0);
  });
});
