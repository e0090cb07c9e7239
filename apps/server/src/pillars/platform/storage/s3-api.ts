import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageFor, STORAGE_BUCKET } from '@orator/shared';
import { capConnectionsPerAddress, serverTimeoutOptions } from '../../../kernel/http/connection-limits.ts';
import type { Shared, ZodApp } from '../../../kernel/module/types.ts';
import type { StorageService } from './storage-service.ts';
import { S3_REGION } from './credentials.ts';
import { registerObjectRoutes } from './object-routes.ts';
import { OssAuthenticator } from './oss-auth.ts';
import { ossErrorHandler } from './s3-errors.ts';
import { errorXml, listAllMyBucketsXml } from './xml.ts';

/** When the S3 API appeared; ListBuckets needs some creation date for the one bucket. */
const BUCKET_CREATED = new Date('2026-01-01T00:00:00Z');

/** What the S3 listener uses of a process's context (the composition root's AppContext fits). */
export interface S3ApiContext extends Pick<Shared, 'config' | 'db'> {
  services: { storage: StorageService };
}

export interface S3ApiOptions {
  logger?: boolean;
}

/**
 * The S3 API where standard clients expect it (issue 7 §3): its own listener with
 * path-style buckets at the root (`/orator/{key}`), so s3cmd, rclone or the AWS SDK sign
 * exactly the path they send. Same handlers and SigV4 verification as /oss on the app;
 * only S3 speaks here, so every error is an S3 XML document.
 */
export async function buildS3Api(ctx: S3ApiContext, opts: S3ApiOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: ctx.config.logLevel } : false,
    trustProxy: ctx.config.trustProxy,
    // The same slow-client limits as the app listener: a stalled PUT body must not hold a socket.
    ...serverTimeoutOptions(ctx.config.http),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, ctx.config.http.maxConnectionsPerIp);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // No session hook here: the authenticator sees no session and requires a signature.
  app.decorateRequest('auth', null);
  // Bodies stream straight from the socket to the blob store: no parser may buffer them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.setErrorHandler(ossErrorHandler(() => true));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const code = path === '/' || path.startsWith(`/${STORAGE_BUCKET}`) ? 'NotImplemented' : 'NoSuchBucket';
    return reply
      .status(code === 'NotImplemented' ? 501 : 404)
      .type('application/xml')
      .send(errorXml(code, messageFor(code === 'NotImplemented' ? 'errorRequest' : 'notFound', languageOf(request)), path));
  });

  const authenticator = new OssAuthenticator(ctx.db, ctx.services.storage.secrets);
  app.get('/', async (request, reply) => {
    const { caller } = await authenticator.authenticate(request, STORAGE_BUCKET, null);
    return reply.type('application/xml').send(listAllMyBucketsXml(caller.userId, STORAGE_BUCKET, BUCKET_CREATED));
  });
  registerObjectRoutes(app as ZodApp, ctx.services.storage, authenticator, { basePath: '', region: S3_REGION });
  return app;
}

function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers['language'];
  return Array.isArray(header) ? header[0] : header;
}

/** The endpoint S3 clients are told to use: S3_API_URL, else the public URL's host on the listener's port. */
export function s3EndpointFor(publicUrl: string, configured: string | null, port: number): string {
  if (configured) return configured.replace(/\/$/, '');
  const url = new URL(publicUrl);
  url.port = String(port);
  return url.origin;
}

/** Starts the S3 listener (S3_API_PORT; 0 = off) and tells the storage service where it is. */
export async function startS3Api(
  ctx: S3ApiContext,
  opts: S3ApiOptions & { port?: number; host?: string } = {},
): Promise<FastifyInstance | null> {
  const port = opts.port ?? ctx.config.s3ApiPort;
  if (port === null) return null;
  const app = await buildS3Api(ctx, opts);
  await app.listen({ port, host: opts.host ?? ctx.config.host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  ctx.services.storage.s3Endpoint = s3EndpointFor(ctx.config.publicUrl, ctx.config.s3ApiUrl, bound);
  return app;
}
