#!/usr/bin/env node
// `pnpm start:cluster` (issue 28): the portal as it would run on several machines, on one.
//
//   PostgreSQL   its own server: the embedded one (dist/database-main.js, supervised) or DATABASE_URL
//   S3           an S3-compatible store for uploads: s3rver in this process, or the S3_* variables
//   N replicas   dist/main.js each on a port of its own (default 3), all on that database and bucket,
//                serving the same static modules (STATIC_ROOT), TRUST_PROXY=1, a 2 s drain on
//                SIGTERM; a replica that dies is started again (scripts/supervisor.mjs)
//   HAProxy      Debian's package in front: health checks on /api/health, idempotent requests
//                retried on another replica when one dies under them, X-Forwarded-For
//
// Ctrl-C (SIGINT/SIGTERM) stops HAProxy (it finishes what it carries), then the replicas (each
// finishes its requests and jobs), then PostgreSQL, then the S3 store. SIGUSR2 restarts the
// replicas one after the other (each drained by HAProxy first, the next only once HAProxy has the
// new one up). `startCluster` is also what `pnpm bench cluster` and the cluster test run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Supervised } from './supervisor.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const serverPackage = join(root, 'packages/api-server');

/** Seconds a replica keeps serving after SIGTERM while HAProxy's checks (every 500 ms, 2 failures) take it out. */
export const DRAIN_SECONDS = 2;

/** The HAProxy binary: HAPROXY, Debian's, or the first on PATH. */
export function haproxyBinary(env = process.env) {
  if (env.HAPROXY) return env.HAPROXY;
  if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * HAProxy's configuration: round robin over the replicas, each checked at GET /api/health every
 * 500 ms (2 failures take it out, 2 successes bring it back). A request whose connection to a
 * replica fails is sent to another (nothing reached the dead one, so also a POST); a GET or HEAD
 * whose replica closed, timed out or answered 502/503/504 is retried on another one (up to 3
 * times); other methods are not replayed, since they may have been done. The client's address is
 * appended to X-Forwarded-For, which the replicas read with TRUST_PROXY=1 (one proxy).
 */
export function haproxyConfig({ host = '127.0.0.1', port, statsPort, replicas }) {
  return `# Written by scripts/cluster.mjs at each start.
global
  maxconn 4000

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  # A busy replica answers its health check late, not never: only a check without an answer in
  # 3 s counts as failed (a dead one refuses the connection at once, a stopping one answers 503).
  timeout check 3s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504
  option forwardfor

frontend portal
  bind ${host}:${port}
  default_backend replicas

backend replicas
  balance roundrobin
  # Only GET and HEAD are replayed after reaching a replica; any method after a failed connection.
  http-request disable-l7-retry unless METH_GET
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter 500ms fastinter 250ms downinter 1s rise 2 fall 2
${replicas.map((replica) => `  server ${replica.name} 127.0.0.1:${replica.port}`).join('\n')}
${
  statsPort
    ? `
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`
    : ''
}`;
}

/** Each server's status on HAProxy's stats page (`UP`, `DOWN`, `UP 1/2` …), by name. */
export async function backendStates(statsUrl) {
  const text = await (await fetch(`${statsUrl.replace(/\/$/, '')}/;csv`, { signal: AbortSignal.timeout(2000) })).text();
  const [header, ...lines] = text.split('\n').filter(Boolean);
  const columns = header.replace(/^# /, '').split(',');
  const at = (name) => columns.indexOf(name);
  const states = {};
  for (const line of lines) {
    const cells = line.split(',');
    if (cells[at('pxname')] === 'replicas' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')])) states[cells[at('svname')]] = cells[at('status')];
  }
  return states;
}

function waitForExit(child) {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', done));
}

/**
 * Starts the cluster and resolves once HAProxy has every replica up. Options: `replicas` (3),
 * `ports` ({ lb, stats, api: the first replica's, pg, s3 }), `dataDir`, `env` (DATABASE_URL,
 * S3_*, SMTP_URL … as the replicas should see them), `replicaEnv` (more for the replicas only),
 * `api` / `database` (node arguments of the entry points: the build by default; the test runs the
 * sources through tsx), `cwd`, `log`.
 */
export async function startCluster(options = {}) {
  const {
    replicas: count = 3,
    dataDir = join(root, '.data/cluster'),
    env: baseEnv = process.env,
    replicaEnv = {},
    cwd = root,
    api = [join(serverPackage, 'dist/main.js')],
    database = [join(serverPackage, 'dist/database-main.js')],
    log = (line) => console.error(`[cluster] ${line}`),
  } = options;
  const ports = { lb: 8080, stats: 8090, api: 8081, pg: 54329, s3: 9000, ...options.ports };
  if (!Number.isInteger(count) || count < 1 || count > 20) throw new Error(`--replicas must be 1 to 20, got ${count}`);
  const haproxy = haproxyBinary(baseEnv);
  if (!haproxy) throw new Error('HAProxy is not installed: apt-get install haproxy (or set HAPROXY to its binary)');
  mkdirSync(dataDir, { recursive: true });
  // As root, the embedded PostgreSQL runs as the postgres user, which must reach its folder.
  chmodSync(dataDir, 0o755);

  const parts = { database: undefined, s3: undefined, haproxy: undefined, replicas: [] };
  let stopping = false;
  // Rejects when a part exits before it was ready (a port in use, a bad setting): no waiting in vain.
  let fail;
  const failure = new Promise((_, reject) => (fail = reject));
  failure.catch(() => {});
  const onFatal = () => fail(new Error('a part of the cluster exited before it was ready (see its output above)'));
  const stopAll = async () => {
    // HAProxy first (soft stop: it finishes the requests it carries and takes no new ones), then
    // the replicas side by side (each finishes its requests and jobs), PostgreSQL, the S3 store.
    if (parts.haproxy && parts.haproxy.exitCode === null) {
      log('stopping HAProxy');
      parts.haproxy.kill('SIGUSR1');
      const killer = setTimeout(() => parts.haproxy.kill('SIGKILL'), 15_000);
      await waitForExit(parts.haproxy);
      clearTimeout(killer);
    }
    await Promise.all(parts.replicas.map((replica) => replica.supervised.stop()));
    await parts.database?.stop();
    if (parts.s3) {
      log('stopping the S3 store');
      await parts.s3.close();
    }
  };

  try {
    // 1. PostgreSQL: given, or the embedded one as a process of its own, started again if it dies.
    let databaseUrl = baseEnv.DATABASE_URL?.trim() || undefined;
    if (databaseUrl) {
      log('DATABASE_URL is set: the replicas use that PostgreSQL');
    } else {
      parts.database = new Supervised({
        name: 'PostgreSQL',
        args: database,
        cwd,
        env: { ...baseEnv, PG_PORT: String(ports.pg), PG_DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: '' },
        log,
        onFatal,
      });
      parts.database.start();
      const ready = await Promise.race([parts.database.whenReady(), failure]);
      databaseUrl = ready.databaseUrl;
    }

    // 2. Files: the S3_* variables, or s3rver with a bucket in the data folder.
    let s3Env = {};
    if (baseEnv.S3_BUCKET?.trim()) {
      log(`S3_BUCKET is set: uploads go to ${baseEnv.S3_BUCKET}${baseEnv.S3_ENDPOINT ? ` at ${baseEnv.S3_ENDPOINT}` : ''}`);
    } else {
      const S3rver = createRequire(join(serverPackage, 'package.json'))('s3rver');
      parts.s3 = new S3rver({ port: ports.s3, address: '127.0.0.1', silent: true, directory: join(dataDir, 's3'), configureBuckets: [{ name: 'portal-files', configs: [] }] });
      await parts.s3.run();
      s3Env = {
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      };
      log(`S3 store (s3rver) on 127.0.0.1:${ports.s3}, bucket portal-files in ${join(dataDir, 's3')}`);
    }

    // 3. The replicas, all at once (migrations and the seed take a lock: one runs them).
    const publicUrl = baseEnv.PUBLIC_URL?.trim() || `http://localhost:${ports.lb}`;
    const replicaSettings = (index) => ({
      ...baseEnv,
      ...s3Env,
      STATIC_ROOT: baseEnv.STATIC_ROOT ?? root,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      ...replicaEnv,
      PORT: String(ports.api + index),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
    });
    for (let index = 0; index < count; index++) {
      const name = `r${index + 1}`;
      const replica = { name, port: ports.api + index, supervised: undefined };
      replica.supervised = new Supervised({ name: `replica ${name} (:${replica.port})`, args: api, cwd, env: replicaSettings(index), log, onFatal });
      replica.supervised.start();
      parts.replicas.push(replica);
    }
    await Promise.race([Promise.all(parts.replicas.map((replica) => replica.supervised.whenReady())), failure]);

    // 4. HAProxy in front.
    const config = join(dataDir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ port: ports.lb, statsPort: ports.stats, host: baseEnv.HOST ?? '127.0.0.1', replicas: parts.replicas }));
    const check = spawnSync(haproxy, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused ${config}:\n${check.stderr}${check.stdout}`);
    parts.haproxy = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    parts.haproxy.once('exit', (code, signal) => {
      if (!stopping) {
        log(`HAProxy exited (${signal ?? `code ${code}`})`);
        fail(new Error('HAProxy exited'));
      }
    });
    const statsUrl = `http://127.0.0.1:${ports.stats}`;
    const url = `http://127.0.0.1:${ports.lb}`;
    await Promise.race([
      until(async () => {
        const states = await backendStates(statsUrl).catch(() => ({}));
        return parts.replicas.every((replica) => states[replica.name] === 'UP') || undefined;
      }, 60_000),
      failure,
    ]);

    const cluster = {
      url,
      statsUrl,
      databaseUrl,
      dataDir,
      replicas: parts.replicas,
      states: () => backendStates(statsUrl),
      /** Resolves once HAProxy reports `name` in `state` (`UP` or `DOWN`). */
      async waitFor(name, state, timeoutMs = 30_000) {
        await until(async () => (await backendStates(statsUrl).catch(() => ({})))[name] === state || undefined, timeoutMs);
      },
      /** The pid of a replica's running process. */
      pid: (index) => parts.replicas[index].supervised.child?.pid,
      /**
       * Stops each replica (SIGTERM: HAProxy drains it, it finishes its requests and jobs) and
       * starts it again, then waits until HAProxy has it up before the next one.
       */
      async rollingRestart() {
        for (const [index, replica] of parts.replicas.entries()) {
          log(`rolling restart: ${replica.name}`);
          await replica.supervised.stop();
          replica.supervised = new Supervised({ name: `replica ${replica.name} (:${replica.port})`, args: api, cwd, env: replicaSettings(index), log, onFatal });
          replica.supervised.start();
          await Promise.race([replica.supervised.whenReady(), failure]);
          await cluster.waitFor(replica.name, 'UP', 60_000);
        }
      },
      async stop() {
        stopping = true;
        await stopAll();
      },
    };
    return cluster;
  } catch (error) {
    stopping = true;
    await stopAll();
    throw error;
  }
}

/** Polls `check` until it returns something other than undefined (or throws what it returns as an Error). */
async function until(check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value instanceof Error) throw value;
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`the cluster did not get ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

function parseArguments(argv) {
  const options = {};
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split('=', 2);
    const value = inline ?? argv[++index];
    const number = Number(value);
    if (!['--replicas', '--port', '--stats-port', '--replica-port', '--pg-port', '--s3-port'].includes(flag) || !Number.isInteger(number)) {
      throw new Error(`unknown or incomplete option ${argv[index - (inline === undefined ? 1 : 0)]}: see README "Run it as a cluster"`);
    }
    options[flag] = number;
  }
  return options;
}

async function main() {
  const { buildStale } = await import('./build.mjs');
  const args = parseArguments(process.argv.slice(2));
  const env = process.env;
  const number = (flag, name, fallback) => args[flag] ?? (env[name] ? Number(env[name]) : fallback);
  const ports = {
    lb: number('--port', 'PORT', 8080),
    stats: number('--stats-port', 'CLUSTER_STATS_PORT', 8090),
    api: number('--replica-port', 'CLUSTER_REPLICA_PORT', 8081),
    pg: number('--pg-port', 'PG_PORT', 54329),
    s3: number('--s3-port', 'CLUSTER_S3_PORT', 9000),
  };
  const replicas = args['--replicas'] ?? Number(env.CLUSTER_REPLICAS ?? 3);
  buildStale();
  const dataDir = resolve(env.CLUSTER_DATA_DIR ?? join(root, '.data/cluster'));
  const log = (line) => console.error(`[cluster] ${line}`);
  const { PORT: _port, ...passed } = env;
  const cluster = await startCluster({ replicas, ports, dataDir, env: passed, log });
  log(`ready: the portal at ${cluster.url} (HAProxy), its stats at ${cluster.statsUrl}`);
  for (const replica of cluster.replicas) log(`  replica ${replica.name}: http://127.0.0.1:${replica.port} (pid ${replica.supervised.child?.pid})`);
  log(`  PostgreSQL: ${cluster.databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  log(`Ctrl-C stops everything; kill -USR2 ${process.pid} restarts the replicas one by one`);
  let stopping = false;
  let restarting = Promise.resolve();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      log(`${signal} received: stopping HAProxy, the replicas, then PostgreSQL and the S3 store`);
      await restarting.catch(() => {});
      await cluster.stop();
      process.exit(0);
    });
  }
  process.on('SIGUSR2', () => {
    restarting = restarting.then(() => cluster.rollingRestart()).then(
      () => log('rolling restart done'),
      (error) => log(`rolling restart failed: ${error.message}`),
    );
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[cluster] ${error.message}`);
    process.exit(1);
  });
}
