// `pnpm bench cluster` (issue 28): the portal as a cluster (scripts/cluster.mjs: the API's build as
// replicas behind HAProxy, one embedded PostgreSQL, an s3rver store) under the mixed load of
// bench-load.mjs (staff lists 60 %, venues saving and submitting by link 30 %, customers viewing and
// booking 10 %), with two more clients creating tasks whose ids are checked in the database after:
//
//   1. throughput with 1, 2 and 3 replicas side by side (the same load, one cluster after the other
//      on the same database): req/s, p50, p99, 5xx and failed connections;
//   2. kill -9 of one of three replicas mid-load: requests failed, how many after HAProxy marked it
//      down (must be 0), acknowledged task writes missing (must be 0), how long until it was down;
//   3. a rolling restart of the three under load (each SIGTERMed, drained, started again and up
//      before the next): failed requests (must be 0).
//
// Exits 1 when a "must" fails. BENCH_CLUSTER_SECONDS (default 20) is each run's length,
// BENCH_CLUSTER_CLIENTS (default 50) the mixed load's clients.
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { makeFixtures, nextRequest, seeded } from './bench-load.mjs';
import { startCluster } from './cluster.mjs';
import { Supervised } from './supervisor.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const pg = createRequire(join(root, 'packages/api-server/package.json'))('pg');
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLUSTER_CLIENTS ?? 50);
const OPPORTUNITIES = Number(process.env.BENCH_CLUSTER_OPPORTUNITIES ?? 20);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * The mixed load through `base` until `stop()`: every answer with its moment, method and status
 * (0: no answer), and the task ids answered 201 by the two task writers.
 */
function startLoad({ base, fixtures, bearer, clients }) {
  const answers = [];
  const acknowledged = [];
  let running = true;
  let sequence = 0;
  const send = async (method, path, headers, body) => {
    const started = performance.now();
    let status = 0;
    let json;
    try {
      const response = await fetch(base + path, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}), signal: AbortSignal.timeout(30_000) });
      status = response.status;
      const text = await response.text();
      if (status === 201) json = JSON.parse(text);
    } catch (error) {
      // no answer: status 0, with why
      answers.push({ at: Date.now(), ms: performance.now() - started, method, status, error: `${error.name}: ${error.cause?.code ?? error.cause?.message ?? error.message}` });
      return { status, json };
    }
    answers.push({ at: Date.now(), ms: performance.now() - started, method, status });
    return { status, json };
  };
  const mixed = async (client) => {
    const random = seeded(client + 1);
    while (running) {
      const request = nextRequest(fixtures, random);
      await send(request.method, request.path, request.headers, request.body);
    }
  };
  const writer = async () => {
    while (running) {
      const headers = { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' };
      const { status, json } = await send('POST', '/api/tasks', headers, { subject: `cluster bench ${process.pid}-${sequence++}`, assigned_to: fixtures.adminId });
      if (status === 201) acknowledged.push(json.data.id);
    }
  };
  const all = [...Array.from({ length: clients }, (_, client) => mixed(client)), writer(), writer()];
  return {
    answers,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}

function summary(answers, seconds) {
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status === 0 || answer.status >= 500);
  return {
    rps: answers.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    fiveHundreds: answers.filter((answer) => answer.status >= 500).length,
    noAnswer: answers.filter((answer) => answer.status === 0).length,
    failed,
  };
}

const line = (s) => {
  const statuses = {};
  for (const answer of s.failed) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  let detail = Object.keys(statuses).length ? ` (${Object.entries(statuses).map(([status, n]) => `${status === '0' ? 'none' : status}×${n}`).join(' ')})` : '';
  const errors = [...new Set(s.failed.filter((answer) => answer.error).map((answer) => `${answer.method} ${answer.error} after ${(answer.ms / 1000).toFixed(1)} s`))].slice(0, 3);
  if (errors.length) detail += `; without an answer: ${errors.join('; ')}`;
  return `${s.rps.toFixed(0).padStart(5)} req/s  p50 ${s.p50.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms  5xx ${s.fiveHundreds}  no answer ${s.noAnswer}${detail}`;
};

export async function clusterBench({ ports = {}, log = () => {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-cluster-'));
  chmodSync(dataDir, 0o755);
  const pgPort = Number(process.env.BENCH_PG_PORT ?? 54392);
  const clusterPorts = {
    lb: Number(process.env.BENCH_PORT ?? 8092),
    api: Number(process.env.BENCH_CLUSTER_REPLICA_PORT ?? 8093),
    stats: Number(process.env.BENCH_CLUSTER_STATS_PORT ?? 8089),
    s3: Number(process.env.BENCH_CLUSTER_S3_PORT ?? 8088),
    ...ports,
  };
  let failures = 0;
  let cluster;
  const database = new Supervised({
    name: 'PostgreSQL',
    args: [join(root, 'packages/api-server/dist/database-main.js')],
    cwd: root,
    env: { ...process.env, PG_PORT: String(pgPort), PG_DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    log,
    onFatal: () => console.error('bench: PostgreSQL did not start'),
  });
  database.start();
  const { databaseUrl } = await database.whenReady();
  const query = async (text, values = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const env = { ...process.env, DATABASE_URL: databaseUrl, SEED: 'true', LOG_LEVEL: 'warn', LOGIN_LIMIT_PER_IP: '10000', LINK_FAILURE_LIMIT_PER_IP: '10000' };
  delete env.SMTP_URL;
  delete env.S3_BUCKET;
  delete env.PUBLIC_URL;
  const start = (replicas) => startCluster({ replicas, dataDir, env, ports: clusterPorts, log });
  // Ctrl-C: HAProxy, the replicas and PostgreSQL stop too.
  const interrupted = async () => {
    await cluster?.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  console.log(
    `\nCluster (issue 28): the API's build as replicas behind HAProxy on one PostgreSQL, the mixed load of 'pnpm bench load' with ${CLIENTS} clients and 2 task writers, ${SECONDS} s a run (pnpm bench cluster)`,
  );
  let fixtures;
  try {
    // 1. Throughput with 1, 2 and 3 replicas.
    console.log('  replicas');
    for (const replicas of [1, 2, 3]) {
      cluster = await start(replicas);
      const login = await (await fetch(`${cluster.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-admin-1' }) })).json();
      const bearer = login.data.token;
      if (!fixtures) {
        console.log(`  bench: making ${OPPORTUNITIES} opportunities with venues invited and presentations sent through the API …`);
        fixtures = { bearer, ...(await makeFixtures({ base: cluster.url, bearer, query, opportunities: OPPORTUNITIES })) };
        fixtures.adminId = (await query(`SELECT id FROM users WHERE email = 'admin@demo.test'`))[0].id;
      }
      fixtures.bearer = bearer;
      await sleep(1000);
      const load = startLoad({ base: cluster.url, fixtures, bearer, clients: CLIENTS });
      await sleep(SECONDS * 1000);
      await load.stop();
      const s = summary(load.answers, SECONDS);
      failures += s.failed.length;
      console.log(`  ${String(replicas).padStart(8)}  ${line(s)}${s.failed.length ? '  FAIL' : ''}`);
      if (replicas < 3) {
        await cluster.stop();
        cluster = undefined;
      }
    }
    console.log('  (2 cores shared by every replica, PostgreSQL, HAProxy and the load: more replicas show the overhead, not the gain of more machines)');

    // 2. kill -9 of one replica mid-load.
    const bearer = fixtures.bearer;
    let load = startLoad({ base: cluster.url, fixtures, bearer, clients: CLIENTS });
    await sleep((SECONDS * 1000) / 3);
    const killedAt = Date.now();
    process.kill(cluster.pid(0), 'SIGKILL');
    await cluster.waitFor('r1', 'DOWN', 20_000);
    const downAt = Date.now();
    await sleep((SECONDS * 1000 * 2) / 3 - (downAt - killedAt));
    await load.stop();
    let s = summary(load.answers, SECONDS);
    const afterDown = s.failed.filter((answer) => answer.at > downAt + 50);
    const stored = new Set((await query(`SELECT id FROM tasks WHERE id = ANY($1)`, [load.acknowledged])).map((row) => row.id));
    const lost = load.acknowledged.filter((id) => !stored.has(id));
    const counts = {};
    for (const answer of s.failed) counts[answer.method] = (counts[answer.method] ?? 0) + 1;
    const byMethod = Object.entries(counts).map(([method, n]) => `${method} ${n}`);
    const beforeKill = s.failed.filter((answer) => answer.at < killedAt);
    const getsFailed = s.failed.filter((answer) => answer.method === 'GET').length;
    failures += afterDown.length + lost.length + getsFailed + beforeKill.length;
    console.log(`\n  kill -9 of 1 of 3 replicas at ${((SECONDS * 1000) / 3 / 1000).toFixed(0)} s, under the load: ${line(s)}`);
    console.log(
      `    failed ${s.failed.length}${byMethod.length ? ` (${byMethod.join(', ')}: writes in flight on the killed replica)` : ''}, after HAProxy marked it down ${afterDown.length}` +
        `  marked down ${downAt - killedAt} ms after the kill  acknowledged task writes ${load.acknowledged.length}, missing ${lost.length}` +
        `${afterDown.length || lost.length || getsFailed || beforeKill.length ? '  FAIL' : ''}`,
    );
    await cluster.waitFor('r1', 'UP', 60_000); // the cluster's supervisor started it again

    // 3. Rolling restart under load.
    load = startLoad({ base: cluster.url, fixtures, bearer, clients: CLIENTS });
    await sleep(2000);
    const restartStarted = Date.now();
    await cluster.rollingRestart();
    const restartMs = Date.now() - restartStarted;
    await sleep(2000);
    await load.stop();
    s = summary(load.answers, (restartMs + 4000) / 1000);
    failures += s.failed.length;
    console.log(`\n  rolling restart of 3 replicas under the load (${(restartMs / 1000).toFixed(1)} s): ${line(s)}  failed ${s.failed.length}${s.failed.length ? '  FAIL' : ''}`);
    console.log(`  ${failures === 0 ? 'no request failed but the writes in flight on the killed replica; no acknowledged write lost' : `${failures} failures: see FAIL above`}`);
  } finally {
    await cluster?.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failures;
}
