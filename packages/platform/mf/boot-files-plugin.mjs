// What the shell's first script fetches right after it runs (issue 25): the files of its bootstrap
// (`import('./bootstrap')` in shell/src/index.ts, the async boundary of module federation) and of
// antd's core (`antdCore`, for a page that is not plain), and the shell's own page declarations
// (which of its pages are plain) and the versions it provides to the modules (`provided`, the same
// as `__PORTAL_SHARED__`), written as `boot-files.json` beside `index.html`. The server
// names them as preloads in the page it serves, so the browser fetches them beside the first
// script instead of one round trip after it. `groups` are the files of the shell's named chunk
// groups a page needs next (`import(/* webpackChunkName: "page-login" */ …)`: each shell page,
// `remote-page` for a module's page, `with-queries`, `area-layout`), so that the server preloads them
// too instead of the browser finding them out one script after the other.
import { readFileSync } from 'node:fs';
import rspack from '@rspack/core';

export const BOOT_FILE = 'boot-files.json';

/** The names of the chunk groups whose files a page may need before it is drawn (see `groups` above). */
const PAGE_GROUP = /^(page-.+|remote-page|with-queries|area-layout)$/;

/**
 * The JS and CSS files of each named chunk group whose name `PAGE_GROUP` matches (a page's `import()`
 * named `page-<id>` and, in the shell, the parts around it): name → files, in the order loaded.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {(names: Iterable<string>) => string[]} files
 */
export function namedGroupFiles(compilation, files) {
  const groups = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (PAGE_GROUP.test(name)) groups[name] = files(group.getFiles());
  }
  return groups;
}

export class BootFilesPlugin {
  /** @param {{ pages: string, provided: Record<string, string> }} options the shell's `pages.json` and what it provides (contractProvided) */
  constructor({ pages, provided }) {
    this.pages = pages;
    this.provided = provided;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const bootstrap = compilation.namedChunkGroups.get('bootstrap');
        if (!bootstrap) throw new Error("BootFilesPlugin: no chunk group named bootstrap (import(/* webpackChunkName: 'bootstrap' */ './bootstrap'))");
        const files = (names) => [...names].filter((file) => /\.(js|css)$/.test(file));
        const antdCore = compilation.namedChunks.get('antdCore');
        const { pages } = JSON.parse(readFileSync(this.pages, 'utf8'));
        const boot = { boot: files(bootstrap.getFiles()), antd: antdCore ? files(antdCore.files) : [], groups: namedGroupFiles(compilation, files), pages, provided: this.provided };
        compilation.emitAsset(BOOT_FILE, new rspack.sources.RawSource(`${JSON.stringify(boot)}\n`));
      });
    });
  }
}
