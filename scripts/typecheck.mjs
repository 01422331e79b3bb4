#!/usr/bin/env node
// `pnpm typecheck`: the browser code of every package in one TypeScript program
// (tsconfig.browser.json), beside the Node-side packages' own programs (the server, the API client,
// the platform's build plugins and test setup, the e2e suite). Exits non-zero if any fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { root } from './build.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const NODE_SIDE = ['@portal/api-client', '@portal/platform', '@portal/api-server', 'e2e'];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

const results = await Promise.all([
  run(process.execPath, [tsc, '-p', 'tsconfig.browser.json']).then((ok) => (console.log(`tsconfig.browser.json: ${ok ? 'ok' : 'failed'}`), ok)),
  run('pnpm', [...NODE_SIDE.flatMap((name) => ['--filter', name]), 'typecheck']),
]);
process.exit(results.every(Boolean) ? 0 : 1);
