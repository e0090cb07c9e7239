import type { UploadKind } from '@orator/shared/constants';
import { AppError, badRequest } from '../../../kernel/http/app-error.ts';
import type { Ingested } from './ingest.ts';
import { checkUploadIntent, purposeOf } from './upload-rules.ts';

/** An object key after confinement: absolute for storage, relative for answers. */
export interface ObjectKey {
  key: string;
  relative: string;
}

/** What a write request told us besides its bytes. */
export interface WriteHeaders {
  contentType?: string;
  contentLength: number | null;
  /** Base64 MD5 (Content-MD5), checked when present. */
  contentMd5?: string;
  /** Hex SHA-256 the SigV4 signature covered (x-amz-content-sha256), checked when present. */
  payloadSha256?: string | null;
  purposeHeader?: string;
  batchSize: number | null;
}

export function resolvePurpose(header: string | undefined, relative: string): UploadKind | null {
  const purpose = purposeOf(header, relative);
  if (purpose === 'unknown') throw badRequest('errorRequest');
  return purpose;
}

/** Rejects a write before any byte is stored (product-rules#storage-uploads). */
export function checkIntent(relative: string, purpose: UploadKind | null, declaredSize: number | null, batchSize: number | null): void {
  const problem = checkUploadIntent({ relativeKey: relative, purpose, declaredSize, batchSize });
  if (!problem) return;
  const status = problem === 'fileSizeExceeded' ? 413 : 400;
  throw new AppError(problem, status);
}

/** Compares received bytes with the digests the client announced; throws 400 on mismatch. */
export function checkDigests(content: Ingested, headers: Pick<WriteHeaders, 'contentMd5' | 'payloadSha256'>): void {
  if (headers.contentMd5 !== undefined) {
    const announced = Buffer.from(headers.contentMd5, 'base64');
    if (announced.length !== 16 || announced.toString('hex') !== content.md5) throw badRequest('checksumMismatch');
  }
  if (headers.payloadSha256 && headers.payloadSha256 !== content.sha256) throw badRequest('checksumMismatch');
}
