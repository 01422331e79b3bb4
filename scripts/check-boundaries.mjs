#!/usr/bin/env node
// The boundary lint (`pnpm test` runs it): imports go one way.
//  - Front-end modules (shell, mf-*) never import each other; they meet through URLs, platform
//    atoms and the API.
//  - Packages import one way: api-client ← platform ← ui ← venue-answers ← shell, mf-*; the server may import the
//    client's generated types only; nothing in the browser imports the server.
//  - In the server, core/ imports no domain code: only core's schema.ts files import domain tables
//    (core/auth's and core/audit's foreign keys to accounts; core/db/schema.ts lists every table
//    for drizzle-kit). A domain reaches another domain only through that domain's service.ts (or
//    the tables of its schema.ts, for joins and foreign keys). app.ts, main.ts, modules/index.ts
//    and seed/ compose everything and may import anything.
//  - The server's domains depend on each other one way: the graph of imports between
//    src/modules/<domain>/ folders (every non-test .ts file; `import type` counts; an import of
//    another domain's schema.ts does not) has no circle. Each circle is listed with the imports
//    that make it. Before the real check the script plants a circle in a temporary folder and
//    fails unless it is found (the self-test), so a broken check cannot pass silently.
//  - An app never re-exports from @portal/ui or @portal/platform (`export { x } from '@portal/ui'`):
//    the build splits their imports per file (mf/shared-parts.mjs), not a re-export, which would
//    bring the package's whole index into the page (issue 9). Import, then export.
//  - Each page loader of a module's `src/routes.ts` names its chunk `page-<id>`
//    (`id: () => import(/* webpackChunkName: "page-id" */ './features/…')`): the build lists each
//    page's files by that name (`files` of portal-module.json) and the server preloads them on a
//    first visit (issue 25). A dynamic import with a comment is still an import to this lint.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
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
  '@portal/plain': 'packages/plain',
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
const LAYERS = { 'packages/api-client': 0, 'packages/platform': 1, 'packages/ui': 2, 'packages/plain': 2, 'packages/venue-answers': 3 };
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
    // Only tables: core/auth's and core/audit's foreign keys to accounts, and core/db/schema.ts,
    // the list of every table drizzle-kit reads.
    if (from.at(-1) === 'schema.ts' && to.length === 3 && to[2] === 'schema.ts') return undefined;
    return 'core imports no domain code (only a core schema.ts may import a domain schema.ts)';
  }
  if (from[0] === 'modules' && to[0] === 'modules' && from[1] !== to[1]) {
    if (to.length === 3 && (to[2] === 'service.ts' || to[2] === 'schema.ts')) return undefined;
    return `domain ${from[1]} reaches into ${to[1]}/${to.slice(2).join('/')} (only its service.ts or schema.ts)`;
  }
  return undefined;
}


// ---- Circles between server domains -----------------------------------------------------

function tsFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) tsFiles(full, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The imports between domains under `modulesDir`: Map<from, Map<to, ["from/file.ts imports spec", …]>>. */
export function domainGraph(modulesDir) {
  const graph = new Map();
  for (const domain of readdirSync(modulesDir)) {
    const domainDir = join(modulesDir, domain);
    if (!statSync(domainDir).isDirectory()) continue;
    graph.set(domain, graph.get(domain) ?? new Map());
    for (const file of tsFiles(domainDir)) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const to = relative(modulesDir, resolve(dirname(file), specifier).replace(/\.js$/, '.ts')).split(sep);
        if (to[0] === '..' || to.length < 2 || to[0] === domain) continue;
        // Tables, for joins and foreign keys, are not a dependency on the domain's code.
        if (to.length === 2 && to[1] === 'schema.ts') continue;
        const edges = graph.get(domain);
        if (!edges.has(to[0])) edges.set(to[0], []);
        edges.get(to[0]).push(`${relative(modulesDir, file).split(sep).join('/')} imports ${specifier}`);
      }
    }
  }
  return graph;
}

/** Each circle of the graph, as a list of domains starting and ending with the same one. */
export function circlesOf(graph) {
  // Strongly connected components (Tarjan), then the shortest circle through each member.
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    for (const next of (graph.get(node) ?? new Map()).keys()) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(new Set(component));
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);

  const circles = new Map();
  for (const component of components) {
    for (const start of [...component].sort()) {
      // Breadth-first inside the component, back to `start`.
      const cameFrom = new Map([[start, null]]);
      const queue = [start];
      let last;
      while (queue.length > 0 && last === undefined) {
        const node = queue.shift();
        for (const next of [...(graph.get(node) ?? new Map()).keys()].sort()) {
          if (!component.has(next)) continue;
          if (next === start) {
            last = node;
            break;
          }
          if (!cameFrom.has(next)) {
            cameFrom.set(next, node);
            queue.push(next);
          }
        }
      }
      const path = [];
      for (let node = last; node !== null; node = cameFrom.get(node)) path.unshift(node);
      // One entry per circle, whichever member it was found from.
      const smallest = path.indexOf([...path].sort()[0]);
      const rotated = [...path.slice(smallest), ...path.slice(0, smallest)];
      circles.set(rotated.join(' '), [...rotated, rotated[0]]);
    }
  }
  return [...circles.values()];
}

export function describeCircle(graph, circle) {
  const why = circle.slice(0, -1).map((from, i) => {
    const reasons = graph.get(from).get(circle[i + 1]);
    return reasons[0] + (reasons.length > 1 ? ` and ${reasons.length - 1} more` : '');
  });
  return `circle between server domains: ${circle.join(' → ')} (${why.join(', ')})`;
}

/** The self-test: a planted circle (through `import type` over several lines) must be found. */
function selfTest() {
  const dir = mkdtempSync(join(tmpdir(), 'boundary-lint-'));
  try {
    const write = (path, text) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('low/service.ts', "import { lowTable } from './schema.js';\nexport const low = lowTable;\n");
    write('low/schema.ts', "import { highTable } from '../high/schema.js';\nexport const lowTable = highTable;\n");
    write('high/service.ts', "import { low } from '../low/service.js';\nexport const high = low;\n");
    write('high/schema.ts', 'export const highTable = 1;\n');
    write('high/high.test.ts', "import { middle } from '../middle/service.js';\n");
    write('middle/service.ts', "import {\n  high,\n} from '../high/service.js';\nexport const middle = high;\n");
    const clean = circlesOf(domainGraph(dir));
    if (clean.length !== 0) throw new Error(`found a circle where there is none: ${JSON.stringify(clean)}`);
    write('high/repository.ts', "import type {\n  Middle,\n} from '../middle/service.js';\nexport type X = Middle;\n");
    const graph = domainGraph(dir);
    const found = circlesOf(graph).map((circle) => describeCircle(graph, circle));
    const expected = 'circle between server domains: high → middle → high (high/repository.ts imports ../middle/service.js, middle/service.ts imports ../high/service.js)';
    if (found.length !== 1 || found[0] !== expected) throw new Error(`the planted circle was not reported: ${JSON.stringify(found)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
      // The plain parts are for pages drawn without antd (issue 25): not a file of antd or its icons.
      if (from === 'packages/plain' && /^(antd|@ant-design)(\/|$)/.test(specifier)) {
        problems.push(`${relative(root, file)}: packages/plain must not import antd or its icons (${specifier})`);
      }
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

/** Loaders in a module's routes.ts whose chunk is not named `page-<id>` (see the header). */
function unnamedPageChunks(text) {
  const wrong = [];
  for (const match of text.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\(\s*(?:\/\*\s*webpackChunkName:\s*"([^"]*)"\s*\*\/)?/gm)) {
    if (match[2] !== `page-${match[1]}`) wrong.push(match[1]);
  }
  return wrong;
}
for (const dir of readdirSync(root).filter((name) => name.startsWith('mf-'))) {
  const routes = join(root, dir, 'src/routes.ts');
  let text;
  try {
    text = readFileSync(routes, 'utf8');
  } catch {
    continue;
  }
  for (const id of unnamedPageChunks(text)) {
    problems.push(`${relative(root, routes)}: the loader of ${id} must name its chunk: import(/* webpackChunkName: "page-${id}" */ …)`);
  }
}
if (unnamedPageChunks("  a: () => import('./a'),\n  b: () =>\n    import(/* webpackChunkName: \"page-b\" */ './b'),").join() !== 'a') {
  console.error('Boundary lint self-test failed: an unnamed page chunk was not found');
  process.exit(1);
}
if (importsOf("const a = () => import(/* webpackChunkName: \"page-a\" */ '../mf-leads/x');")[0] !== '../mf-leads/x') {
  console.error('Boundary lint self-test failed: a dynamic import with a comment was not read');
  process.exit(1);
}

try {
  selfTest();
} catch (error) {
  console.error(`Boundary lint self-test failed: ${error.message}`);
  process.exit(1);
}
const modulesDir = join(serverSrc, 'modules');
const graph = domainGraph(modulesDir);
const circles = circlesOf(graph);
for (const circle of circles) problems.push(describeCircle(graph, circle));

if (problems.length > 0) {
  console.error(`Boundary lint: ${problems.length} problem(s) (imports across a boundary, circles between server domains):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Boundary lint: ${checked} imports checked, none crosses a boundary; ${graph.size} server domains, no circle (self-test: a planted circle is found).`);
