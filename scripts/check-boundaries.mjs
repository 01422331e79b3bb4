#!/usr/bin/env node
// The boundary lint (`pnpm test` runs it): imports go one way.
//  - Front-end modules (shell, mf-*) never import each other; they meet through URLs, platform
//    atoms and the API.
//  - Packages import one way: api-client ← platform ← ui ← venue-answers ← shell, mf-*; the server may import the
//    client's generated types only; nothing in the browser imports the server.
//  - In the server, core/ never imports a domain; a domain reaches another domain only through
//    that domain's service.ts (or the tables of its schema.ts, for joins and foreign keys).
//    app.ts, main.ts, modules/index.ts and seed/ compose everything and may import anything.
//  - An app never re-exports from @portal/ui or @portal/platform (`export { x } from '@portal/ui'`):
//    the build splits their imports per file (mf/shared-parts.mjs), not a re-export, which would
//    bring the package's whole index into the page (issue 9). Import, then export.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', '.data']);

function files(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) files(full, out);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

// Which area a file belongs to: a package folder at the root or under packages/.
function areaOf(file) {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'packages' ? `packages/${parts[1]}` : parts[0];
}
const PACKAGE_AREA = {
  '@portal/api-client': 'packages/api-client',
  '@portal/api-server': 'packages/api-server',
  '@portal/platform': 'packages/platform',
  '@portal/ui': 'packages/ui',
  '@portal/venue-answers': 'packages/venue-answers',
  shell: 'shell',
};
function targetArea(file, specifier) {
  if (specifier.startsWith('.')) return areaOf(resolve(dirname(file), specifier));
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  if (PACKAGE_AREA[name]) return PACKAGE_AREA[name];
  if (/^mf-[\w-]+$/.test(name)) return name;
  return undefined; // a third-party package
}

// May area A import area B?
const LAYERS = { 'packages/api-client': 0, 'packages/platform': 1, 'packages/ui': 2, 'packages/venue-answers': 3 };
function areaAllowed(from, to, typeOnly) {
  if (from === to) return true;
  if (from === 'packages/api-server') return to === 'packages/api-client' && typeOnly;
  if (to === 'packages/api-server') return false;
  const isApp = (area) => area === 'shell' || area.startsWith('mf-');
  // The end-to-end suite tests the composed portal and may read any app's texts; scripts build it.
  if (from === 'e2e' || from === 'scripts') return true;
  if (isApp(to)) return false; // no app imports another app
  if (to in LAYERS) return isApp(from) || (from in LAYERS && LAYERS[from] > LAYERS[to]);
  return true;
}

// Server rules, on paths inside packages/api-server/src.
const serverSrc = join(root, 'packages/api-server/src');
function serverRule(file, target) {
  const from = relative(serverSrc, file).split(sep);
  const to = relative(serverSrc, target).split(sep);
  if (to[0] === '..' || from[0] === '..') return undefined;
  const composer = from.length === 1 || from[0] === 'seed' || (from[0] === 'modules' && from[1] === 'index.ts');
  if (composer) return undefined;
  if (from[0] === 'core' && to[0] === 'modules' && !from.at(-1).endsWith('.test.ts')) {
    // Tables may refer to a domain's table by foreign key (core/audit's account_id).
    if (from.at(-1) === 'schema.ts' && to.at(-1) === 'schema.ts') return undefined;
    return 'core must not import a domain';
  }
  if (from[0] === 'modules' && to[0] === 'modules' && from[1] !== to[1]) {
    if (to.length === 3 && (to[2] === 'service.ts' || to[2] === 'schema.ts')) return undefined;
    return `domain ${from[1]} reaches into ${to[1]}/${to.slice(2).join('/')} (only its service.ts or schema.ts)`;
  }
  return undefined;
}

const problems = [];
let checked = 0;
const areas = ['shell', 'e2e', 'scripts', ...readdirSync(root).filter((name) => name.startsWith('mf-')), ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`)];
for (const area of areas) {
  const dir = join(root, area);
  try {
    if (!statSync(dir).isDirectory()) continue;
  } catch {
    continue;
  }
  for (const file of files(dir)) {
    const text = readFileSync(file, 'utf8');
    const app = areaOf(file) === 'shell' || areaOf(file).startsWith('mf-');
    if (app && /(?:^|[\s;])export\s[^'"`;]*?from\s*['"]@portal\/(ui|venue-answers|platform)['"]/m.test(text)) {
      problems.push(`${relative(root, file)}: re-exports from @portal/ui, @portal/venue-answers or @portal/platform (import the names, then export them: the per-file split reads imports only)`);
    }
    for (const specifier of importsOf(text)) {
      checked += 1;
      const to = targetArea(file, specifier);
      const from = areaOf(file);
      if (to !== undefined) {
        const typeOnly = new RegExp(`import\\s+type\\s[^;]*?['"]${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`).test(text);
        if (!areaAllowed(from, to, typeOnly)) problems.push(`${relative(root, file)}: ${from} must not import ${to} (${specifier})`);
      }
      if (specifier.startsWith('.') && file.startsWith(serverSrc)) {
        const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
        const problem = serverRule(file, target);
        if (problem) problems.push(`${relative(root, file)}: ${problem} (${specifier})`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Boundary lint: ${problems.length} import(s) cross a boundary:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Boundary lint: ${checked} imports checked, none crosses a boundary.`);
