import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text and wasm files the server can hand out compressed; images, media and models are left alone. */
// Source maps (a --sourcemap build) are not served to browsers: compressing them only slows the build.
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|wasm|txt)$/;
/** Below this a compressed file saves too little to be worth a second file and a lookup. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality takes 30 s on the 4 MB jieba dictionary (wasm) for 3 % fewer bytes than
 * quality 5 (1 s): large files, loaded lazily and cached for a year, get the fast setting.
 */
const LARGE_BYTES = 1024 * 1024;
const brotliQuality = (bytes: number): number => (bytes > LARGE_BYTES ? 5 : 11);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` (quality 11, 5 for large files) and `.gz` (level 9) beside each compressible file of `outDir`. The async
 * zlib calls run on libuv's thread pool, so the files compress in parallel.
 */
export async function precompressDir(outDir: string): Promise<number> {
  const written = await Promise.all(
    filesUnder(outDir)
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const body = await fs.promises.readFile(file);
        if (body.length < MIN_BYTES) return 0;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        // A file that does not shrink is served as it is.
        const candidates: Array<[string, Buffer]> = [
          ['.br', br],
          ['.gz', gz],
        ];
        const kept = candidates.filter(([, packed]) => packed.length < body.length);
        await Promise.all(kept.map(([extension, packed]) => fs.promises.writeFile(`${file}${extension}`, packed)));
        return kept.length;
      }),
  );
  return written.reduce((sum, count) => sum + count, 0);
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
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
