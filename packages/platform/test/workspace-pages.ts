// The pages every module of the workspace declares (its `src/pages.json`) and the shell's own,
// registered as the shell registers them in a browser (issue 24), so that components link with
// `routeUrl` and title their pages with `common:routes.<id>` in tests as they do in the portal.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerPages, type PagesFile } from '../src/routing/pages';

const workspace = join(__dirname, '../../..');

/** Owner → the path of its declarations: the shell's first, then every module's. */
export function workspacePageFiles(): [string, string][] {
  const modules = readdirSync(workspace)
    .filter((entry) => entry.startsWith('mf-') && existsSync(join(workspace, entry, 'src/pages.json')))
    .sort();
  return [['shell', join(workspace, 'shell/src/routing/pages.json')], ...modules.map((module): [string, string] => [module, join(workspace, module, 'src/pages.json')])];
}

export function registerWorkspacePages(): void {
  for (const [owner, file] of workspacePageFiles()) registerPages(owner, JSON.parse(readFileSync(file, 'utf8')) as PagesFile);
}
