// The one list of what the shell and every module share at run time (Module Federation).
// Node-side: rspack configs import it. Versions come from the installed packages, never from
// package.json specifiers (pnpm's `catalog:` would leak into the manifest).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Libraries that hold React context, atoms or global state: exactly one copy in the page. */
const LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  'jotai',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  'i18next',
  'react-i18next',
  'dayjs',
  '@tanstack/react-query',
];
/**
 * Shared per subpath too (react/jsx-runtime, jotai/utils, dayjs/locale/sv …); antd, its icons and the
 * @portal packages are imported per file (`antd/es/button`, `@portal/ui/src/data-table.tsx`: shared-parts.mjs).
 */
const WITH_SUBPATHS = ['react', 'react-dom', 'jotai', 'dayjs', 'antd', '@ant-design/icons', '@portal/ui', '@portal/venue-answers', '@portal/platform'];
/** Workspace packages with atoms, context or the API client (@portal/venue-answers registers its texts in the one i18next). */
const WORKSPACE = ['@portal/platform', '@portal/api-client', '@portal/ui', '@portal/venue-answers'];

function installedVersion(fromDir, name) {
  for (const dir of [fromDir, workspaceRoot]) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`shared dependency ${name} is not installed for ${fromDir}`);
}

/** What is shared per file, and which the shell provides in full (shared-parts.mjs). */
const PER_FILE = ['antd', '@ant-design/icons', '@portal/ui', '@portal/venue-answers', '@portal/platform'];

/**
 * @param {string} fromDir the module's folder
 * @param {{ providedByShell?: boolean }} [options] a module's production build: the files shared
 *   per file (antd's components, its icons, the @portal files) come from the shell, which provides
 *   every one the workspace imports, so the module carries no fallback copy of them (a module that
 *   takes a new antd component into use ships after a shell built with it, README). Saves each
 *   remoteEntry.js its fallbacks' share table (4 KiB) and the build its copies (issue 9).
 * @returns {Record<string, object>}
 */
export function sharedDependencies(fromDir, { providedByShell = false } = {}) {
  const shared = {};
  for (const name of [...LIBRARIES, ...WORKSPACE]) {
    const version = installedVersion(fromDir, name);
    const entry = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
    shared[name] = entry;
    if (WITH_SUBPATHS.includes(name)) shared[`${name}/`] = providedByShell && PER_FILE.includes(name) ? { ...entry, import: false } : entry;
  }
  return shared;
}

export const SHARED_NAMES = [...LIBRARIES, ...WORKSPACE];
