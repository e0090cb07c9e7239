import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../../kernel/config.ts';
import { ingestToFile, removeQuietly } from '../ingest.ts';
import type { ByteRange } from '../range.ts';
import type { BlobBackend } from './blob-backend.ts';

/** Blobs in any S3-compatible store, as `blobs/ab/<sha256>` in the configured bucket. */
export class S3BlobBackend implements BlobBackend {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly tempDir: string,
  ) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible stores do not support the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  keyOf(sha256: string): string {
    return `blobs/${sha256.slice(0, 2)}/${sha256}`;
  }

  async write(tempPath: string, sha256: string, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(sha256),
        Body: fs.createReadStream(tempPath),
        ContentLength: size,
      }),
    );
  }

  async has(sha256: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(sha256) }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      throw error;
    }
  }

  async open(sha256: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(sha256),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    // In Node the SDK's body is an http.IncomingMessage (a Readable).
    return answer.Body as Readable;
  }

  async remove(sha256: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(sha256) }));
    } catch (error) {
      if (!(error instanceof NoSuchKey)) throw error;
    }
  }

  async withLocalFile<T>(sha256: string, use: (filePath: string) => Promise<T>): Promise<T> {
    const copy = await ingestToFile(await this.open(sha256), { tempDir: this.tempDir, maxBytes: Number.POSITIVE_INFINITY });
    try {
      return await use(copy.tempPath);
    } finally {
      await removeQuietly(copy.tempPath);
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
