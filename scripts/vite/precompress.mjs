// Vite plugin: writes a .br and a .gz beside every text file of the build, so the server sends
// compressed bytes without compressing on each request (backend/src/common/http/static-files.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `<path>.gz` and `<path>.br` for a text file worth compressing. */
export function compressFile(path) {
  if (!TEXT.test(path)) return;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) return;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** Compresses the output folder once everything is written (the service worker included). */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'resonate-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of files(outDir)) compressFile(path);
      },
    },
  };
}
