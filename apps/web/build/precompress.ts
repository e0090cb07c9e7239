import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text and wasm files the server can hand out compressed; images, media and models are left alone. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|wasm|txt|map)$/;
/** Below this a compressed file saves too little to be worth a second file and a lookup. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside each compressible file of `outDir`. */
export function precompressDir(outDir: string): number {
  let written = 0;
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    // A file that does not shrink is served as it is.
    if (gz.length < body.length) {
      fs.writeFileSync(`${file}.gz`, gz);
      written++;
    }
    if (br.length < body.length) {
      fs.writeFileSync(`${file}.br`, br);
      written++;
    }
  }
  return written;
}

/**
 * The build's static files precompressed once (brotli and gzip), so the server sends them with
 * Content-Encoding without compressing on each request (apps/server/src/kernel/http/web-static.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'orator-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
