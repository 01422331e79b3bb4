// What the shell reads of a module before fetching any of its code (issue 24): its pages (from the
// module's `src/pages.json`), what it requires of the shell (the singletons' version ranges), its
// version and the id of its build, and the files each page's code is in (`files`: page id → the
// files of its chunk group `page-<id>`, named in the module's `src/routes.ts`) for the server to
// preload on a first visit (issue 25). Written as `portal-module.json` beside `mf-manifest.json`, served
// `no-cache` like it. The shell itself gets the versions it provides as `__PORTAL_SHARED__`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import rspack from '@rspack/core';
import { namedGroupFiles } from './boot-files-plugin.mjs';
import { contractRequirements } from './shared.mjs';

export const MODULE_FILE = 'portal-module.json';

export class PortalModulePlugin {
  /** @param {{ name: string, dir: string }} options */
  constructor({ name, dir }) {
    this.name = name;
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalModulePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PortalModulePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { pages, widgets } = JSON.parse(readFileSync(join(this.dir, 'src/pages.json'), 'utf8'));
        const { version } = JSON.parse(readFileSync(join(this.dir, 'package.json'), 'utf8'));
        const groups = namedGroupFiles(compilation, (names) => [...names].filter((file) => /\.(js|css)$/.test(file)));
        const files = Object.fromEntries(Object.keys(pages).flatMap((id) => (groups[`page-${id}`] ? [[id, groups[`page-${id}`]]] : [])));
        const declaration = {
          module: this.name,
          version,
          build: compilation.hash,
          requires: contractRequirements(this.dir),
          pages,
          files,
          ...(widgets ? { widgets } : {}),
        };
        compilation.emitAsset(MODULE_FILE, new rspack.sources.RawSource(`${JSON.stringify(declaration, null, 1)}\n`));
      });
    });
  }
}
