// Every page of the workspace, as its module declares it (issue 24): declarations that hold, no two
// modules claiming one id or path, and no link in the code to a page no module declares — found
// here, by a test, not by a user.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspacePageFiles } from '../../test/workspace-pages';
import { matchRoute } from './match-route';
import { declarationProblems, type PagesFile } from './pages';

const workspace = join(__dirname, '../../../..');
const declared = workspacePageFiles().map(([owner, file]) => [owner, JSON.parse(readFileSync(file, 'utf8')) as PagesFile] as const);
const ids = new Map<string, string>();
for (const [owner, file] of declared) for (const id of Object.keys(file.pages)) ids.set(id, owner);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(entry)) yield path;
  }
}
const roots = ['shell/src', 'packages/ui/src', 'packages/venue-answers/src', 'packages/platform/src', ...declared.map(([owner]) => `${owner}/src`).filter((dir) => dir !== 'shell/src')];

describe('the workspace pages', () => {
  it('declare their pages rightly, every module', () => {
    for (const [owner, file] of declared) expect(declarationProblems(file), owner).toEqual([]);
    expect(declared.map(([owner]) => owner)).toEqual(expect.arrayContaining(['shell', 'mf-leads', 'mf-public']));
  });

  it('give every page an id and a path of its own, in the whole portal', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [owner, file] of declared) {
      for (const [id, page] of Object.entries(file.pages)) {
        for (const key of [`id ${id}`, `path ${page.path}`]) {
          if (seen.has(key)) clashes.push(`${key}: ${seen.get(key)} and ${owner}`);
          seen.set(key, owner);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('highlight only menu entries of their own area', () => {
    const all = declared.flatMap(([, file]) => Object.entries(file.pages));
    const wrong = all
      .filter(([, page]) => page.under !== undefined)
      .filter(([, page]) => {
        const entry = all.find(([id]) => id === page.under)?.[1];
        return !entry?.menu || entry.area !== page.area;
      })
      .map(([id, page]) => `${id} under ${page.under}`);
    expect(wrong).toEqual([]);
  });

  it('are the only pages the code links to: routeUrl ids and literal paths', () => {
    const broken: string[] = [];
    for (const root of roots) {
      for (const file of sources(join(workspace, root))) {
        const text = readFileSync(file, 'utf8');
        const at = (index: number) => `${relative(workspace, file)}:${text.slice(0, index).split('\n').length}`;
        for (const found of text.matchAll(/routeUrl\(\s*'([^']+)'/g)) if (!ids.has(found[1]!)) broken.push(`${at(found.index)} routeUrl('${found[1]}')`);
        for (const found of text.matchAll(/(?:navigate\(|\bto=|\bto: )\s*['"](\/[^'"]*)['"]/g)) {
          if (!matchRoute(found[1]!.split(/[?#]/)[0]!)) broken.push(`${at(found.index)} ${found[1]}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
