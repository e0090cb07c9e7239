import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messageFor, type ErrorKey } from '@orator/shared';
import { AppError } from '../../../kernel/http/app-error.ts';
import { errorXml } from './xml.ts';

/** An AppError that also names the S3 error code S3 clients should see. */
export class S3CodedError extends AppError {
  constructor(
    key: ErrorKey,
    status: number,
    readonly s3Code: string,
  ) {
    super(key, status);
  }
}

export const noSuchBucket = () => new S3CodedError('notFound', 404, 'NoSuchBucket');
export const notImplemented = () => new S3CodedError('errorRequest', 501, 'NotImplemented');

const S3_CODES: Partial<Record<ErrorKey, string>> = {
  storageFull: 'EntityTooLarge',
  fileSizeExceeded: 'EntityTooLarge',
  checksumMismatch: 'BadDigest',
  invalidSignature: 'SignatureDoesNotMatch',
  invalidRange: 'InvalidRange',
  uploadNotFound: 'NoSuchUpload',
  invalidUploadParts: 'InvalidPart',
  notFound: 'NoSuchKey',
  loginExpired: 'AccessDenied',
  forbidden: 'AccessDenied',
};

function s3Of(error: AppError): { status: number; code: string } {
  if (error instanceof S3CodedError) return { status: error.status, code: error.s3Code };
  // S3 clients know no 401: an unauthenticated request is AccessDenied.
  const status = error.status === 401 ? 403 : error.status;
  if (error.key === 'invalidKey') return { status, code: status === 403 ? 'AccessDenied' : 'InvalidArgument' };
  return { status, code: S3_CODES[error.key] ?? (status >= 500 ? 'InternalError' : 'InvalidRequest') };
}

function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers['language'];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Errors on /oss: S3 clients (SigV4) get S3's XML error document; everyone else gets the
 * app's envelope (rethrown to the app's error handler).
 */
export function ossErrorHandler(isS3Client: (request: FastifyRequest) => boolean) {
  return (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (!isS3Client(request)) throw error;
    let status = 500;
    let code = 'InternalError';
    let message = messageFor('systemError', languageOf(request));
    if (error instanceof AppError) {
      ({ status, code } = s3Of(error));
      message = messageFor(error.key, languageOf(request), error.params);
    } else if ('statusCode' in error && error.statusCode && error.statusCode < 500) {
      status = error.statusCode;
      code = 'InvalidRequest';
      message = messageFor('errorRequest', languageOf(request));
    } else {
      request.log.error({ err: error }, 'unhandled storage error');
    }
    return reply
      .status(status)
      .type('application/xml')
      .send(errorXml(code, message, request.url.split('?')[0] ?? ''));
  };
}
