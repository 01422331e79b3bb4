#!/usr/bin/env node
// Starts the production build for the end-to-end suite: its own port, its own fresh embedded
// PostgreSQL (seeded with the demo data), mail kept in the outbox. Removed again on exit.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotesFileOf } from './remotes-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-pg-'));
// As root, the embedded PostgreSQL runs as the `postgres` user, which must reach its data folder.
chmodSync(dataDir, 0o755);
const port = process.env.E2E_PORT ?? '8091';
// The module pointers are a file, as in production (REMOTES_FILE), naming every built module: a test
// releases a module or rolls it back by editing it (remotes-file.ts), as an operator would.
const remotesFile = remotesFileOf(port);
writeFileSync(
  remotesFile,
  `${JSON.stringify(
    Object.fromEntries(
      readdirSync(root)
        .filter((entry) => /^mf-[a-z0-9-]+$/.test(entry) && existsSync(join(root, entry, 'dist/mf-manifest.json')))
        .sort()
        .map((entry) => [entry, `/remotes/${entry}/mf-manifest.json`]),
    ),
    null,
    2,
  )}\n`,
);

const server = spawn(process.execPath, [join(root, 'packages/api-server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PG_PORT: process.env.E2E_PG_PORT ?? '54391',
    PG_DATA_DIR: join(dataDir, 'pg'),
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED: 'true',
    // The whole suite logs in from 127.0.0.1; only failed logins count against the 100 per IP and
    // 15 minutes that protect production, but the suite's wrong passwords must never add up to a
    // wait for the tests after them (the limit itself has its API test).
    LOGIN_LIMIT_PER_IP: '10000',
    // Likewise the revoked, tampered and expired links the suite opens on purpose (30 per 5 minutes in production).
    LINK_FAILURE_LIMIT_PER_IP: '10000',
    LOG_LEVEL: 'warn',
    REMOTES_FILE: remotesFile,
  },
});
const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(remotesFile, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
