import path from 'node:path';
import type { Config } from '../../../../kernel/config.ts';
import type { BlobBackend } from './blob-backend.ts';
import { LocalBlobBackend } from './local-backend.ts';
import { S3BlobBackend } from './s3-backend.ts';

export type { BlobBackend } from './blob-backend.ts';

/** DATA_DIR/blobs holds the local store and, for both backends, the upload temp files. */
export function storageDirs(config: Config): { blobs: string; temp: string; multipart: string } {
  const blobs = path.join(config.dataDir, 'blobs');
  return { blobs, temp: path.join(blobs, 'tmp'), multipart: path.join(blobs, 'tmp', 'multipart') };
}

/** Chosen once at start-up: S3 when S3_ENDPOINT is set, local disk otherwise. */
export function createBlobBackend(config: Config): BlobBackend {
  const dirs = storageDirs(config);
  return config.s3 ? new S3BlobBackend(config.s3, dirs.temp) : new LocalBlobBackend(dirs.blobs);
}
