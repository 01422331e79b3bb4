// Issue 24: the versioned contract between the shell and the modules, read from the build config
// itself (mf/shared.mjs): singletons strict, the platform never carried by a module, leaf code
// carried by it as a fallback, antd's context files one singleton by their resolved path.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { moduleConfig } from './rspack-config.mjs';
import { contextFiles, contractProvided, contractRequirements, sharedDependencies } from './shared.mjs';

const workspaceRoot = join(import.meta.dirname, '../../..');
const moduleDir = join(workspaceRoot, 'mf-commissions');
const version = (name: string) =>
  (JSON.parse(readFileSync(createRequire(join(moduleDir, 'package.json')).resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

type Share = { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string; version?: string; import?: false; shareKey?: string };
const moduleProduction = sharedDependencies(moduleDir, { providedByShell: true }) as Record<string, Share>;
const shell = sharedDependencies(join(workspaceRoot, 'shell')) as Record<string, Share>;

const SINGLETONS = ['react', 'react-dom', 'react-router', 'jotai', 'i18next', 'react-i18next', '@tanstack/react-query', 'dayjs', '@ant-design/cssinjs'];
const PLATFORM = ['@portal/platform/core', '@portal/platform/queries', '@portal/platform/dev', '@portal/api-client', '@portal/api-client/queries'];
const LEAVES = ['antd/', '@ant-design/icons/', '@portal/ui/', '@portal/venue-answers/'];

describe('the contract between the shell and the modules (issue 24)', () => {
  it.each([
    ['a module in production', moduleProduction],
    ['the shell', shell],
  ])('%s shares every singleton with its installed version, checked strictly', (_who, shared) => {
    for (const name of [...SINGLETONS, ...PLATFORM]) {
      expect(shared[name], name).toMatchObject({ singleton: true, strictVersion: true });
      const installed = name.startsWith('@portal/') ? '2.0.0' : version(name);
      expect(shared[name]?.version, name).toBe(installed);
      expect(shared[name]?.requiredVersion, name).toBe(`^${installed}`);
    }
    for (const name of ['react/', 'react-dom/', 'jotai/', 'dayjs/']) expect(shared[name], name).toMatchObject({ singleton: true, strictVersion: true });
  });

  it("gives the platform's and the API client's entry points no fallback in a module, and never shares a platform file", () => {
    for (const name of PLATFORM) expect(moduleProduction[name]?.import, name).toBe(false);
    for (const name of PLATFORM) expect(shell[name]?.import, `the shell carries ${name}`).toBeUndefined();
    expect(Object.keys(moduleProduction).filter((key) => key.startsWith('@portal/platform/src') || key === '@portal/platform/')).toEqual([]);
    // Nor the singleton libraries: a module never runs without the shell, which has them all.
    for (const name of SINGLETONS) expect(moduleProduction[name]?.import, name).toBe(false);
  });

  it("lets leaf code travel with its module: antd's components, icons, ui and venue-answers files keep their fallback", () => {
    for (const prefix of LEAVES) {
      const leaf = moduleProduction[prefix];
      expect(leaf, prefix).toBeDefined();
      expect(leaf?.import, `${prefix} lost its fallback in a module's production build`).toBeUndefined();
      // Not a singleton: a module's own copy of a component the shell lacks may exist beside the shell's others.
      expect(leaf?.singleton, prefix).toBe(false);
    }
  });

  it("shares antd's context and global-state files as singletons by their resolved path, strictly", () => {
    const files = contextFiles(moduleDir);
    const keys = files.map((file) => file.shareKey);
    for (const key of [
      'antd/es/config-provider/context',
      'antd/es/config-provider/DisabledContext',
      'antd/es/config-provider/SizeContext',
      'antd/es/config-provider',
      'antd/es/theme/context',
      'antd/es/locale/context',
      'antd/es/app/context',
      'antd/es/form/context',
      'antd/es/space/Compact',
      'antd/es/message',
      '@ant-design/icons/es/components/Context',
    ]) {
      expect(keys, key).toContain(key);
    }
    // The z-index context of antd's popups, found by its file's name (antd keeps it among its helpers).
    expect(keys.filter((key) => key.endsWith('/zindexContext'))).toHaveLength(1);
    for (const { path, shareKey } of files) {
      expect(isAbsolute(path) && existsSync(path), path).toBe(true);
      // Resolved from the module's folder (pnpm): the very file the module's own antd copy imports.
      const installed = realpathSync(dirname(createRequire(join(moduleDir, 'package.json')).resolve(`${shareKey.startsWith('@') ? '@ant-design/icons' : 'antd'}/package.json`)));
      expect(path.startsWith(installed), path).toBe(true);
      const byPath = moduleProduction[path];
      expect(byPath, shareKey).toMatchObject({ shareKey, singleton: true, strictVersion: true, requiredVersion: `^${byPath?.version}` });
      // The name code imports it by is the same singleton (not the `antd/` leaf prefix).
      expect(moduleProduction[shareKey], shareKey).toMatchObject({ singleton: true, strictVersion: true });
      // Carried as a fallback (README: the shell's copy wins, it is registered and loaded first),
      // imported by its name, not by the build machine's path.
      expect(byPath?.import, shareKey).toBe(shareKey);
      expect(moduleProduction[shareKey]?.import, shareKey).toBeUndefined();
    }
  });

  it('states what a module requires and what a shell provides, and the two meet for one workspace', () => {
    const required = contractRequirements(moduleDir);
    const provided = contractProvided(join(workspaceRoot, 'shell'));
    expect(required).toMatchObject({ react: `^${version('react')}`, '@portal/platform/core': '^2.0.0', 'antd/es/config-provider/context': `^${version('antd')}` });
    expect(provided).toMatchObject({ react: version('react'), '@portal/platform/core': '2.0.0' });
    for (const [name, range] of Object.entries(required)) {
      expect(provided[name], `the shell provides ${name}`).toBeDefined();
      expect(range, name).toBe(`^${provided[name]}`);
    }
    // Leaf parts are no requirement: the module carries them.
    for (const leaf of ['antd', 'antd/es/button', 'antd/es/rate', '@ant-design/icons/es/icons/PlusOutlined', '@portal/ui', '@portal/ui/src/data-table.tsx']) expect(required[leaf], leaf).toBeUndefined();
  });

  it("builds a module in production with exactly that: leaf parts consumed with their fallback, singletons in the federation's table", () => {
    type Plugin = { constructor: { name: string }; _options?: { shared?: Record<string, Share>; consumes?: [string, Share & { import?: string }][] } };
    const config = moduleConfig({ name: 'mf-commissions', dir: moduleDir, port: 0 })({}, { mode: 'production' }) as { plugins: Plugin[] };
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')!._options!.shared!;
    const consumes = new Map(config.plugins.find((plugin) => plugin.constructor.name === 'ConsumeSharedPlugin')?._options?.consumes ?? []);
    for (const prefix of LEAVES) {
      expect(consumes.get(prefix), `${prefix} is not consumed with a fallback`).toMatchObject({ singleton: false });
      expect(consumes.get(prefix)?.import, prefix).toBe(prefix);
      expect(federation[prefix], `${prefix} provided by a module`).toBeUndefined();
    }
    for (const name of [...SINGLETONS, ...PLATFORM]) expect(federation[name], name).toMatchObject({ singleton: true, strictVersion: true, import: false });
    const contexts = contextFiles(moduleDir);
    expect(contexts.length).toBeGreaterThan(20);
    for (const { path, shareKey } of contexts) expect(federation[path], shareKey).toMatchObject({ shareKey, singleton: true, strictVersion: true });
  });
});
