import {
  ComposeResult,
  ok,
  PPT_PATHS,
  PptComposeBody,
  PptConversion,
  PptConversionStarted,
  PptCreateBody,
  PptImagesQuery,
  PptScripts,
  PptScriptsBody,
  VideoProject,
} from '@orator/shared';
import { PPT_UPLOAD_CEILING_BYTES } from '@orator/shared/wizards';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../../kernel/module/types.ts';
import type { PptCaller, PptWizardService } from './ppt-service.ts';

const tags = ['ppt wizard'];

function callerOf(request: FastifyRequest): PptCaller {
  const auth = requireAuth(request);
  return { user: auth.user, userId: auth.userId, ownerId: auth.userId, tenantId: auth.tenantId, tenantKind: auth.tenant.kind };
}

/** PPT_PATHS (thin: parse, check the session, call the service, wrap in the envelope). */
export async function registerPptRoutes(app: ZodApp, ppt: PptWizardService): Promise<void> {
  app.get(
    PPT_PATHS.images,
    { schema: { tags, querystring: PptImagesQuery, response: { 200: envelopeOf(PptConversion) } } },
    async (request) => {
      const caller = callerOf(request);
      return ok(await ppt.images(caller, request.query.jobId));
    },
  );
  app.post(PPT_PATHS.scripts, { schema: { tags, body: PptScriptsBody, response: { 200: envelopeOf(PptScripts) } } }, async (request) =>
    ok(await ppt.scripts(callerOf(request), request.body)),
  );
  app.post(PPT_PATHS.create, { schema: { tags, body: PptCreateBody, response: { 200: envelopeOf(VideoProject) } } }, async (request) =>
    ok(await ppt.create(callerOf(request), request.body)),
  );
  app.post(PPT_PATHS.compose, { schema: { tags, body: PptComposeBody, response: { 200: envelopeOf(ComposeResult) } } }, async (request) =>
    ok(await ppt.createAndCompose(callerOf(request), request.body)),
  );

  // The deck upload: multipart in this scope only.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const files = scope as unknown as ZodApp;
    files.post(PPT_PATHS.convert, { schema: { tags, response: { 200: envelopeOf(PptConversionStarted) } } }, async (request) => {
      const caller = callerOf(request);
      return ok(
        await withReceivedForm(request, { maxFileBytes: PPT_UPLOAD_CEILING_BYTES, maxFiles: 1 }, async (form) => {
          const file = form.files[0];
          if (!file) throw badRequest('emptyFile');
          return ppt.convert(caller, file);
        }),
      );
    });
  });
}
