// One rspack configuration for the shell and every module, so they build and share alike.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './chunk-groups.mjs';
import { BootFilesPlugin } from './boot-files-plugin.mjs';
import { PortalModulePlugin } from './portal-module-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { barrelMaps, transformImport, writeProvidedParts } from './shared-parts.mjs';
import { contractProvided, isSingletonFile, sharedDependencies } from './shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The federation SDK and error codes (CommonJS builds) that the federation runtime installed for
 * `dir` uses: the shell lends exactly these to the modules (runtime-plugins/lend-federation-helpers.ts).
 */
function federationHelpers(dir) {
  // Each package's main file, resolved from the one that depends on it (pnpm keeps them apart).
  const from = (base, request) => createRequire(base).resolve(request);
  const enhanced = from(join(dir, 'package.json'), '@module-federation/enhanced');
  const tools = from(enhanced, '@module-federation/runtime-tools');
  const bundlerRuntime = from(tools, '@module-federation/webpack-bundler-runtime');
  return {
    'portal-federation-sdk$': from(bundlerRuntime, '@module-federation/sdk'),
    'portal-federation-error-codes$': from(bundlerRuntime, '@module-federation/error-codes'),
  };
}

/** A file of the package `name` installed for `dir`. */
function packageFile(dir, name, file) {
  return join(dirname(createRequire(join(dir, 'package.json')).resolve(`${name}/package.json`)), file);
}

/**
 * Libraries shared as the part of their API the portal uses (`*-client.mjs`, issue 9): the shared
 * module is the client file, which re-exports from the package's own ES build (`<alias>-full`),
 * so the bundler drops the rest. mf/sharing.test.ts fails when code imports a name not listed.
 */
function trimmedLibraries(dir, production) {
  return {
    // react-router: its browser API, from its production build (its package points bundlers at the development one).
    'react-router$': join(here, 'react-router-client.mjs'),
    'react-router-full$': packageFile(dir, 'react-router', `dist/${production ? 'production' : 'development'}/index.mjs`),
    // react-i18next without Trans and its HTML parser, SSR and ICU helpers.
    'react-i18next$': join(here, 'react-i18next-client.mjs'),
    'react-i18next-full$': packageFile(dir, 'react-i18next', 'dist/es/index.js'),
    // TanStack Query: the client, its provider and the hooks the portal and openapi-react-query use.
    // antd's CSS-in-JS without its server-rendering extraction, linters and legacy transformers.
    '@ant-design/cssinjs$': join(here, 'cssinjs-client.mjs'),
    'ant-design-cssinjs-full$': packageFile(dir, '@ant-design/cssinjs', 'es/index.js'),
    '@tanstack/react-query$': join(here, 'tanstack-client.mjs'),
    'tanstack-react-query-full$': packageFile(dir, '@tanstack/react-query', 'build/modern/index.js'),
  };
}

/**
 * @param {object} options
 * @param {string} options.name     module name (`shell`, `mf-leads`, …)
 * @param {string} options.dir      the module's folder
 * @param {number} options.port     dev server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes (`./routes`, `./widgets`)
 * @param {boolean} [options.host]  the shell: served at `/`, registers remotes at run time
 * @param {string} [options.title]  HTML title of the standalone page
 */
export function moduleConfig({ name, dir, port, exposes = {}, host = false, title = name }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const shared = sharedDependencies(dir, { providedByShell: production && !host });
    // A module's production build consumes leaf parts (its own copy as fallback) without providing
    // them to the others: the shell provides them all, and a module's table of what it provides
    // costs each page that loads it 3 KiB (issue 9). The singletons stay in the federation's table.
    const leaves = production && !host ? Object.fromEntries(Object.entries(shared).filter(([, config]) => config.singleton === false)) : {};
    const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The shell also provides every antd component, icon and @portal file a module imports (shared-parts.mjs).
      entry: { main: host ? ['./src/index.ts', writeProvidedParts(join(dir, 'node_modules/.portal'))] : './src/index.ts' },
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        // The shell is served at `/` for every deep link; a built remote can live under any URL
        // (CDN). A dev server names itself, so its chunks load standalone and inside the shell.
        publicPath: host ? '/' : production ? 'auto' : `http://localhost:${port}/`,
        uniqueName: name,
        filename: production ? 'static/[name].[contenthash:8].js' : 'static/[name].js',
        chunkFilename: production ? 'static/[name].[contenthash:8].js' : 'static/[name].js',
        cssFilename: production ? 'static/[name].[contenthash:8].css' : 'static/[name].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: {
          ...trimmedLibraries(dir, production),
          ...(host ? federationHelpers(dir) : {}),
          // antd's public locale path (`antd/locale/sv_SE`) is a CommonJS file over antd's lib build:
          // the bundler takes the same file from antd's ES build, as every other antd import.
          'antd/locale': packageFile(dir, 'antd', 'es/locale'),
        },
      },
      module: {
        // An import of a name a file does not export fails the build instead of being undefined at
        // run time (names taken from shared packages are checked by mf/sharing.test.ts).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.(tsx?|jsx?)$/,
            exclude: /node_modules/,
            type: 'javascript/auto',
            // Loaders run last to first: @portal barrels are split per file, then swc compiles
            // (and turns antd and icon imports into per-component ones).
            use: [
              {
                loader: 'builtin:swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    transform: { react: { runtime: 'automatic', development: !production } },
                    target: 'es2022',
                  },
                  transformImport,
                },
              },
              { loader: join(here, 'split-barrel-loader.cjs'), options: { barrels: barrelMaps() } },
            ],
          },
          // rc-component's packages (and antd's style helpers) are pure modules but do not say so
          // in their package.json: declared here, an import of one helper (`omit` from
          // @rc-component/util, the form context an Input reads) takes that file, not the whole
          // package behind its index (issue 9).
          {
            test: /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs-utils|colors|fast-color))[\\/]/,
            sideEffects: false,
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          filename: 'remoteEntry.js',
          exposes,
          shared: Object.fromEntries(Object.entries(shared).filter(([key]) => !(key in leaves))),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // In production a module uses the shell's federation runtime and its plugins (retry, the
          // error report) instead of carrying its own: half the size of each remoteEntry.js (issue 9).
          runtimePlugins: host
            ? [join(here, 'runtime-plugins/lend-federation-helpers.ts'), join(here, 'runtime-plugins/remote-error-plugin.ts'), join(here, 'runtime-plugins/retry-plugin.ts')]
            : production
              ? []
              : [join(here, 'runtime-plugins/remote-error-plugin.ts'), join(here, 'runtime-plugins/retry-plugin.ts')],
          // The runtime's Node-only script loading is left out of browser builds (`target: 'web'`).
          experiments: {
            optimization: { target: 'web' },
            ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
        ...(Object.keys(leaves).length ? [new rspack.sharing.ConsumeSharedPlugin({ consumes: leaves, enhanced: true })] : []),
        new rspack.HtmlRspackPlugin({
          template: join(here, 'index.html'),
          title,
          favicon: join(here, 'favicon.svg'),
        }),
        // antd's Radio.Group takes one small helper from antd's form hooks, whose file brings
        // rc-form's store and scroll-into-view: the group gets the helper alone (antd-name-path.mjs).
        new rspack.NormalModuleReplacementPlugin(/^\.\.\/form\/hooks\/useForm$/, (resource) => {
          if (/[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/.test(resource.contextInfo?.issuer ?? '')) resource.request = join(here, 'antd-name-path.mjs');
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // What the shell provides, against which it checks each module's requirements (portal-module-plugin.mjs).
          __PORTAL_SHARED__: JSON.stringify(host ? contractProvided(dir) : {}),
        }),
        // A module's pages and requirements, read by the shell before any of its code (portal-module.json).
        ...(host ? (production ? [new BootFilesPlugin({ pages: join(dir, 'src/routing/pages.json'), provided: contractProvided(dir) })] : []) : [new PortalModulePlugin({ name, dir })]),
        // A module in production takes the federation SDK and error codes from the shell, like its
        // runtime (runtime-plugins/lend-federation-helpers.ts).
        ...(production && !host
          ? [
              new rspack.ExternalsPlugin('global', {
                '@module-federation/sdk': '__PORTAL_FEDERATION_SDK__',
                '@module-federation/error-codes': '__PORTAL_FEDERATION_ERROR_CODES__',
              }),
            ]
          : []),
        // Served as they are by the API server (core/http/static.ts) or any static host that can.
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimize: production,
        // Per-component sharing makes many small chunks (each a response of its own): the groups
        // of chunk-groups.mjs put what pages use together into a few files. No size minimum: a
        // module two chunks need gets a chunk of its own instead of a copy in each (issue 9:
        // never a second copy).
        splitChunks: {
          chunks: 'async',
          minSize: 0,
          // A module keeps its fallback copies of the singletons out of the groups: its own copy
          // of a component the shell lacks then fetches no copy of React or antd's contexts along.
          cacheGroups: chunkGroups(production && !host ? { except: isSingletonFile(dir) } : {}),
        },
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: apiTarget, changeOrigin: true }],
      },
      // Compiling on first request confuses the federation runtime's chunk loading.
      lazyCompilation: false,
      experiments: { css: true },
      stats: 'errors-warnings',
    };
  };
}
