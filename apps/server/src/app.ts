import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { collectKeyOperations, withExamples } from './kernel/http/openapi-examples.ts';
import { finishedDocument } from './kernel/http/openapi-document.ts';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { failure, messageFor } from '@orator/shared';
import { registerRoutes, type AppContext } from './context.ts';
import { installAuth } from './kernel/http/auth.ts';
import { installErrorHandler } from './kernel/http/error-handler.ts';
import { installNulGuard } from './kernel/http/input-guard.ts';
import { redactingLogger, type LogSink } from './kernel/http/log-redaction.ts';
import { installJobSocket } from './kernel/http/socket.ts';
import { isApiPath } from './kernel/http/api-paths.ts';
import { companySelectorOf } from './pillars/platform/company/routes.ts';
import { runInCompanyScope } from './kernel/tenancy/company-scope.ts';
import { installSecurityHeaders } from './kernel/http/security-headers.ts';
import { installJsonCompression } from './kernel/http/json-compression.ts';
import { serveWebBuild } from './kernel/http/web-static.ts';
import { capConnectionsPerAddress, serverTimeoutOptions } from './kernel/http/connection-limits.ts';

/** How long one plugin may take to register before start-up fails (see buildApp). */
const PLUGIN_TIMEOUT_MS = 120_000;

export interface BuildAppOptions {
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); implies `logger`. */
  logStream?: LogSink;
  /** Serve apps/web/dist when present (off in API tests). */
  serveWeb?: boolean;
}

function queryCompanyIdOf(url: string): string | undefined {
  return new URL(url, 'http://x').searchParams.get('companyId')?.trim() || undefined;
}

export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger || opts.logStream ? redactingLogger(ctx.config.logLevel, opts.logStream) : false,
    // Large uploads stream through the storage routes; JSON bodies stay small.
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    // Fastify's default (10 s per plugin) is a hang detector, not a budget: on a loaded 2-core
    // machine registering @fastify/swagger-ui alone has taken longer, failing start-up. Keep the
    // detector, with room for slow starts.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    ...serverTimeoutOptions(ctx.config.http),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, ctx.config.http.maxConnectionsPerIp);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Everything a request starts (including jobs it enqueues) knows its company (company-scope.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    runInCompanyScope(companySelectorOf(request, queryCompanyIdOf(request.url)), done);
  });
  installNulGuard(app);
  installJsonCompression(app);
  // The app page's policy widens for the company configuration its host or ?companyId= selects.
  installSecurityHeaders(app, ctx.config.frameAncestors, (request) =>
    ctx.services.company.pageSources(companySelectorOf(request, queryCompanyIdOf(request.url))),
  );

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Orator API',
        version: '0.1.0',
        description:
          'Responses use the envelope { code, message, data }: 200 ok, 401 login expired, -1 failure. ' +
          'Developers call it with an API key made on /openApi: `Authorization: Bearer ork_…`. A key acts as its user ' +
          'within its scopes (403 outside them) and its per-minute limit (429 with Retry-After). See docs/open-api.md.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (ork_…) from the /openApi page' },
        },
      },
      security: [{ token: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  // The largest message is one spoken utterance (30 s of 16 kHz WAV, base64, ~1.3 MB); ws allows 100 MB by default.
  await app.register(fastifyWebsocket, { options: { maxPayload: 2 * 1024 * 1024 } });

  installAuth(app, ctx.sessions, ctx.services.openApi.keys);
  collectKeyOperations(app);
  // Built once on first request (the routes are all registered by then); examples per key operation.
  let document: unknown = null;
  app.get('/openapi.json', { schema: { hide: true } }, async () => (document ??= finishedDocument(withExamples(app.swagger(), app.keyOperations), ctx.config.publicUrl)));
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true, database: ctx.database.kind }));
  installJobSocket(app, ctx);
  await registerRoutes(app, ctx);

  const webRoot = ctx.config.webDistDir;
  const serveWeb = (opts.serveWeb ?? true) && fs.existsSync(path.join(webRoot, 'index.html'));
  if (serveWeb) await serveWebBuild(app, webRoot);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = isApiPath(pathname);
    // A missing hashed bundle must be a 404, not the HTML shell (the browser would run HTML as JS).
    const isAsset = pathname.startsWith('/assets/');
    if (!isApi && !isAsset && serveWeb && request.method === 'GET') {
      // Client-side routes (and unknown paths, which the app redirects to /) get the SPA shell.
      return reply.type('text/html').sendFile('index.html');
    }
    const language = request.headers['language'];
    return reply.status(404).send(failure(messageFor('notFound', Array.isArray(language) ? language[0] : language)));
  });
  return app;
}
