#!/usr/bin/env node
// `pnpm test`: everything a fresh machine must prove, in order: types, translations, import
// boundaries, unit and component tests, API tests on real PostgreSQL, the production build, then
// the end-to-end suite in Debian's Chromium against that build. Prints one closing line with the counts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildStale, root } from './build.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** The lines naming a failed or flaky test, repeated at the end: CI keeps only the tail of the output. */
const failedTests = [];
/** [step, seconds] of each step, printed at the end. */
const durations = [];
function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
const ansi = /\x1b\[[0-9;]*m/g;

/** Adds a step's counts to the totals and returns how many of its tests failed. */
function count(output) {
  const before = totals.failed;
  const text = output.replace(ansi, '');
  // vitest: " FAIL  |project| path > suite > test"; Playwright: "  ✘  12 [desktop] › …" and, for a test
  // that passed on its retry, the lines under "1 flaky".
  let flakyBlock = false;
  for (const line of text.split('\n')) {
    if (/^\s+\d+ (passed|failed|skipped|did not run)/.test(line)) flakyBlock = false;
    if (/^\s*(FAIL\s|✘)/.test(line) || (flakyBlock && line.includes('›'))) failedTests.push(line.trim());
    if (/^\s+\d+ (flaky|failed)$/.test(line)) flakyBlock = true;
  }
  // vitest: "      Tests  12 passed | 1 failed (13)"; Playwright: "  12 passed (30.1s)", "  1 failed".
  for (const line of text.split('\n')) {
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    const playwright = /^\s+(\d+) (passed|failed|flaky|skipped)( \(|$)/.exec(line);
    if (vitest) {
      for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped)/g)) totals[kind] += Number(n);
    } else if (playwright) {
      const kind = playwright[2] === 'flaky' ? 'passed' : playwright[2];
      totals[kind] += Number(playwright[1]);
    }
  }
  return totals.failed - before;
}

function run(step, command, args, options = {}) {
  return new Promise((resolve) => {
    console.log(`\n=== ${step}: ${command} ${args.join(' ')}`);
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => {
      durations.push([step, (performance.now() - started) / 1000]);
      // A step whose output counts a failed test has failed, whatever its exit code says (a tool
      // that exits 0 after a failure must not let the run pass).
      const failed = count(output) > 0 || code !== 0;
      if (failed) failures.push(step);
      resolve(!failed);
    });
  });
}

const parity = join(root, '../shared/tools/i18n-parity.mjs');
// The e2e suite's releases (the previous release and a module released alone: e2e/releases/prepare.mjs)
// are built in worktrees beside the type checks, whose packages wait for each other and leave a core idle.
const trees = new Promise((resolve) => {
  const child = spawn(process.execPath, [join(root, 'e2e/releases/prepare.mjs'), '--trees'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('close', resolve);
});
// The browser code in one program, the Node side in its own (scripts/typecheck.mjs).
await run('typecheck', process.execPath, [join(root, 'scripts/typecheck.mjs')]);
if (existsSync(parity)) await run('translations', process.execPath, [parity, root]);
await run('import boundaries', process.execPath, [join(root, 'scripts/check-boundaries.mjs')]);
// One vitest run of every package (the projects of the root vitest.config.ts), sharing one pool of
// workers: a package's slow last file no longer leaves a core idle while the next package waits.
await run('unit, component and API tests', 'pnpm', ['exec', 'vitest', 'run']);
// A failure here is the e2e global setup's to report (it builds the worktrees again).
await trees;
try {
  console.log('\n=== production build');
  const buildStarted = performance.now();
  try {
    buildStale();
  } finally {
    durations.push(['production build', (performance.now() - buildStarted) / 1000]);
  }
  await run('end-to-end tests', 'pnpm', ['--filter', 'e2e', 'test']);
} catch (error) {
  console.error(error.message);
  failures.push('production build');
}

console.log('\nTime per step:');
for (const [step, seconds] of durations) console.log(`  ${step.padEnd(32)} ${minutes(seconds).padStart(12)}`);
console.log(`  ${'in all'.padEnd(32)} ${minutes(durations.reduce((sum, [, seconds]) => sum + seconds, 0)).padStart(12)}`);
if (failedTests.length) console.log(`\nFailed or flaky tests:\n${[...new Set(failedTests)].map((line) => `  ${line}`).join('\n')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
