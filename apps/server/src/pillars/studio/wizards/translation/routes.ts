import { ok, PageQuery, toUiLanguage, type UiLanguage } from '@orator/shared';
import {
  MenuRight,
  MenuRightQuery,
  TRANSLATION_VIDEO_MAX_BYTES_CEILING,
  VIDEO_DUB_PATHS,
  VideoDubDownloadQuery,
  VideoDubOptions,
  VideoDubProject,
  VideoDubRenderBody,
  VideoDubUpdateBody,
  VideoDubUploadFields,
} from '@orator/shared/wizards';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../../kernel/http/schemas.ts';
import { attachment } from '../../../../kernel/tenancy/owner.ts';
import type { ZodApp } from '../../../../kernel/module/types.ts';
import type { MenuRights } from './menu-right.ts';
import type { DubCaller, VideoDubService } from './video-dub-service.ts';

const tags = ['video translation'];
/** Route patterns of VIDEO_DUB_PATHS' per-project paths. */
const PROJECT = '/manprocess/videoDub/:id';
const idParams = z.object({ id: z.string().min(1).max(100) });
function signedInCallerOf(request: FastifyRequest): DubCaller {
  const auth = requireAuth(request);
  return { user: auth.user, userId: auth.userId, ownerId: auth.userId, tenantId: auth.tenantId };
}

function languageOf(request: FastifyRequest): UiLanguage {
  const header = request.headers.language;
  return toUiLanguage(Array.isArray(header) ? header[0] : header);
}

/** VIDEO_DUB_PATHS (thin: parse, check the session, call the service, wrap in the envelope). */
export async function registerVideoDubRoutes(app: ZodApp, dubs: VideoDubService, rights: MenuRights): Promise<void> {
  /** The caller, once the video-translation menu is open to them (403 'no permission' otherwise, as checkRight answers). */
  const callerOf = async (request: FastifyRequest): Promise<DubCaller> => {
    const caller = signedInCallerOf(request);
    await rights.assertOpen(caller.user, 'videoTranslate');
    return caller;
  };
  app.get(
    VIDEO_DUB_PATHS.menuRight,
    { schema: { tags: ['menus'], querystring: MenuRightQuery, response: { 200: envelopeOf(MenuRight) } } },
    async (request) => ok(await rights.check(requireAuth(request).user, request.query.menuNo)),
  );
  app.get(VIDEO_DUB_PATHS.options, { schema: { tags, response: { 200: envelopeOf(VideoDubOptions) } } }, async (request) =>
    ok(dubs.options(await callerOf(request))),
  );
  app.get(VIDEO_DUB_PATHS.list, { schema: { tags, querystring: PageQuery } }, async (request) =>
    ok(await dubs.list(await callerOf(request), request.query.page, request.query.size, languageOf(request))),
  );
  app.get(PROJECT, { schema: { tags, params: idParams, response: { 200: envelopeOf(VideoDubProject) } } }, async (request) =>
    ok(await dubs.get(await callerOf(request), request.params.id, languageOf(request))),
  );
  app.put(
    PROJECT,
    { schema: { tags, params: idParams, body: VideoDubUpdateBody, response: { 200: envelopeOf(VideoDubProject) } } },
    async (request) => ok(await dubs.update(await callerOf(request), request.params.id, request.body, languageOf(request))),
  );
  app.delete(PROJECT, { schema: { tags, params: idParams } }, async (request) => {
    await dubs.remove(await callerOf(request), request.params.id);
    return ok(null);
  });
  app.post(
    `${PROJECT}/render`,
    { schema: { tags, params: idParams, body: VideoDubRenderBody, response: { 200: envelopeOf(VideoDubProject) } } },
    async (request) => ok(await dubs.render(await callerOf(request), request.params.id, request.body.retranslate, languageOf(request))),
  );
  app.get(`${PROJECT}/download`, { schema: { tags, params: idParams, querystring: VideoDubDownloadQuery } }, async (request, reply) => {
    const file = await dubs.download(await callerOf(request), request.params.id, request.query.kind);
    const extension = request.query.kind === 'video' ? 'mp4' : 'srt';
    return reply
      .type(file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', attachment(file.fileName.replace(/\.[^.]+$/, ''), extension))
      .send(file.stream);
  });

  // The video upload: multipart in this scope only.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const files = scope as unknown as ZodApp;
    files.post(VIDEO_DUB_PATHS.upload, { schema: { tags, response: { 200: envelopeOf(VideoDubProject) } } }, async (request) => {
      const caller = await callerOf(request);
      return ok(
        await withReceivedForm(request, { maxFileBytes: TRANSLATION_VIDEO_MAX_BYTES_CEILING, maxFiles: 1 }, async (form) => {
          const file = form.files[0];
          if (!file) throw badRequest('emptyFile');
          const fields = VideoDubUploadFields.safeParse(form.fields);
          if (!fields.success) throw badRequest('errorRequest');
          return dubs.upload(caller, file, fields.data, languageOf(request));
        }),
      );
    });
  });
}
