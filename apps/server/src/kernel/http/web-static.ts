import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A year: hashed file names change whenever their content does, so a cached copy is never stale. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The HTML shell names the current hashed bundles: the browser must ask again each time (ETag makes that a 304). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Vite's hashed output (`/assets/name-<hash>.js`), its precompressed siblings included. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/** Cache policy of a served file by its path on disk. */
export function cacheControlFor(filePath: string): string | null {
  if (HASHED_ASSET.test(filePath)) return IMMUTABLE_CACHE_CONTROL;
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return REVALIDATE_CACHE_CONTROL;
  return null;
}

/**
 * Serves the web build: the `.br`/`.gz` siblings the build wrote (apps/web/vite.config.ts) when the
 * browser accepts them, with Content-Encoding and `Vary: Accept-Encoding`; hashed assets cached for
 * a year, the HTML shell revalidated.
 */
export async function serveWebBuild(app: FastifyInstance, webRoot: string): Promise<void> {
  // wildcard: files are looked up per request, so a rebuilt dist/ is served without a restart.
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, filePath) {
      const cacheControl = cacheControlFor(path.normalize(filePath));
      if (cacheControl) reply.header('cache-control', cacheControl);
    },
  });
}
