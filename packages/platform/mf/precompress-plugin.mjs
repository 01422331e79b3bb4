// Writes a brotli copy (`x.js.br`, quality 11) beside every script and stylesheet a production
// build emits, so the server sends those bytes as they are (@fastify/static `preCompressed`)
// instead of compressing each response on the fly at the moderate quality a server can afford per
// request (issue 9: the shell's scripts are 620 KiB at quality 5 and 572 KiB at quality 11).
import rspack from '@rspack/core';
import { brotliCompressSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(?:m?js|css)$/;

export class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying, hashing and the source-map comment: the bytes that ship.
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name)) continue;
            const content = asset.source.buffer();
            const compressed = brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            compilation.emitAsset(`${asset.name}.br`, new RawSource(compressed), { compressed: true });
          }
        },
      );
    });
  }
}
