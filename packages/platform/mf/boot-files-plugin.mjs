// What the shell's first script fetches right after it runs (issue 25): the files of its bootstrap
// (`import('./bootstrap')` in shell/src/index.ts, the async boundary of module federation) and of
// antd's core (`antdCore`, for a page that is not plain), and the shell's own page declarations
// (which of its pages are plain) and the versions it provides to the modules (`provided`, the same
// as `__PORTAL_SHARED__`), written as `boot-files.json` beside `index.html`. The server
// names them as preloads in the page it serves, so the browser fetches them beside the first
// script instead of one round trip after it.
import { readFileSync } from 'node:fs';
import rspack from '@rspack/core';

export const BOOT_FILE = 'boot-files.json';

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
        const boot = { boot: files(bootstrap.getFiles()), antd: antdCore ? files(antdCore.files) : [], pages, provided: this.provided };
        compilation.emitAsset(BOOT_FILE, new rspack.sources.RawSource(`${JSON.stringify(boot)}\n`));
      });
    });
  }
}
