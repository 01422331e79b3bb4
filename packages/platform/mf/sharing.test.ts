import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { barrelMaps, importedNames, kebab, writeProvidedParts } from './shared-parts.mjs';

const require = createRequire(import.meta.url);
const workspaceRoot = join(import.meta.dirname, '../../..');
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`, { paths: [join(workspaceRoot, 'shell')] }));

type Loader = (this: { getOptions(): unknown; resourcePath: string }, source: string) => string;
const splitBarrels = require('./split-barrel-loader.cjs') as Loader;
const runLoader = (source: string) => splitBarrels.call({ getOptions: () => ({ barrels: barrelMaps() }), resourcePath: 'x.tsx' }, source);

describe('sharing per file (issue 9)', () => {
  it('maps every name the @portal barrels export to a file that exists, and the platform\'s to its entry points', () => {
    const maps = barrelMaps();
    for (const pkg of ['@portal/ui', '@portal/venue-answers']) {
      expect(Object.keys(maps[pkg]!).length, pkg).toBeGreaterThan(10);
      for (const [name, request] of Object.entries(maps[pkg]!)) {
        expect(existsSync(join(workspaceRoot, request.replace(/^@portal\//, 'packages/'))), `${name} → ${request}`).toBe(true);
      }
    }
    expect(maps['@portal/ui']?.DataTable).toBe('@portal/ui/src/data-table.tsx');
    // Never a file path as the platform's interface: each name maps to the entry point exporting it.
    const platform = maps['@portal/platform']!;
    expect(new Set(Object.values(platform))).toEqual(new Set(['@portal/platform/core', '@portal/platform/queries', '@portal/platform/dev']));
    expect(platform.tokenAtom).toBe('@portal/platform/core');
    expect(platform.BaseProviders).toBe('@portal/platform/core');
    expect(platform.PortalProviders).toBe('@portal/platform/queries');
    expect(platform.$api).toBe('@portal/platform/queries');
    expect(platform.renderStandalone).toBe('@portal/platform/dev');
  });

  it('splits a barrel import into one import per file and leaves type-only imports alone', () => {
    const out = runLoader("import { DataTable, type DataTableColumn, PageFrame as Frame } from '@portal/ui';\nimport type { Role } from '@portal/platform';");
    expect(out).toContain("import { DataTable, type DataTableColumn } from '@portal/ui/src/data-table.tsx';");
    expect(out).toContain("import { PageFrame as Frame } from '@portal/ui/src/page-frame.tsx';");
    expect(out).toContain("import type { Role } from '@portal/platform';");
    expect(() => runLoader("import { NoSuchThing } from '@portal/ui';")).toThrow(/does not export NoSuchThing/);
  });

  it('finds a folder in antd for every antd name the workspace imports, and every icon', () => {
    const antd = packageDir('antd');
    const names = importedNames('antd');
    expect(names).toContain('DatePicker');
    for (const name of names) expect(existsSync(join(antd, 'es', kebab(name), 'index.js')), name).toBe(true);
    const icons = packageDir('@ant-design/icons');
    for (const name of importedNames('@ant-design/icons')) expect(existsSync(join(icons, 'es/icons', `${name}.js`)), name).toBe(true);
  });

  it.each([
    ['react-router', 'react-router-client.mjs', 'dist/production/index.js'],
    ['react-i18next', 'react-i18next-client.mjs', 'dist/commonjs/index.js'],
    ['@tanstack/react-query', 'tanstack-client.mjs', 'build/modern/index.cjs'],
  ])('shares every %s name the workspace imports (%s), each one the package has', (name, client, build) => {
    const text = readFileSync(join(import.meta.dirname, client), 'utf8');
    const exported = new Set(/export \{([^}]*)\}/.exec(text)![1]!.split(',').map((part) => part.trim()).filter(Boolean));
    for (const used of importedNames(name)) expect(exported.has(used), `${used} is missing from ${client}`).toBe(true);
    const all = Object.keys(require(join(packageDir(name), build)) as object);
    for (const listed of exported) expect(all, listed).toContain(listed);
  });

  it("lists every name antd, its icons and rc-component import from @ant-design/cssinjs (cssinjs-client.mjs)", () => {
    const text = readFileSync(join(import.meta.dirname, 'cssinjs-client.mjs'), 'utf8');
    const exported = new Set(/export \{([^}]*)\}/.exec(text)![1]!.split(',').map((part) => part.trim()).filter(Boolean));
    const importers = [packageDir('antd'), dirname(require.resolve('@ant-design/cssinjs-utils/package.json', { paths: [packageDir('antd')] })), packageDir('@ant-design/icons')];
    const taken = new Set<string>();
    const scan = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) scan(path);
        else if (entry.name.endsWith('.js')) {
          for (const match of readFileSync(path, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@ant-design\/cssinjs'/g)) {
            for (const part of match[1]!.split(',')) if (part.trim()) taken.add(part.trim().split(/\s+as\s+/)[0]!);
          }
        }
      }
    };
    for (const dir of importers) scan(join(dir, 'es'));
    expect(taken.size).toBeGreaterThan(5);
    for (const name of taken) expect(exported.has(name), `${name} is missing from cssinjs-client.mjs`).toBe(true);
    const all = Object.keys(require(join(packageDir('@ant-design/cssinjs'), 'lib/index.js')) as object);
    for (const listed of exported) expect(all, listed).toContain(listed);
  });

  it("lists what openapi-react-query takes from TanStack Query (it imports the shared package too)", () => {
    const text = readFileSync(join(import.meta.dirname, 'tanstack-client.mjs'), 'utf8');
    const entry = require.resolve('openapi-react-query', { paths: [join(workspaceRoot, 'packages/api-client')] });
    const source = readFileSync(join(dirname(entry), 'index.mjs'), 'utf8');
    const taken = /import \{([^}]*)\} from '@tanstack\/react-query'/.exec(source)![1]!.split(',').map((part) => part.trim());
    for (const name of taken) expect(text, name).toContain(name);
  });

  it('makes the shell provide every antd component, icon and @portal file in use', () => {
    const text = readFileSync(writeProvidedParts(mkdtempSync(join(tmpdir(), 'parts-'))), 'utf8');
    expect(text).toContain("import('antd/es/date-picker')");
    expect(text).toContain("import('@ant-design/icons/es/icons/PlusOutlined')");
    // The generated file's dynamic import, checked by its path (the boundary lint reads an `import(`
    // in this file's own text as platform importing ui).
    expect(text).toContain("('@portal/ui/src/record-form.tsx')");
    expect(text).toContain("import('@portal/platform/core')");
    expect(text).not.toContain('@portal/platform/src/');
  });
});
