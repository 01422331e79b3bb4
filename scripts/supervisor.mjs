// `pnpm start`'s supervisor: runs the embedded PostgreSQL (packages/api-server/dist/database-main.js)
// and the API (dist/main.js, given the database's DATABASE_URL) as two child processes and starts
// again whichever dies: at once after a crash that follows a long run, then waiting 1, 2, 4 … up to
// 30 s while it keeps crashing. A killed PostgreSQL replays its WAL on the next start (no
// committed row is lost) and the API, which answers 503 meanwhile, reconnects without a restart.
// With DATABASE_URL set by the user only the API is supervised.
//
// Each child runs in a process group of its own, so a Ctrl-C in the terminal reaches only this
// process, which then stops them in order: the API first (it finishes its requests, jobs and
// pool), then PostgreSQL (fast shutdown). A child whose supervisor is gone (kill -9) sees its IPC
// channel close and stops by itself.
import { spawn } from 'node:child_process';

/** Crashes closer together than this count as repeated and double the wait before the next start. */
const REPEATED_WITHIN_MS = 60_000;
const MAX_DELAY_MS = 30_000;
/** How long a child gets to stop on SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * One supervised child process (also each API replica of `pnpm start:cluster`, scripts/cluster.mjs). `ready` comes from the child over IPC ({ type: 'ready', … });
 * a child that exits before its very first `ready` ends the supervision (a configuration error,
 * a port in use: starting it again would fail the same way).
 */
export class Supervised {
  constructor({ name, args, cwd, env, log, onFatal }) {
    Object.assign(this, { name, args, cwd, env, log, onFatal });
    this.child = undefined;
    this.everReady = false;
    this.ready = undefined; // the last ready message while the current child runs
    this.waiters = [];
    this.crashes = 0;
    this.lastStart = 0;
    this.restartTimer = undefined;
    this.stopping = false;
  }

  /** Resolves with the ready message of the running child (waiting for a start or restart). */
  whenReady() {
    return this.ready ? Promise.resolve(this.ready) : new Promise((resolve) => this.waiters.push(resolve));
  }

  start() {
    this.restartTimer = undefined;
    if (this.stopping) return;
    this.lastStart = Date.now();
    const child = spawn(process.execPath, this.args, {
      cwd: this.cwd,
      env: typeof this.env === 'function' ? this.env() : this.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    this.child = child;
    this.log(`${this.name} started (pid ${child.pid})`);
    child.on('message', (message) => {
      if (message?.type !== 'ready' || child !== this.child) return;
      this.everReady = true;
      this.ready = message;
      this.log(`${this.name} is ready (pid ${child.pid})`);
      for (const resolve of this.waiters.splice(0)) resolve(message);
    });
    child.on('error', (error) => this.log(`${this.name} (pid ${child.pid}): ${error.message}`));
    child.on('exit', (code, signal) => this.exited(child, code, signal));
  }

  exited(child, code, signal) {
    if (child !== this.child) return;
    this.child = undefined;
    this.ready = undefined;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (this.stopping) return;
    if (!this.everReady) {
      this.log(`${this.name} (pid ${child.pid}) ${how} before it was ready; not starting it again (see its output above)`);
      this.onFatal();
      return;
    }
    const ranMs = Date.now() - this.lastStart;
    this.crashes = ranMs < REPEATED_WITHIN_MS ? this.crashes + 1 : 1;
    const delayMs = this.crashes === 1 ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (this.crashes - 2));
    this.log(
      `${this.name} (pid ${child.pid}) ${how} after ${(ranMs / 1000).toFixed(1)} s; ` +
        `starting it again ${delayMs === 0 ? 'now' : `in ${delayMs / 1000} s`}` +
        (this.crashes > 1 ? ` (crash ${this.crashes} in a row)` : ''),
    );
    this.restartTimer = setTimeout(() => this.beforeRestart().then(() => this.start()), delayMs);
  }

  /** Overridden: the API waits for the database before it starts again. */
  async beforeRestart() {}

  /** SIGTERM, then SIGKILL after STOP_TIMEOUT_MS; resolves once the child has exited. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    for (const resolve of this.waiters.splice(0)) resolve(undefined);
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.log(`stopping ${this.name} (pid ${child.pid})`);
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      this.log(`${this.name} (pid ${child.pid}) did not stop in ${STOP_TIMEOUT_MS / 1000} s: killing it`);
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * Supervises the API (and the embedded PostgreSQL unless `env.DATABASE_URL` is set) until SIGINT,
 * SIGTERM or SIGHUP, then stops both in order and exits. `api` and `database` are the node
 * arguments of each entry point (a script and its flags).
 */
export function supervise({ cwd, env = process.env, api, database, log = (line) => console.error(`[start] ${line}`) }) {
  let exitCode = 0;
  let stopping;
  const stopAll = () => {
    stopping ??= (async () => {
      // The API first: it finishes its requests and jobs while the database still answers.
      await apiChild.stop();
      await databaseChild?.stop();
      process.exit(exitCode);
    })();
    return stopping;
  };
  const onFatal = () => {
    exitCode = 1;
    void stopAll();
  };

  const external = Boolean(env.DATABASE_URL?.trim());
  const databaseChild = external ? undefined : new Supervised({ name: 'PostgreSQL', args: database, cwd, env, log, onFatal });
  let databaseUrl = env.DATABASE_URL;
  const apiChild = new Supervised({ name: 'the API', args: api, cwd, env: () => ({ ...env, DATABASE_URL: databaseUrl }), log, onFatal });
  if (databaseChild) {
    apiChild.beforeRestart = async () => {
      if (!databaseChild.ready) log('the API waits for PostgreSQL before it starts again');
      await databaseChild.whenReady();
    };
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) log(`${signal}: already stopping`);
      else log(`${signal} received: stopping the API${databaseChild ? ', then PostgreSQL' : ''}`);
      void stopAll();
    });
  }

  if (external) log('DATABASE_URL is set: supervising the API only');
  if (databaseChild) {
    databaseChild.start();
    void databaseChild.whenReady().then((ready) => {
      if (!ready) return; // stopped while starting
      databaseUrl = ready.databaseUrl;
      apiChild.start();
    });
  } else {
    apiChild.start();
  }
}
