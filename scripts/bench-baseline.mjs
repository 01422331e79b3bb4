// `pnpm bench lists` (and `pnpm bench`): each busy list's requests per second under 8 concurrent
// clients, through the API and through a bare Fastify + pg handler that runs the same SQL (issue 22).
//
// The SQL is captured, not copied: the API's own build (packages/api-server/dist) is started in
// this process on the bench's database, each list is asked of it once, and every statement its
// connections run meanwhile is recorded (text, values, prepared statement name, which ran side by
// side, which in one transaction). The bare server (bench-bare-server.mjs, its own process, as the
// API is) replays exactly those statements per request, in the same order and grouping, on its own
// pool of the same size, and answers the rows as JSON of the size the API's answer has, compressed
// with the API's own options (core/http/compression.ts). What the API adds on top of that is its
// own cost: routing, access checks, validation, Drizzle, mapping and serializing.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build.mjs';

const requireServerPackage = createRequire(join(root, 'packages/api-server/package.json'));
const pg = requireServerPackage('pg');
const dist = (path) => import(pathToFileURL(join(root, 'packages/api-server/dist', path)).href);

/** What a browser sends (Chromium): the API and the baseline answer brotli to it. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** The ratio the API should reach against its bare baseline. */
const TARGET_RATIO = 0.8;

/** The busy lists (the staff's first pages, their common filters, a search, the venue's lists): [who, path]. */
export const BASELINE_LISTS = [
  ['admin', '/api/leads?per_page=20'],
  ['admin', '/api/leads?status=New&sort=name&order=asc&per_page=50'],
  ['admin', '/api/leads?page=2500'],
  ['admin', '/api/leads?search=person4242'],
  ['admin', '/api/accounts'],
  ['admin', '/api/accounts?type=Partner&sort=created_at&order=desc'],
  ['admin', '/api/contacts'],
  ['admin', '/api/opportunities'],
  ['admin', '/api/opportunities?status=open&sort=start_date&order=asc'],
  ['admin', '/api/quotes'],
  ['admin', '/api/quotes?status=submitted'],
  ['partner', '/api/partner/quotes?tab=waiting'],
  ['admin', '/api/commissions?per_page=20'],
  ['admin', '/api/commissions?per_page=20&filter=pending'],
  ['partner', '/api/partner/commissions?per_page=20&tab=to_report'],
];

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** `concurrency` clients calling `url` for `seconds`: requests per second, latency percentiles, failures, and the last answer's size. */
export async function throughput(url, headers, { concurrency = 8, seconds = LOAD_SECONDS } = {}) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  let failed = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(url, { headers: { 'Accept-Encoding': ACCEPT_ENCODING, ...headers } });
        bytes = (await response.arrayBuffer()).byteLength;
        if (!response.ok) failed++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { rps: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), failed, bytes };
}

/** Rounds of the API and the baseline in turn (API first, then the baseline first, …), so a change of the machine's load meanwhile weighs on both alike. */
const ROUNDS = 3;

/** The API's and the baseline's figures over `ROUNDS` alternating windows of LOAD_SECONDS / ROUNDS each. */
async function alternate(apiUrl, bareUrl, headers) {
  const runs = { api: [], baseline: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['api', 'baseline'] : ['baseline', 'api'];
    for (const which of order) runs[which].push(await throughput(which === 'api' ? apiUrl : bareUrl, headers, { seconds: LOAD_SECONDS / ROUNDS }));
  }
  const combine = (windows) => ({
    rps: windows.reduce((sum, run) => sum + run.rps, 0) / windows.length,
    p50: [...windows.map((run) => run.p50)].sort((a, b) => a - b)[Math.floor(windows.length / 2)],
    failed: windows.reduce((sum, run) => sum + run.failed, 0),
    bytes: windows.at(-1).bytes,
  });
  return { api: combine(runs.api), baseline: combine(runs.baseline) };
}

/**
 * Records the statements one request makes: the node-postgres connections of this process are
 * watched while `run` is awaited. Returns the request's plan: steps run one after another, each a
 * list of units started side by side (before the previous one finished), each unit one statement
 * on the pool or a transaction's statements on one connection.
 */
export async function recordStatements(run) {
  const original = pg.Client.prototype.query;
  const steps = [];
  const openTransactions = new Map();
  let step = [];
  let pending = 0;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config.text;
    const statement = { text, values: (Array.isArray(values) ? values : config.values) ?? [], ...(config.name ? { name: config.name } : {}) };
    let unit = openTransactions.get(this);
    if (!unit) {
      unit = { transaction: /^begin\b/i.test(text), statements: [] };
      if (pending === 0 && step.length > 0) {
        steps.push(step);
        step = [];
      }
      step.push(unit);
      if (unit.transaction) openTransactions.set(this, unit);
    }
    unit.statements.push(statement);
    if (/^(commit|rollback)\b/i.test(text)) openTransactions.delete(this);
    pending++;
    const done = () => pending--;
    if (typeof values === 'function') {
      const next = values;
      values = (error, result) => (done(), next(error, result));
    } else if (typeof callback === 'function') {
      const next = callback;
      callback = (error, result) => (done(), next(error, result));
    }
    const result = original.call(this, config, values, callback);
    if (result && typeof result.then === 'function') result.then(done, done);
    return result;
  };
  try {
    const answer = await run();
    if (step.length > 0) steps.push(step);
    return { answer, steps };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** The API's build in this process (no HTTP server, no jobs) on the bench's database, to ask each list once. */
export async function captureApp(connectionString) {
  const [{ buildApp }, { loadConfig }, { createDatabase }] = await Promise.all([dist('app.js'), dist('core/config.js'), dist('core/db/client.js')]);
  const database = createDatabase({ connectionString, max: 4, applicationName: 'bench-capture' });
  // Listing never enqueues: the queue is not needed, only its shape.
  const app = await buildApp({ config: loadConfig({ DATABASE_URL: connectionString, LOG_LEVEL: 'silent' }), database, boss: {}, logger: false });
  await app.ready();
  return {
    inject: (path, bearer) => app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${bearer}` } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Starts bench-bare-server.mjs with the captured plans; resolves with its address and a stop. */
export async function startBareServer(plans, connectionString) {
  const child = fork(join(root, 'scripts/bench-bare-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    child.send({ plans, connectionString });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Each list under 8 concurrent clients through the API (`base`, with its bearer) and through the
 * bare handler running the same SQL, back to back, and their ratio against 0.8. `lists` are
 * [who, path]; `bearers` maps who to a token.
 */
export async function reportBaseline({ base, connectionString, bearers, lists = BASELINE_LISTS }) {
  console.log(
    `\nThroughput beside a bare Fastify + pg handler running the same SQL (8 concurrent clients, ${LOAD_SECONDS} s each in ${ROUNDS} alternating rounds, ` +
      `Accept-Encoding: ${ACCEPT_ENCODING}; target ratio ${TARGET_RATIO})`,
  );
  const capture = await captureApp(connectionString);
  const plans = [];
  try {
    for (const [who, path] of lists) {
      const { answer, steps } = await recordStatements(() => capture.inject(path, bearers[who]));
      if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode} while its SQL was captured`);
      plans.push({ path, who, steps, jsonBytes: answer.rawPayload.length });
    }
  } finally {
    await capture.close();
  }
  const bare = await startBareServer(
    plans.map(({ steps, jsonBytes }) => ({ steps, bytes: jsonBytes })),
    connectionString,
  );
  let below = 0;
  try {
    for (const [index, plan] of plans.entries()) {
      const headers = { Authorization: `Bearer ${bearers[plan.who]}` };
      const apiUrl = base + plan.path;
      const bareUrl = `${bare.url}/bare/${index}`;
      // A second of each first, unmeasured: connections opened, statements prepared, code warm.
      await throughput(apiUrl, headers, { seconds: 1 });
      await throughput(bareUrl, headers, { seconds: 1 });
      const { api, baseline } = await alternate(apiUrl, bareUrl, headers);
      const ratio = api.rps / baseline.rps;
      if (ratio < TARGET_RATIO) below++;
      const statements = plan.steps.flat().reduce((sum, unit) => sum + unit.statements.length, 0);
      const label = `${plan.path}${plan.who === 'admin' ? '' : ` (${plan.who})`}`;
      console.log(
        `  ${label.padEnd(58)} API ${api.rps.toFixed(0).padStart(5)} req/s (p50 ${api.p50.toFixed(1)} ms)  bare ${baseline.rps.toFixed(0).padStart(5)} req/s ` +
          `(p50 ${baseline.p50.toFixed(1)} ms)  ${ratio.toFixed(2)}${ratio < TARGET_RATIO ? '  BELOW' : ''}` +
          `  [${statements} statements, JSON ${(plan.jsonBytes / 1024).toFixed(1)} KiB API / ${(baseline.bytes / 1024).toFixed(1)} KiB bare]` +
          `${api.failed + baseline.failed ? `  (${api.failed} + ${baseline.failed} failed)` : ''}`,
      );
    }
  } finally {
    await bare.stop();
  }
  console.log(`  ${below === 0 ? `every list at ${TARGET_RATIO} of its baseline or more` : `${below} below ${TARGET_RATIO} of the baseline`}`);
}
