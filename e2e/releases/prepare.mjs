// Playwright's global setup (issue 24): builds what the release and skew tests deploy beside
// today's build, each in a git worktree of its own under `.skew/` (kept between runs: a second
// run finds it built):
// - the previous release (the commit in `.ci/previous-release`, or SKEW_BASE): its shell and
//   modules. Its modules are copied to immutable release folders (`releases/`, what
//   `pnpm release` makes), which today's server serves at /releases/…; its shell is served to the
//   browser by the skew test in place of today's.
// - a release of mf-commissions alone, made from this commit with a new page that uses an antd
//   component no module used before (`Rate`): what a module team ships without a shell release.
// It writes what it made to `.skew/prepared.json` for the specs (module-release.spec.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestOf, release } from '../../scripts/release.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = join(root, '.skew');
export const PREPARED = join(work, 'prepared.json');
const RELEASES = process.env.RELEASES_DIR ?? join(root, 'releases');

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

function gitOut(args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

/** The modules (mf-*) built in a tree. */
function modulesOf(tree) {
  return readdirSync(tree)
    .filter((entry) => /^mf-[a-z0-9-]+$/.test(entry) && existsSync(join(tree, entry, 'dist/mf-manifest.json')))
    .sort();
}

/**
 * A worktree of `commit` under .skew/<name>-<commit>, its dependencies installed from pnpm's store
 * (offline: a second or two) and `build` run in it, unless an earlier run finished all that.
 */
function treeAt(name, commit, change, packages) {
  const tree = join(work, `${name}-${commit.slice(0, 12)}`);
  const done = join(tree, '.prepared');
  if (existsSync(done)) return tree;
  if (existsSync(tree)) {
    rmSync(tree, { recursive: true, force: true });
    gitOut(['worktree', 'prune']);
  }
  mkdirSync(work, { recursive: true });
  gitOut(['worktree', 'add', '--detach', '--force', tree, commit]);
  change?.(tree);
  run('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent'], tree);
  run('pnpm', [...packages.flatMap((pkg) => ['--filter', pkg]), 'build'], tree);
  writeFileSync(done, `${new Date().toISOString()}\n`);
  return tree;
}

const RATINGS_PAGE = `import { PageFrame } from '@portal/ui';
import { Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A page released with its module alone (e2e/releases/prepare.mjs), with an antd component the shell does not provide. */
export function RatingsPage() {
  const { t } = useTranslation('common');
  const [stars, setStars] = useState(3);
  return (
    <PageFrame title={t('routes.ratings')}>
      <Rate value={stars} onChange={setStars} />
      <p data-testid="stars">{stars}</p>
    </PageFrame>
  );
}
`;

/** mf-commissions with one page more: files under its own folder only, as its README says. */
function addRatingsPage(tree) {
  const module = join(tree, 'mf-commissions');
  mkdirSync(join(module, 'src/features/ratings'), { recursive: true });
  writeFileSync(join(module, 'src/features/ratings/ratings-page.tsx'), RATINGS_PAGE);
  const pages = JSON.parse(readFileSync(join(module, 'src/pages.json'), 'utf8'));
  pages.pages.ratings = { path: '/ratings', area: 'admin', title: { sv: 'Betyg', en: 'Ratings' }, menu: { place: 'sidebar', order: 55 } };
  writeFileSync(join(module, 'src/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  const routes = readFileSync(join(module, 'src/routes.ts'), 'utf8');
  const loader = "  ratings: () => import('./features/ratings/ratings-page').then((m) => ({ default: m.RatingsPage })),\n});";
  writeFileSync(join(module, 'src/routes.ts'), routes.replace(/\n\}\);\s*$/, `\n${loader}\n`));
}

/** Worktrees of earlier commits (an earlier run's HEAD or base) are removed: one of each kind is kept. */
function forgetOthers(keep) {
  for (const entry of readdirSync(work, { withFileTypes: true })) {
    const tree = join(work, entry.name);
    if (entry.isDirectory() && !keep.includes(tree)) rmSync(tree, { recursive: true, force: true });
  }
  gitOut(['worktree', 'prune']);
}

function released(tree, module, label) {
  const { version } = JSON.parse(readFileSync(join(tree, module, 'package.json'), 'utf8'));
  const { version: folder } = release({ module, version: `${version}-${label}`, dist: join(tree, module, 'dist'), out: RELEASES });
  return `/releases/${module}/${folder}/mf-manifest.json`;
}

/** The two worktrees, built (or found built): what takes time, and needs nothing of today's build. */
export function buildTrees() {
  const base = (process.env.SKEW_BASE ?? readFileSync(join(root, '.ci/previous-release'), 'utf8').split(/\s/)[0]).trim();
  const baseCommit = gitOut(['rev-parse', '--verify', `${base}^{commit}`]);
  const previous = treeAt('previous', baseCommit, undefined, ['shell', './mf-*']);
  const variant = treeAt('ratings', gitOut(['rev-parse', 'HEAD']), addRatingsPage, ['mf-commissions']);
  forgetOthers([previous, variant]);
  return { baseCommit, previous, variant };
}

export default function prepare() {
  const started = Date.now();
  const shellDigest = digestOf(join(root, 'shell/dist'));
  const { baseCommit, previous, variant } = buildTrees();
  const prepared = {
    base: baseCommit,
    previousShell: join(previous, 'shell/dist'),
    previousModules: Object.fromEntries(modulesOf(previous).map((module) => [module, released(previous, module, 'previous')])),
    ratingsRelease: released(variant, 'mf-commissions', 'ratings'),
    // Today's shell as built before the release was made: the spec checks it is still byte for byte the same.
    shellDigest,
  };
  writeFileSync(PREPARED, `${JSON.stringify(prepared, null, 2)}\n`);
  console.log(`[releases] previous release ${baseCommit.slice(0, 12)} and mf-commissions with a new page prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// `node e2e/releases/prepare.mjs --trees`: only the worktrees, ahead of the suite (`pnpm test` runs
// it beside the unit tests, so the suite's global setup finds them built).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--trees')) {
  const started = Date.now();
  buildTrees();
  console.log(`[releases] worktrees built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
