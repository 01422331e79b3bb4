#!/usr/bin/env node
// `pnpm release <module>`: builds that one module alone for production and copies its dist/ to an
// immutable folder, <RELEASES_DIR>/<module>/<version>-<hash>/, which the portal serves at
// /releases/<module>/<version>-<hash>/. The hash covers the files' names and contents, so the
// same build always lands in the same folder and a different one never overwrites it. Prints the
// line that points remotes.json (REMOTES_FILE) at the release, and how to roll back.
// Usage: pnpm release <module> [--out <dir>] [--no-build]
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, root, targets } from './build.mjs';

// build.mjs's fingerprint of the build's inputs (paths and times): not part of what is served.
const STAMP = '.build-stamp';

export class ReleaseError extends Error {}

/** The files of a folder, as paths with `/` relative to it, sorted; the build stamp left out. */
export function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split('\\').join('/'))
    .filter((name) => name !== STAMP)
    .sort();
}

/** SHA-256 (hex) over a folder's file names and contents, in name order. */
export function digestOf(dir) {
  const hash = createHash('sha256');
  for (const name of filesOf(dir)) {
    const content = readFileSync(join(dir, name));
    hash.update(`${name}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/**
 * Copies `dist` to `<out>/<module>/<version>-<first 8 hex of its digest>/`. `outcome` is `released`,
 * or `unchanged` when that folder already holds the same files; a folder of that name with other
 * files is refused (ReleaseError), never overwritten.
 */
export function release({ module, version, dist, out }) {
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    throw new ReleaseError(`${dist} holds no mf-manifest.json: build ${module} first (or leave out --no-build)`);
  }
  const digest = digestOf(dist);
  const name = `${version}-${digest.slice(0, 8)}`;
  const folder = join(out, module, name);
  const compare = () => {
    if (digestOf(folder) === digest) return { folder, version: name, outcome: 'unchanged' };
    throw new ReleaseError(
      `${folder} already exists with other files than ${dist}: a release folder is never overwritten. ` +
        'Find out who wrote it (a release of a different build whose hash begins alike, or a hand edit) before removing it.',
    );
  };
  if (existsSync(folder)) return compare();
  // Copied beside it under a dot name (which the portal never serves), then renamed: a release
  // folder is never seen half written.
  const partial = join(out, module, `.${name}.partial-${process.pid}`);
  mkdirSync(join(out, module), { recursive: true });
  rmSync(partial, { recursive: true, force: true });
  cpSync(dist, partial, { recursive: true, filter: (source) => source !== join(dist, STAMP) });
  try {
    renameSync(partial, folder);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (existsSync(folder)) return compare(); // released at the same moment by another run
    throw error;
  }
  return { folder, version: name, outcome: 'released' };
}

/** The pointer to put in remotes.json for a release folder served by the portal. */
export const pointerLine = (module, version) => `"${module}": "/releases/${module}/${version}/mf-manifest.json"`;

function currentPointer(module) {
  const file = process.env.REMOTES_FILE;
  if (!file) return undefined;
  try {
    const pointer = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'))[module];
    return typeof pointer === 'string' ? pointer : undefined;
  } catch {
    return undefined;
  }
}

function main(argv) {
  const modules = targets.filter((target) => target.name.startsWith('mf-'));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, 'no-build': { type: 'boolean' } },
  });
  const target = modules.find((candidate) => candidate.name === positionals[0]);
  if (positionals.length !== 1 || !target) {
    const named = positionals[0] === undefined ? 'Name the module to release' : `Unknown module "${positionals.join(' ')}"`;
    throw new ReleaseError(
      `${named}. Usage: pnpm release <module> [--out <dir>] [--no-build]\nThe modules: ${modules.map((m) => m.name).join(', ')}`,
    );
  }
  const module = target.name;
  // Where the user typed the command (pnpm runs scripts from the repository root).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const out = resolve(cwd, values.out ?? process.env.RELEASES_DIR ?? join(process.env.STATIC_ROOT ?? root, 'releases'));

  if (!values['no-build']) build(target);
  const { version } = JSON.parse(readFileSync(join(root, target.dir, 'package.json'), 'utf8'));
  const result = release({ module, version, dist: join(root, target.output), out });
  const where = relative(cwd, result.folder) || '.';
  const line = pointerLine(module, result.version);
  const before = currentPointer(module);

  console.log(
    result.outcome === 'released'
      ? `[release] ${module} ${result.version} released to ${where}/ (${filesOf(result.folder).length} files)`
      : `[release] ${module} ${result.version} is already released in ${where}/ with the same files: nothing copied`,
  );
  console.log(`
Point the portal at it: put this line in the pointer file (REMOTES_FILE, a remotes.json):

  ${line}

It is live at the next page load, without a restart (the portal serves ${join(out, '')} at /releases/ when its
RELEASES_DIR is that folder). From a CDN instead: copy the folder as it is and point at its
mf-manifest.json there (https://cdn.example.com/${module}/${result.version}/mf-manifest.json), the CDN's
origin in REMOTE_ORIGINS.

Roll back: edit the line back to the pointer it had before${before ? `:\n\n  "${module}": "${before}"\n` : '.'}
A pointer file the portal cannot read is refused: the last good pointers stay in force (the answer of
/remotes.json then carries x-portal-pointers: last-good).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`[release] ${error instanceof ReleaseError || error.code?.startsWith('ERR_PARSE_ARGS') ? error.message : error.stack}`);
    process.exit(1);
  }
}
