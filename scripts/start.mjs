#!/usr/bin/env node
// `pnpm start`: builds what is missing or stale, then runs the API server, which serves the API
// under /api, the shell at /, each module under /remotes/<name>/ and /remotes.json on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildStale, root } from './build.mjs';

try {
  buildStale();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'packages/api-server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_ROOT: process.env.STATIC_ROOT ?? root },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
