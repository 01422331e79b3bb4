// Issue 28: three API replicas behind HAProxy (`pnpm start:cluster`'s scripts/cluster.mjs, running
// the sources through tsx) on one database and one S3 store. A replica killed with kill -9 in the
// middle of writes and reads costs only the writes in flight on it (HAProxy replays the reads and
// sends new requests elsewhere), none after HAProxy marks it down, and no acknowledged write; a
// replica told to stop (SIGTERM) under the same load costs nothing; a login throttle counted on one
// replica holds on the other, per client address as HAProxy forwards it. The heavy figures (rolling
// restart, 1/2/3 replicas) are `pnpm bench cluster`.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot, repoRoot } from '../../src/core/paths.js';
import { createTestDatabase } from '../support/database.js';
import { freePort } from '../support/global-setup.js';

interface Cluster {
  url: string;
  replicas: { name: string; port: number; supervised: { stop(): Promise<void>; child?: { pid?: number } } }[];
  pid(index: number): number | undefined;
  states(): Promise<Record<string, string>>;
  waitFor(name: string, state: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  body: any;
}

const LOGIN_LIMIT = 5;
let cluster: Cluster;
let dataDir: string;
let dropDatabase: () => Promise<void>;
let token: string;
let adminId: number;

/** One request over a connection of its own, from `localAddress` (a loopback address: a client of its own). */
function request(base: string, method: string, url: string, options: { body?: unknown; token?: string; localAddress?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${base}/api${url}`,
      {
        method,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        timeout: 20_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // HAProxy's own error pages are HTML
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const failLogin = (base: string, options: { localAddress?: string; headers?: Record<string, string> }) =>
  request(base, 'POST', '/login', { body: { email: 'admin@demo.test', password: 'not-the-password' }, ...options });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-cluster-'));
  const created = await createTestDatabase();
  dropDatabase = created.drop;
  const { startCluster } = (await import(path.join(repoRoot, 'scripts/cluster.mjs'))) as { startCluster: (options: object) => Promise<Cluster> };
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: created.url, LOG_LEVEL: 'error', SEED: 'true', LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT) };
  for (const name of ['SMTP_URL', 'S3_BUCKET', 'PORT', 'PUBLIC_URL']) delete env[name];
  let log = '';
  try {
    cluster = await startCluster({
      replicas: 3,
      dataDir,
      env,
      cwd: packageRoot,
      api: ['--import', 'tsx', 'src/main.ts'],
      ports: { lb: await freePort(), stats: await freePort(), api: await freePort(), s3: await freePort() },
      log: (line: string) => (log += `${line}\n`),
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  const login = await request(cluster.url, 'POST', '/login', { body: { email: 'admin@demo.test', password: 'Demo-admin-1' } });
  expect(login.status).toBe(200);
  token = login.body.data.token;
  adminId = (await request(cluster.url, 'GET', '/profile', { token })).body.data.id;
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/**
 * Four clients through HAProxy until stopped: two create tasks (POST), two read lists (GET). Every
 * answer is kept with the moment it came (status 0: no answer at all).
 */
function load() {
  const acknowledged: number[] = [];
  const answers: { at: number; method: string; status: number }[] = [];
  let running = true;
  let sequence = 0;
  const writer = async () => {
    while (running) {
      const subject = `cluster proof ${sequence++}`;
      const answer = await request(cluster.url, 'POST', '/tasks', { token, body: { subject, assigned_to: adminId } }).catch(() => ({ status: 0, body: undefined }));
      if (answer.status === 201) acknowledged.push(answer.body.data.id as number);
      answers.push({ at: Date.now(), method: 'POST', status: answer.status });
    }
  };
  const reader = async () => {
    while (running) {
      const answer = await request(cluster.url, 'GET', '/tasks?per_page=5', { token }).catch(() => ({ status: 0, body: undefined }));
      answers.push({ at: Date.now(), method: 'GET', status: answer.status });
    }
  };
  const clients = [writer(), writer(), reader(), reader()];
  return {
    acknowledged,
    answers,
    failed: () => answers.filter((answer) => answer.status === 0 || answer.status >= 500),
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedTaskIds(): Promise<Set<number>> {
  const answer = await request(cluster.url, 'GET', '/tasks?search=cluster%20proof&per_page=1', { token });
  expect(answer.status).toBe(200);
  const ids = new Set<number>();
  const pages = Math.ceil(answer.body.data.total / 100);
  for (let page = 1; page <= pages; page++) {
    const list = await request(cluster.url, 'GET', `/tasks?search=cluster%20proof&per_page=100&page=${page}`, { token });
    for (const task of list.body.data.data as { id: number }[]) ids.add(task.id);
  }
  return ids;
}

describe('three replicas behind HAProxy', () => {
  it('holds a login throttle counted on one replica on the others, per client address as HAProxy forwards it', async () => {
    // Straight to the replicas, each trusting one proxy hop: the failures counted by r1 and r2
    // stop the same client on r3.
    const client = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    const [r1, r2, r3] = cluster.replicas.map((replica) => `http://127.0.0.1:${replica.port}`) as [string, string, string];
    for (const base of [r1, r2, r1, r2, r1]) expect((await failLogin(base, client)).status).toBe(401);
    const refused = await failLogin(r3, client);
    expect(refused.status).toBe(429);
    expect(refused.body.message.sw).toBeTruthy();
    expect((await failLogin(r3, { headers: { 'x-forwarded-for': '198.51.100.8' } })).status).toBe(401);

    // Through HAProxy (round robin over the three): the client's own address reaches the
    // replicas, and an X-Forwarded-For the client sends itself does not get it a fresh count.
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt++) {
      expect((await failLogin(cluster.url, { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': `203.0.113.${attempt}` } })).status).toBe(401);
    }
    expect((await failLogin(cluster.url, { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.99' } })).status).toBe(429);
    expect((await failLogin(cluster.url, { localAddress: '127.0.0.3' })).status).toBe(401);
  });

  it('loses no acknowledged write when a replica is killed with kill -9 mid-load, and fails only writes in flight on it', { timeout: 60_000 }, async () => {
    const running = load();
    await sleep(1_500);
    const pid = cluster.pid(0)!;
    const before = running.answers.length;
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    await cluster.waitFor('r1', 'DOWN', 10_000);
    const downAt = Date.now();
    await sleep(1_500);
    await running.stop();

    expect(running.answers.length - before).toBeGreaterThan(10); // the load went on
    const failed = running.failed();
    // Reads are replayed on another replica; of the writes only those in flight on the killed
    // one (at most one per writer) fail, and only around the kill.
    expect(failed.filter((answer) => answer.method === 'GET')).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(2);
    expect(failed.filter((answer) => answer.at > downAt)).toEqual([]);
    expect(failed.filter((answer) => answer.at < killedAt)).toEqual([]);
    const stored = await storedTaskIds();
    expect(running.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(running.acknowledged.length);
  });

  it('loses no request when a replica is told to stop (SIGTERM) under load', { timeout: 60_000 }, async () => {
    const running = load();
    await sleep(1_000);
    const before = running.answers.length;
    const stopped = cluster.replicas[1]!.supervised.stop(); // drains: health 503, then closes
    await cluster.waitFor('r2', 'DOWN', 10_000);
    await stopped;
    await sleep(500);
    await running.stop();
    expect(running.answers.length - before).toBeGreaterThan(10);
    expect(running.failed()).toEqual([]);
    const stored = await storedTaskIds();
    expect(running.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
