import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, unauthorized } from '../../../kernel/http/app-error.ts';
import { findLiveUser } from '../../../kernel/tenancy/owners-repo.ts';
import type { StorageSecrets } from './credentials.ts';
import { confineKey } from '../../../kernel/storage/keys.ts';
import { EXPIRES_PARAM, SIGNATURE_PARAM, verifyMediaLink } from '../../../kernel/storage/media-links.ts';
import { isSigV4Request, verifySigV4 } from './sigv4-verify.ts';
import type { WireRequest } from './sigv4.ts';
import type { Caller } from './storage-core.ts';
import { parseUploadToken, verifyUploadToken } from './upload-token.ts';

/**
 * Who is calling /oss, four ways: the session token (our web client, resolved by the
 * app's auth hook, headers only), the token endpoint's one-request signature
 * (`Authorization: OSS …`), AWS SigV4 (S3 clients; header or presigned query), or a signed
 * media link (`?expires&signature`, GET/HEAD of one object).
 */
export interface OssAuth {
  caller: Caller;
  via: 'session' | 'token' | 'sigv4' | 'mediaLink';
  /** Body SHA-256 the SigV4 signature covered; null when unsigned. */
  payloadSha256: string | null;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function wireOf(request: FastifyRequest): WireRequest {
  const url = request.raw.url ?? request.url;
  const q = url.indexOf('?');
  return {
    method: request.method,
    rawPath: q < 0 ? url : url.slice(0, q),
    rawQuery: q < 0 ? '' : url.slice(q + 1),
    headers: request.headers,
  };
}

export function isS3Client(request: FastifyRequest): boolean {
  return isSigV4Request(wireOf(request));
}

const invalidSignature = () => new AppError('invalidSignature', 403);

export class OssAuthenticator {
  constructor(
    private readonly db: AppDb,
    private readonly secrets: StorageSecrets,
  ) {}

  private async callerFor(userId: string): Promise<Caller> {
    const user = await findLiveUser(this.db, userId);
    if (!user) throw invalidSignature();
    return { user, userId: user.id, tenantId: user.currentTenantId ?? '' };
  }

  /** `bucket` and `rawKey` (decoded, as in the URL) are what a token signature must match. */
  async authenticate(request: FastifyRequest, bucket: string, rawKey: string | null): Promise<OssAuth> {
    const wire = wireOf(request);
    if (isSigV4Request(wire)) {
      const found: { userId?: string } = {};
      const outcome = await verifySigV4(wire, async (accessKeyId) => {
        const owner = await this.secrets.ownerOf(accessKeyId);
        found.userId = owner?.userId;
        return owner?.secretAccessKey ?? null;
      });
      if (!outcome.ok || !found.userId) throw invalidSignature();
      return { caller: await this.callerFor(found.userId), via: 'sigv4', payloadSha256: outcome.payloadSha256 };
    }
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.[SIGNATURE_PARAM] === 'string') {
      // A signed media link opens one object for reading, nothing else.
      const expires = query[EXPIRES_PARAM];
      const link =
        rawKey !== null && (request.method === 'GET' || request.method === 'HEAD') && typeof expires === 'string'
          ? verifyMediaLink(await this.secrets.serverSecret(), rawKey, expires, query[SIGNATURE_PARAM])
          : null;
      if (!link) throw invalidSignature();
      return { caller: await this.callerFor(link.userId), via: 'mediaLink', payloadSha256: null };
    }
    const authorization = single(request.headers.authorization);
    const token = authorization ? parseUploadToken(authorization) : null;
    if (token) {
      const confined = rawKey === null ? null : confineKey(rawKey, token.userId);
      const facts = {
        method: request.method,
        bucket,
        key: confined?.ok ? confined.key : '',
        contentMd5: single(request.headers['content-md5']) ?? '',
        contentType: single(request.headers['content-type']) ?? '',
        date: single(request.headers['x-oss-date']) ?? single(request.headers.date) ?? '',
      };
      if (!verifyUploadToken(await this.secrets.serverSecret(), token, facts)) throw invalidSignature();
      return { caller: await this.callerFor(token.userId), via: 'token', payloadSha256: null };
    }
    if (!request.auth) throw unauthorized();
    return {
      caller: { user: request.auth.user, userId: request.auth.userId, tenantId: request.auth.tenantId },
      via: 'session',
      payloadSha256: null,
    };
  }
}
