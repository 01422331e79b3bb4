#!/usr/bin/env node
// Builds what is missing or stale: each target's inputs are fingerprinted (path, size, mtime) and
// the fingerprint is kept beside its output, so an unchanged target is not built again.
// Usage: node scripts/build.mjs [--all] [--force] [target …]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_INPUTS = ['packages/platform', 'packages/ui', 'packages/plain', 'packages/api-client', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', 'storybook-static']);

/** Every deployable piece: where it lives, what it is built from, where the stamp goes. */
export const targets = [
  { name: '@portal/api-server', dir: 'packages/api-server', inputs: ['packages/api-server', 'openapi', 'packages/api-client/src/schema.gen.ts', 'pnpm-lock.yaml'], output: 'packages/api-server/dist' },
  { name: 'shell', dir: 'shell', inputs: ['shell', ...SHARED_INPUTS], output: 'shell/dist' },
  ...readdirSync(root)
    .filter((entry) => entry.startsWith('mf-') && existsSync(join(root, entry, 'package.json')))
    .map((entry) => ({ name: entry, dir: entry, inputs: [entry, ...SHARED_INPUTS], output: `${entry}/dist` })),
];

function* files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) return yield [path, stat];
  for (const entry of readdirSync(full)) {
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    yield* files(join(path, entry));
  }
}

function fingerprint(target) {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    for (const [path, stat] of files(input)) hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampOf = (target) => join(root, target.output, '.build-stamp');

export function isStale(target) {
  const stamp = stampOf(target);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint(target);
}

export function build(target) {
  const started = Date.now();
  console.log(`[build] ${target.name} …`);
  const result = spawnSync('pnpm', ['--filter', target.name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${target.name} failed`);
  writeFileSync(stampOf(target), fingerprint(target));
  console.log(`[build] ${target.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the stale targets (or all with force); returns the names built. */
export function buildStale({ force = false, only = [] } = {}) {
  const chosen = only.length ? targets.filter((t) => only.includes(t.name)) : targets;
  const built = [];
  for (const target of chosen) {
    if (force || isStale(target)) {
      build(target);
      built.push(target.name);
    } else {
      console.log(`[build] ${target.name} is up to date (${relative(root, join(root, target.output))})`);
    }
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => !arg.startsWith('--'));
  try {
    buildStale({ force: args.includes('--force') || args.includes('--all'), only });
  } catch (error) {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}
