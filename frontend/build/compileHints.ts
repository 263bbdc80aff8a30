import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136 and later); it counts only as a file's first line. */
const HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens the files named `chunkNames` with V8's explicit compile hint: Chromium then compiles their
 * functions on a background thread while each file streams in, rather than each one on the page's main
 * thread when first called. Nearly all of them run as the first screen opens; on the tablet profile that
 * compiling was about a quarter of the main thread's work (docs/performance.md, "Compiled while it downloads").
 *
 * The line has to come first, and Vite writes its own first line (the dynamic imports' dependency map) in
 * generateBundle, where vite-plugin-compression2 then writes each file's .br and .gz: so this runs after
 * both and writes those two again from the hinted file, at the same levels (brotli 11, gzip 9).
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name)) continue;
          chunk.code = `${HINT}\n${chunk.code}`;
          // A source map (a --sourcemap build) is already written out as its own file: one more generated line.
          const sourceMap = bundle[`${chunk.fileName}.map`];
          if (sourceMap?.type === 'asset') {
            const map = JSON.parse(sourceMap.source.toString()) as { mappings: string };
            sourceMap.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
          const code = Buffer.from(chunk.code);
          const brotli = bundle[`${chunk.fileName}.br`];
          if (brotli?.type === 'asset') brotli.source = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: code.length } });
          const gzip = bundle[`${chunk.fileName}.gz`];
          if (gzip?.type === 'asset') gzip.source = gzipSync(code, { level: 9 });
        }
      },
    },
  };
}
