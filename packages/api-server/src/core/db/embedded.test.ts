// The embedded PostgreSQL after a crash of the process that started it: this file runs its own
// servers (not the shared one of test/support/global-setup.ts), each on a temp folder and a free port.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/global-setup.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.js';

const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));
const embeddedModule = pathToFileURL(fileURLToPath(new URL('./embedded.ts', import.meta.url))).href;

/** Live (not zombie) process. */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return false;
  return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
}

/** Every live `postgres` process working in this folder (the postmaster and its server processes). */
async function postgresOf(dataDir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => undefined);
    const exe = await readlink(`/proc/${entry}/exe`).catch(() => '');
    const postgres = path.basename(exe.replace(/ \(deleted\)$/, '')) === 'postgres';
    if (cwd === dataDir && postgres && (await alive(Number(entry)))) pids.push(Number(entry));
  }
  return pids;
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function killAll(dataDir: string): Promise<void> {
  for (const pid of await postgresOf(dataDir)) process.kill(pid, 'SIGKILL');
  await waitFor(async () => (await postgresOf(dataDir)).length === 0, `the processes of ${dataDir} to exit`);
}

async function lockPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function query(connectionString: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A separate Node.js process that starts PostgreSQL through startEmbeddedPostgres, as main.ts does, then idles. */
async function startInChild(dataDir: string, port: number): Promise<ChildProcess> {
  const script = [
    `const { startEmbeddedPostgres } = await import(${JSON.stringify(embeddedModule)});`,
    `await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });`,
    `process.stdout.write('ready\\n');`,
    'setInterval(() => {}, 60_000);',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: packageRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the child exited (${code}): ${output}`)));
  });
  return child;
}

async function killChild(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

const children: ChildProcess[] = [];
const servers: EmbeddedServer[] = [];
const folders: string[] = [];
let dataDir: string;
let url: string;
let port: number;

async function start(options: { warnings?: string[] } = {}): Promise<EmbeddedServer> {
  const onWarning = (message: string) => options.warnings?.push(message);
  const server = await startEmbeddedPostgres({ dataDir, port, onWarning });
  servers.push(server);
  return server;
}

async function stop(server: EmbeddedServer): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.stop();
}

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'embedded-crash-'));
  folders.push(folder);
  return folder;
}

// Linux: the tests find PostgreSQL's processes through /proc. Unloaded, each test takes 2-5 s.
describe.skipIf(process.platform !== 'linux')('startEmbeddedPostgres after a crash', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // One cluster with a table, stopped cleanly; each test leaves it stopped again.
    dataDir = await newFolder();
    port = await freePort();
    const server = await start();
    url = server.connectionString;
    await query(url, 'CREATE TABLE kept (id int PRIMARY KEY, note text NOT NULL)');
    await stop(server);
  });

  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) await killChild(child);
    }
    for (const server of servers.splice(0)) await server.stop();
    for (const folder of folders) await killAll(folder);
  });

  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('stops the PostgreSQL a killed process left running, starts on the same folder and port, keeps the rows', async () => {
    const child = await startInChild(dataDir, port);
    await query(url, "INSERT INTO kept VALUES (1, 'committed before kill -9')");
    const postmaster = await lockPid(dataDir);

    // While its server runs, a second start refuses and leaves the database alone.
    await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(/belongs to the running process/);
    expect(await alive(postmaster)).toBe(true);

    await killChild(child);
    expect(await alive(postmaster)).toBe(true); // the orphan that made the next start fail

    const warnings: string[] = [];
    const server = await start({ warnings });
    expect(await alive(postmaster)).toBe(false);
    expect(await lockPid(dataDir)).not.toBe(postmaster);
    expect(warnings.join('\n')).toMatch(/still running without the process that started it/);
    expect(warnings.join('\n')).not.toMatch(/did not stop in time/); // a clean (fast) shutdown sufficed
    expect(await query(url, 'SELECT id, note FROM kept')).toEqual([{ id: 1, note: 'committed before kill -9' }]);
    expect(await postgresOf(dataDir)).not.toContain(postmaster);

    await stop(server);
    expect(await postgresOf(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('starts when postmaster.pid names a process that is gone (PostgreSQL was killed too), replaying the WAL', async () => {
    // Started from this process, which reaps the killed postmaster at once: its pid is gone, and
    // PostgreSQL discards the stale lock file itself.
    const killed = await start();
    await query(url, "INSERT INTO kept VALUES (2, 'before the postmaster was killed') ON CONFLICT DO NOTHING");
    const first = await lockPid(dataDir);
    await killAll(dataDir);
    await waitFor(async () => !existsSync(`/proc/${first}`), `pid ${first} to be reaped`);
    await stop(killed); // returns although there is nothing left to stop
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
    const warnings: string[] = [];
    let server = await start({ warnings });
    expect(warnings).toEqual([]); // nothing removed by hand
    expect(await query(url, 'SELECT note FROM kept WHERE id = 2')).toEqual([
      { note: 'before the postmaster was killed' },
    ]);
    await stop(server);

    // Started by a killed process and killed itself: the orphan's pid may still be a zombie its new
    // parent has not reaped yet, which PostgreSQL takes for a live postmaster.
    const child = await startInChild(dataDir, port);
    await query(url, "INSERT INTO kept VALUES (3, 'before everything was killed') ON CONFLICT DO NOTHING");
    const second = await lockPid(dataDir);
    await killChild(child);
    await killAll(dataDir);
    // A killed process may take a moment to be gone on a busy machine.
    await waitFor(async () => !(await alive(second)), `pid ${second} to be gone`);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
    server = await start();
    expect(await query(url, 'SELECT id FROM kept WHERE id IN (2, 3) ORDER BY id')).toEqual([{ id: 2 }, { id: 3 }]);
    await stop(server);
    expect(await postgresOf(dataDir)).toEqual([]);
  });

  it('leaves alone the live process a stale postmaster.pid names: another folder’s PostgreSQL, anything else', async () => {
    // Another cluster, running: its postmaster must survive a start on this folder.
    const otherDir = await newFolder();
    const other = await startEmbeddedPostgres({ dataDir: otherDir, port: await freePort(), persistent: true });
    servers.push(other);
    const otherPostmaster = await lockPid(otherDir);
    // Some other process of the database's OS user (PostgreSQL itself would take the pid as a live postmaster).
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    const asUser = userInfo().uid === 0 ? { uid: id('-u'), gid: id('-g') } : {};
    const sleeper = spawn('sleep', ['60'], { ...asUser, stdio: 'ignore' });
    children.push(sleeper);

    for (const pid of [otherPostmaster, sleeper.pid!]) {
      const lock = `${pid}\n${dataDir}\n1700000000\n${port}\n/tmp\nlocalhost\n  0  0\nready   \n`;
      await writeFile(path.join(dataDir, 'postmaster.pid'), lock);
      const warnings: string[] = [];
      const server = await start({ warnings });
      expect(warnings.join('\n')).toMatch(/stale lock file/);
      expect(await query(url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: expect.any(Number) }]);
      await stop(server);
    }

    expect(await alive(otherPostmaster)).toBe(true);
    expect(await query(other.connectionString, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(await alive(sleeper.pid!)).toBe(true);
  });
});
