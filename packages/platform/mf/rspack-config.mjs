// One rspack configuration for the shell and every module, so they build and share alike.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack from '@rspack/core';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedDependencies } from './shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));

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
    const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
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
      },
      module: {
        rules: [
          {
            test: /\.(tsx?|jsx?)$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
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
          shared: sharedDependencies(dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: [join(here, 'runtime-plugins/remote-error-plugin.ts'), join(here, 'runtime-plugins/retry-plugin.ts')],
        }),
        new rspack.HtmlRspackPlugin({
          template: join(here, 'index.html'),
          title,
          favicon: join(here, 'favicon.svg'),
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ],
      optimization: { minimize: production },
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
