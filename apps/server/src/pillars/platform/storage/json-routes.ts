import { z } from 'zod';
import { PageQuery, S3Credentials, StorageToken, StorageUsage, StoredFile, UploadHitAnswer, STORAGE_BUCKET, ok } from '@orator/shared';
import { AppError } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { confineKey, confinePrefix, relativeKey } from '../../../kernel/storage/keys.ts';
import type { OssAuthenticator } from './oss-auth.ts';
import type { StorageService } from './storage-service.ts';
import { BATCH_SIZE_HEADER, PURPOSE_HEADER } from './upload-rules.ts';
import { signUploadToken } from './upload-token.ts';
import { S3_REGION } from './credentials.ts';

function confinedOrThrow(result: ReturnType<typeof confineKey>) {
  if (!result.ok) throw new AppError('invalidKey', result.status);
  return result;
}

const TokenQuery = z.object({
  method: z.enum(['GET', 'HEAD', 'PUT', 'POST', 'DELETE']),
  bucket: z.string().default(STORAGE_BUCKET),
  key: z.string().min(1),
  content_md5: z.string().default(''),
  contentType: z.string().default(''),
  date: z.string().default(''),
});

const UploadHitQuery = z.object({
  Hash: z.string().regex(/^[0-9a-fA-F]{64}$/),
  FileName: z.string().min(1),
  FileSize: z.coerce.number().int().min(0),
});

const FilesQuery = PageQuery.extend({
  prefix: z.string().default(''),
  kind: z.enum(['image', 'audio', 'video', 'file']).optional(),
});

const FilesPage = z.object({ items: z.array(StoredFile), total: z.number(), page: z.number(), size: z.number() });

/** The JSON side of /oss: token endpoint, S3 credentials, usage, the file table, upload-by-hash. */
export function registerJsonRoutes(oss: ZodApp, storage: StorageService, authenticator: OssAuthenticator, publicUrl: string): void {
  const tags = ['storage'];

  oss.get(
    '/token_server.php',
    {
      schema: {
        tags,
        summary: 'Signs one storage request (valid 15 minutes)',
        querystring: TokenQuery,
        response: { 200: envelopeOf(StorageToken) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const target = confinedOrThrow(confineKey(q.key, auth.userId));
      const facts = {
        method: q.method,
        bucket: q.bucket,
        key: target.key,
        contentMd5: q.content_md5,
        contentType: q.contentType,
        date: q.date,
      };
      const signed = signUploadToken(await storage.secrets.serverSecret(), facts, auth.userId);
      return ok({ auth: signed.auth, expiresAt: signed.expiresAt.toISOString() });
    },
  );

  oss.get(
    '/credentials',
    { schema: { tags, summary: 'The caller S3 access key pair (SigV4)', response: { 200: envelopeOf(S3Credentials) } } },
    async (request) => {
      const auth = requireAuth(request);
      const pair = await storage.secrets.keyPairFor(auth.userId);
      return ok({
        ...pair,
        // The S3 listener when it runs (standard clients); else the /oss prefix (SDKs with a custom endpoint path).
        endpoint: storage.s3Endpoint ?? `${publicUrl.replace(/\/$/, '')}/oss`,
        region: S3_REGION,
        bucket: STORAGE_BUCKET,
        forcePathStyle: true,
      });
    },
  );

  oss.get(
    '/usage',
    { schema: { tags, summary: 'Storage used and quota (bytes)', response: { 200: envelopeOf(StorageUsage) } } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await storage.usage(auth.user));
    },
  );

  oss.get(
    '/files',
    {
      schema: {
        tags,
        summary: 'The file table with upload/probe state, newest first',
        querystring: FilesQuery,
        response: { 200: envelopeOf(FilesPage) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const prefix = confinePrefix(request.query.prefix, auth.userId);
      if (!prefix.ok) throw new AppError('invalidKey', prefix.status);
      return ok(
        await storage.files(auth.userId, {
          prefix: prefix.key,
          page: request.query.page,
          size: request.query.size,
          kind: request.query.kind,
        }),
      );
    },
  );

  oss.post(
    '/uploadhit',
    {
      schema: {
        tags,
        summary: 'Upload by hash: stores nothing when this content (SHA-256 + size) exists',
        querystring: UploadHitQuery,
        response: { 200: envelopeOf(UploadHitAnswer) },
      },
    },
    async (request) => {
      const { caller } = await authenticator.authenticate(request, STORAGE_BUCKET, null);
      const q = request.query;
      const target = confinedOrThrow(confineKey(q.FileName, caller.userId));
      const purpose = request.headers[PURPOSE_HEADER];
      const batch = Number(request.headers[BATCH_SIZE_HEADER]);
      const hit = await storage.uploadHit(
        caller,
        target,
        q.Hash.toLowerCase(),
        q.FileSize,
        typeof purpose === 'string' ? purpose : undefined,
        Number.isInteger(batch) ? batch : null,
      );
      return ok({ hit, key: hit ? relativeKey(target.key, caller.userId) : null });
    },
  );
}
