#!/usr/bin/env node
// `pnpm start`: builds what is missing or stale, then runs the API server, which serves the API
// under /api, the shell at /, each module under /remotes/<name>/ and /remotes.json on one port,
// beside the embedded PostgreSQL (unless DATABASE_URL is set), and starts again whichever of the
// two dies (scripts/supervisor.mjs).
import { join } from 'node:path';
import { buildStale, root } from './build.mjs';
import { supervise } from './supervisor.mjs';

try {
  buildStale();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const dist = join(root, 'packages/api-server/dist');
supervise({
  cwd: root,
  env: { ...process.env, STATIC_ROOT: process.env.STATIC_ROOT ?? root },
  api: [join(dist, 'main.js')],
  database: [join(dist, 'database-main.js')],
});
