import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_BUCKET, ok, type ObjectListing } from '@orator/shared';
import { AppError, badRequest, notFound } from '../../../kernel/http/app-error.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { confineKey, confinePrefix, namespaceOf, relativeKey } from '../../../kernel/storage/keys.ts';
import type { OssAuth, OssAuthenticator } from './oss-auth.ts';
import { parseRange } from './range.ts';
import { unsupportedSubresource } from './s3-subresources.ts';
import { noSuchBucket, notImplemented } from './s3-errors.ts';
import type { StorageService } from './storage-service.ts';
import type { ObjectRow } from './objects-repo.ts';
import { BATCH_SIZE_HEADER, PURPOSE_HEADER } from './upload-rules.ts';
import type { ObjectKey, WriteHeaders } from './write-checks.ts';
import {
  completeMultipartUploadXml,
  initiateMultipartUploadXml,
  listBucketResultXml,
  locationConstraintXml,
  parseCompleteMultipartUpload,
} from './xml.ts';

/** The part list of a completion is small; anything bigger is not a part list. */
const MAX_XML_BODY = 1024 * 1024;
const S3_MAX_KEYS = 1000;

type Query = Record<string, string | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function queryOf(request: FastifyRequest): Query {
  return request.query as Query;
}

function has(query: Query, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(query, name);
}

function intHeader(request: FastifyRequest, name: string): number | null {
  const text = single(request.headers[name]);
  if (text === undefined || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

function writeHeaders(request: FastifyRequest, auth: OssAuth): WriteHeaders {
  return {
    contentType: single(request.headers['content-type']),
    contentLength: intHeader(request, 'content-length'),
    contentMd5: single(request.headers['content-md5']),
    payloadSha256: auth.payloadSha256,
    purposeHeader: single(request.headers[PURPOSE_HEADER]),
    batchSize: intHeader(request, BATCH_SIZE_HEADER),
  };
}

function checkBucket(bucket: string): void {
  if (bucket !== STORAGE_BUCKET) throw noSuchBucket();
}

function objectKeyOf(request: FastifyRequest, userId: string): ObjectKey {
  const raw = (request.params as { '*'?: string })['*'] ?? '';
  const confined = confineKey(raw, userId);
  if (!confined.ok) throw new AppError('invalidKey', confined.status);
  return { key: confined.key, relative: confined.relative };
}

async function readSmallBody(request: FastifyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_XML_BODY) throw badRequest('invalidUploadParts');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function objectHeaders(reply: FastifyReply, row: ObjectRow): void {
  reply.header('content-type', row.contentType);
  reply.header('etag', `"${row.etag}"`);
  reply.header('last-modified', row.updatedAt.toUTCString());
  reply.header('accept-ranges', 'bytes');
  reply.header('x-orator-state', row.state);
  // User content is served from the app's origin: never let a browser run it as a page.
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', 'sandbox');
}

function wantsJson(request: FastifyRequest): boolean {
  return (single(request.headers.accept) ?? '').includes('application/json');
}

/** Markers and tokens are keys as the client sees them (namespace-relative). */
function absoluteMarker(marker: string | undefined, userId: string): string | null {
  if (!marker) return null;
  return marker.startsWith(namespaceOf(userId)) ? marker : namespaceOf(userId) + marker;
}

export interface ObjectRoutesOptions {
  /** Where the routes are mounted ('/oss' on the app, '' on the S3 listener): completion answers name the object's path. */
  basePath: string;
  /** The region GET ?location reports (clients sign with it). */
  region: string;
}

/**
 * The S3-compatible object routes under {basePath}/{bucket}: listing, HEAD, GET (ranges), PUT
 * (streamed), DELETE, and multipart (POST ?uploads, PUT ?uploadId&partNumber, POST ?uploadId,
 * DELETE ?uploadId). product-rules#storage-protocol. The same handlers serve /oss on the
 * app and the root of the S3 listener.
 */
export function registerObjectRoutes(
  oss: ZodApp,
  storage: StorageService,
  authenticator: OssAuthenticator,
  options: ObjectRoutesOptions,
): void {
  const tags = ['storage'];

  oss.head('/:bucket', { schema: { tags, summary: 'HeadBucket' } }, async (request, reply) => {
    const { bucket } = request.params as { bucket: string };
    await authenticator.authenticate(request, bucket, null);
    checkBucket(bucket);
    return reply.status(200).send();
  });

  const listSummary =
    'List objects: ?list&prefix&marker&limit (XML ListBucketResult; JSON with Accept: application/json), also S3 ListObjects V1/V2';
  async function listObjects(request: FastifyRequest, reply: FastifyReply) {
    const { bucket } = request.params as { bucket: string };
    const auth = await authenticator.authenticate(request, bucket, null);
    checkBucket(bucket);
    const query = queryOf(request);
    if (has(query, 'location')) return reply.type('application/xml').send(locationConstraintXml(options.region));
    if (unsupportedSubresource(query)) throw notImplemented();
    const userId = auth.caller.userId;
    const rawPrefix = query.prefix ?? '';
    const prefix = confinePrefixOrThrow(rawPrefix, userId);
    const v2 = query['list-type'] === '2';
    const defaultLimit = has(query, 'list') ? 20 : S3_MAX_KEYS;
    const limitText = query['max-keys'] ?? query.limit;
    const limit = Math.min(S3_MAX_KEYS, Math.max(1, Number.parseInt(limitText ?? String(defaultLimit), 10) || defaultLimit));
    const marker = v2 ? (query['continuation-token'] ?? query['start-after']) : query.marker;
    const delimiter = query.delimiter ?? '';
    const listing = await storage.listObjects(userId, prefix, absoluteMarker(marker, userId), limit, delimiter);
    const entries = listing.rows.map((row) => ({
      key: relativeKey(row.key, userId),
      size: row.size,
      etag: row.etag,
      lastModified: row.updatedAt,
    }));
    const commonPrefixes = listing.commonPrefixes.map((folder) => relativeKey(folder, userId));
    const next = listing.nextMarker === null ? null : relativeKey(listing.nextMarker, userId);
    if (wantsJson(request) && auth.via !== 'sigv4') {
      const json: ObjectListing = {
        items: entries.map((e) => ({ ...e, lastModified: e.lastModified.toISOString() })),
        commonPrefixes,
        isTruncated: listing.isTruncated,
        nextMarker: next,
      };
      return reply.send(ok(json));
    }
    const xml = listBucketResultXml({
      bucket,
      prefix: rawPrefix,
      delimiter,
      limit,
      entries,
      commonPrefixes,
      isTruncated: listing.isTruncated,
      nextMarker: next,
      marker: query.marker ?? '',
      v2: v2 ? { continuationToken: query['continuation-token'] ?? null, startAfter: query['start-after'] ?? null } : undefined,
    });
    return reply.type('application/xml').send(xml);
  }

  oss.get('/:bucket', { exposeHeadRoute: false, schema: { tags, summary: listSummary } }, listObjects);

  async function resolve(request: FastifyRequest): Promise<{ auth: OssAuth; target: ObjectKey }> {
    const { bucket } = request.params as { bucket: string };
    const raw = (request.params as { '*'?: string })['*'] ?? '';
    const auth = await authenticator.authenticate(request, bucket, raw);
    checkBucket(bucket);
    return { auth, target: objectKeyOf(request, auth.caller.userId) };
  }

  oss.head('/:bucket/*', { schema: { tags, summary: 'HeadObject: Content-Type, ETag, Content-Length' } }, async (request, reply) => {
    const { auth, target } = await resolve(request);
    const row = await storage.headObject(auth.caller.userId, target.key);
    if (!row) throw notFound();
    objectHeaders(reply, row);
    reply.header('content-length', String(row.size));
    return reply.status(200).send();
  });

  oss.get('/:bucket/*', { exposeHeadRoute: false, schema: { tags, summary: 'GetObject (Range supported)' } }, async (request, reply) => {
    // Path-style clients list a bucket as `/bucket/?list-type=2`.
    if (((request.params as { '*'?: string })['*'] ?? '') === '') return listObjects(request, reply);
    const { auth, target } = await resolve(request);
    if (has(queryOf(request), 'uploadId') || unsupportedSubresource(queryOf(request))) throw notImplemented();
    const row = await storage.headObject(auth.caller.userId, target.key);
    if (!row) throw notFound();
    objectHeaders(reply, row);
    const range = parseRange(single(request.headers.range), row.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${row.size}`);
      throw new AppError('invalidRange', 416);
    }
    if (row.size === 0) return reply.header('content-length', '0').status(200).send('');
    const stream = await storage.openObject(row, range ?? undefined);
    if (range) {
      reply.header('content-range', `bytes ${range.start}-${range.end}/${row.size}`);
      reply.header('content-length', String(range.end - range.start + 1));
      return reply.status(206).send(stream);
    }
    reply.header('content-length', String(row.size));
    return reply.status(200).send(stream);
  });

  oss.put('/:bucket/*', { schema: { tags, summary: 'PutObject, or UploadPart with ?uploadId&partNumber' } }, async (request, reply) => {
    const { auth, target } = await resolve(request);
    const query = queryOf(request);
    if (request.headers['x-amz-copy-source'] || unsupportedSubresource(query)) throw notImplemented();
    if (query.uploadId !== undefined) {
      const partNumber = Number(query.partNumber);
      const etag = await storage.multipart.uploadPart(
        auth.caller,
        query.uploadId,
        target,
        partNumber,
        request.raw,
        writeHeaders(request, auth),
      );
      return reply.header('etag', `"${etag}"`).status(200).send();
    }
    const row = await storage.putObject(auth.caller, target, request.raw, writeHeaders(request, auth));
    return reply.header('etag', `"${row.etag}"`).status(200).send();
  });

  oss.post(
    '/:bucket/*',
    { schema: { tags, summary: 'CreateMultipartUpload (?uploads) or CompleteMultipartUpload (?uploadId, XML part list)' } },
    async (request, reply) => {
      const { auth, target } = await resolve(request);
      const query = queryOf(request);
      const { bucket } = request.params as { bucket: string };
      if (has(query, 'uploads')) {
        const uploadId = await storage.multipart.initiate(auth.caller, target, writeHeaders(request, auth));
        return reply.type('application/xml').send(initiateMultipartUploadXml(bucket, target.relative, uploadId));
      }
      if (query.uploadId !== undefined) {
        const body = await readSmallBody(request);
        if (auth.payloadSha256 && auth.payloadSha256 !== crypto.createHash('sha256').update(body).digest('hex'))
          throw badRequest('checksumMismatch');
        const parts = parseCompleteMultipartUpload(body.toString('utf8'));
        if (!parts) throw badRequest('invalidUploadParts');
        const row = await storage.multipart.complete(auth.caller, query.uploadId, target, parts);
        return reply
          .type('application/xml')
          .send(completeMultipartUploadXml(`${options.basePath}/${bucket}/${target.relative}`, bucket, target.relative, row.etag));
      }
      throw badRequest('errorRequest');
    },
  );

  oss.delete(
    '/:bucket/*',
    { schema: { tags, summary: 'DeleteObject (204) or AbortMultipartUpload (?uploadId)' } },
    async (request, reply) => {
      const { auth, target } = await resolve(request);
      const query = queryOf(request);
      if (unsupportedSubresource(query)) throw notImplemented();
      if (query.uploadId !== undefined) await storage.multipart.abort(auth.caller, query.uploadId, target);
      else await storage.deleteObject(auth.caller.userId, target.key);
      return reply.status(204).send();
    },
  );
}

function confinePrefixOrThrow(raw: string, userId: string): string {
  const confined = confinePrefix(raw, userId);
  if (!confined.ok) throw new AppError('invalidKey', confined.status);
  return confined.key;
}
