import { defineConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const MOCKER_RUNTIME = 'mocker-runtime-injected.js';

/**
 * storybook-builder-rsbuild 3.6.0 emits Storybook's module-mocker runtime only while the HTML
 * page is generated, so after a rebuild in `storybook dev` (a saved file, a lazily compiled
 * story) the dev server no longer has it. iframe.html imports it statically, so reloading the
 * page then leaves the preview blank. This puts the first build's copy back into every rebuild.
 */
class KeepMockerRuntimePlugin {
  apply(compiler: Rspack.Compiler) {
    let runtime: string | Buffer | undefined;
    compiler.hooks.thisCompilation.tap(KeepMockerRuntimePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: KeepMockerRuntimePlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MOCKER_RUNTIME);
          if (asset) runtime = asset.source.source();
          else if (runtime !== undefined) compilation.emitAsset(MOCKER_RUNTIME, new compiler.webpack.sources.RawSource(runtime));
        },
      );
    });
  }
}

// Read by Storybook's rsbuild builder (storybook-react-rsbuild). Without pluginReact the stories
// compile with the classic JSX runtime and fail with "React is not defined". The workspace packages
// (@portal/platform, @portal/api-client) ship TypeScript source; rsbuild compiles every file outside
// node_modules, and pnpm's symlinks resolve to ../platform and ../api-client, so they need nothing more.
export default defineConfig({
  plugins: [pluginReact()],
  tools: {
    rspack: (_config, { appendPlugins, isDev }) => {
      if (isDev) appendPlugins(new KeepMockerRuntimePlugin());
    },
  },
});
