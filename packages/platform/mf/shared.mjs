// The one list of what the shell and every module share at run time (Module Federation), and the
// contract between them (issue 24). Node-side: rspack configs import it. Versions come from the
// installed packages, never from package.json specifiers (pnpm's `catalog:` would leak into the
// manifest).
//
// Three kinds of shares:
// - singletons: libraries that hold React context, atoms or global state, the workspace packages'
//   entry points (`@portal/platform/core` …) and antd's files that hold context or global state
//   (by their resolved path, `contextFiles`). Exactly one copy in the page, `requiredVersion:
//   '^<installed>'`, checked strictly: a module whose range the shell's copy does not meet is
//   refused, never run against the wrong copy (`contractRequirements`, `contractProvided`);
// - leaf parts: antd's components, its icons, `@portal/ui` and `@portal/venue-answers` files, shared
//   per file (shared-parts.mjs). A module carries its own copy as the fallback: the shell's copy is
//   used when the shell provides it (it registers first and `shareStrategy: 'loaded-first'` keeps
//   it), the module's own otherwise (a component the shell was built without);
// - in a module's production build the singleton libraries and the platform's and the API
//   client's entry points have no fallback (`import: false`): the platform holds the session atoms,
//   a second copy would be a second session, and a module never runs without the shell, which has
//   them all (a module's table of fallbacks costs every page that loads it, issue 9). Their
//   subpaths (a dayjs locale or plugin) and antd's context files keep the module's copy: a
//   component the shell lacks may bring a context file the shell never loaded.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRY_PACKAGES, entryPoints, SPLIT_PACKAGES } from './shared-parts.mjs';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Libraries that hold React context, atoms or global state: exactly one copy in the page. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'jotai', 'i18next', 'react-i18next', '@tanstack/react-query', 'dayjs', '@ant-design/cssinjs'];
/** Singletons shared per subpath too (react/jsx-runtime, jotai/utils, dayjs/locale/sv …). */
const SINGLETON_SUBPATHS = ['react', 'react-dom', 'jotai', 'dayjs'];
/** Leaf code, shared per file with the module's own copy as fallback (shared-parts.mjs). */
const LEAVES = ['antd', '@ant-design/icons', ...Object.keys(SPLIT_PACKAGES)];
/** Workspace packages shared as their entry points: singletons the shell alone carries. */
const WORKSPACE_ENTRIES = { ...ENTRY_PACKAGES, '@portal/api-client': 'packages/api-client' };

/**
 * The folder of the package `name` installed for `fromDir`, resolved from the module's folder as
 * its imports are (pnpm), symbolic links followed as the bundler follows them.
 */
function packageDir(fromDir, name) {
  const local = join(fromDir, 'node_modules', name);
  if (existsSync(join(local, 'package.json'))) return realpathSync(local);
  try {
    return dirname(createRequire(join(fromDir, 'package.json')).resolve(`${name}/package.json`));
  } catch {
    const root = join(workspaceRoot, 'node_modules', name);
    if (existsSync(join(root, 'package.json'))) return realpathSync(root);
    throw new Error(`shared dependency ${name} is not installed for ${fromDir}`);
  }
}

function installedVersion(fromDir, name) {
  return JSON.parse(readFileSync(join(packageDir(fromDir, name), 'package.json'), 'utf8')).version;
}

function* scripts(dir, pattern) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* scripts(path, pattern);
    else if (pattern.test(entry)) yield path;
  }
}

/**
 * A React context, or state kept at a file's top level that others set and read: a `let`/`var`
 * (antd's static holders of message and notification, ConfigProvider's global config, the static
 * confirm's locale, Spin's default indicator). Not state each copy may keep for itself: a counter
 * for keys (`let uuid = 0`), a compiled class (`let ErrorBoundary = function …`), the last click's
 * position a dialog zooms from (`mousePosition`).
 */
const holdsState = (text) =>
  /createContext\s*\(/.test(text) ||
  [...text.matchAll(/^(?:let|var)\s+(\w+)\s*(=\s*(\S+))?/gm)].some(([, name, , value]) => name !== 'mousePosition' && !/^(\d|\/\*#__PURE__\*\/function|function|class)/.test(value ?? ''));
/** Jotai atoms or a React context in workspace source. */
const HOLDS_ATOMS = /createContext\s*\(|\batom(WithStorage)?\s*\(/;

/**
 * The files whose one copy must serve the shell and every module, found by scanning the packages
 * installed for `fromDir` (so an antd upgrade brings its new context files along): antd's files
 * that create a React context or keep state at their top level (its config, theme, locale, form,
 * z-index, compact-space contexts; message's, notification's and Modal's static holders …), the
 * icons' context, and any `@portal/ui` / `@portal/venue-answers` file with a context or atoms.
 * Each is shared by its absolute path: every import that resolves to it, relative ones inside a
 * module's own antd copy included, is a consume of the one shared singleton.
 * @returns {{ path: string, shareKey: string, version: string }[]}
 */
export function contextFiles(fromDir) {
  const found = [];
  for (const name of ['antd', '@ant-design/icons']) {
    const dir = packageDir(fromDir, name);
    const version = installedVersion(fromDir, name);
    for (const path of scripts(join(dir, 'es'), /\.js$/)) {
      if (holdsState(readFileSync(path, 'utf8'))) {
        // `antd/es/spin/index.js` is the one `antd/es/spin` names.
        found.push({ path, shareKey: `${name}/${relative(dir, path).split(sep).join('/').replace(/(\/index)?\.js$/, '')}`, version });
      }
    }
  }
  for (const [name, dir] of Object.entries(SPLIT_PACKAGES)) {
    const version = installedVersion(fromDir, name);
    for (const path of scripts(join(workspaceRoot, dir, 'src'), /^(?!.*\.(test|stories)\.tsx?$).*\.tsx?$/)) {
      if (!path.includes(`${sep}story-data${sep}`) && HOLDS_ATOMS.test(readFileSync(path, 'utf8'))) {
        found.push({ path, shareKey: `${name}/${relative(join(workspaceRoot, dir), path).split(sep).join('/')}`, version });
      }
    }
  }
  return found;
}

/** The workspace packages' entry points a build can load: `@portal/platform/core`, `@portal/api-client` … */
function workspaceEntries() {
  const names = [];
  for (const [pkg, dir] of Object.entries(WORKSPACE_ENTRIES)) {
    names.push(pkg, ...entryPoints(pkg, dir).map((entry) => entry.request));
  }
  return names;
}

/** Every singleton by share key: version and the installed file, if shared by path. */
function singletons(fromDir) {
  const all = {};
  for (const name of SINGLETONS) all[name] = { version: installedVersion(fromDir, name) };
  for (const name of workspaceEntries()) all[name] = { version: installedVersion(fromDir, name.split('/').slice(0, 2).join('/')) };
  for (const { path, shareKey, version } of contextFiles(fromDir)) all[shareKey] = { version, path };
  return all;
}

/**
 * Whether a file belongs to a singleton: a singleton library (and what only it uses: React's
 * scheduler, TanStack's query core), the platform and the API client (with the trimmed libraries'
 * clients in `mf/`), or one of antd's context files. A module's build keeps these out of its chunk
 * groups (rspack-config.mjs).
 * @returns {(path: string) => boolean}
 */
export function isSingletonFile(fromDir) {
  const names = [...SINGLETONS, 'scheduler', '@tanstack/query-core'].map((name) => name.replace(/[/]/g, '[\\\\/]')).join('|');
  const library = new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]|[\\\\/]packages[\\\\/](platform|api-client)[\\\\/]`);
  const contexts = new Set(contextFiles(fromDir).map((file) => file.path));
  return (path) => library.test(path) || contexts.has(path);
}

/**
 * @param {string} fromDir the module's folder
 * @param {{ providedByShell?: boolean }} [options] a module's production build: the singleton
 *   libraries and the platform's and the API client's entry points come from the shell, the module
 *   carries no copy of them (`import: false`). Leaf parts, the singletons' subpaths and antd's
 *   context files keep the module's copy as fallback.
 * @returns {Record<string, object>}
 */
export function sharedDependencies(fromDir, { providedByShell = false } = {}) {
  const shared = {};
  for (const [key, { version, path }] of Object.entries(singletons(fromDir))) {
    const config = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: true };
    // A context file is shared by its absolute path (the relative imports inside antd) and by the
    // name code imports it by (`antd/es/config-provider/context`: that exact key wins over the
    // `antd/` prefix of leaf parts), both under the one share key.
    // The fallback is imported by that name too: the absolute path would be written into the
    // bundle (the build machine's folders, and bytes). A package's own name resolves from inside
    // it (pnpm); a workspace file keeps its path.
    if (path) {
      shared[path] = { ...config, shareKey: key, ...(path.includes(`${sep}node_modules${sep}`) ? { import: key } : {}) };
      shared[key] = config;
    } else shared[key] = providedByShell ? { ...config, import: false } : config;
    // Subpaths keep their fallback: a module may take a dayjs plugin or locale the shell lacks.
    if (SINGLETON_SUBPATHS.includes(key)) shared[`${key}/`] = config;
  }
  for (const name of LEAVES) {
    const version = installedVersion(fromDir, name);
    const leaf = { singleton: false, requiredVersion: `^${version}`, version };
    shared[name] = leaf;
    shared[`${name}/`] = leaf;
  }
  return shared;
}

/**
 * What a module built from `fromDir` requires of the shell: every singleton by its share key, with
 * its semver range (`{ react: '^19.3.1', '@portal/platform/core': '^2.0.0',
 * 'antd/es/config-provider/context': '^6.6.8' … }`). A shell that cannot meet one of them must
 * refuse the module before fetching its code.
 * @returns {Record<string, string>}
 */
export function contractRequirements(fromDir) {
  return Object.fromEntries(Object.entries(singletons(fromDir)).map(([key, { version }]) => [key, `^${version}`]));
}

/**
 * What a shell built from `fromDir` provides: every singleton by its share key, with its version.
 * @returns {Record<string, string>}
 */
export function contractProvided(fromDir) {
  return Object.fromEntries(Object.entries(singletons(fromDir)).map(([key, { version }]) => [key, version]));
}

