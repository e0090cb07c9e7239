import { ok, toUiLanguage } from '@orator/shared';
import { ProjectTranslationBody, ProjectTranslationOptions, ProjectTranslationResult } from '@orator/shared/wizards';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../../kernel/module/types.ts';
import type { Owner } from '../../../../kernel/tenancy/owner.ts';
import type { MenuRights } from './menu-right.ts';
import type { ProjectTranslationService } from './project-translation-service.ts';

const tags = ['video translation'];
const idParams = z.object({ id: z.string().min(1).max(100) });
/** Route patterns of PROJECT_TRANSLATION_PATHS (which encode the id they are given). */
const OPTIONS = '/manprocess/video/project/:id/translation';
const TRANSLATE = '/manprocess/video/project/:id/translate';

/** PROJECT_TRANSLATION_PATHS (thin): open to whoever may use video translation. */
export function registerProjectTranslationRoutes(app: ZodApp, translations: ProjectTranslationService, rights: MenuRights): void {
  const ownerOf = async (request: FastifyRequest): Promise<Owner> => {
    const auth = requireAuth(request);
    await rights.assertOpen(auth.user, 'videoTranslate');
    return { ownerId: auth.userId, tenantId: auth.tenantId };
  };
  const languageOf = (request: FastifyRequest) => toUiLanguage([request.headers.language].flat()[0]);

  app.get(OPTIONS, { schema: { tags, params: idParams, response: { 200: envelopeOf(ProjectTranslationOptions) } } }, async (request) =>
    ok(await translations.options(await ownerOf(request), request.params.id)),
  );
  app.post(
    TRANSLATE,
    { schema: { tags, params: idParams, body: ProjectTranslationBody, response: { 200: envelopeOf(ProjectTranslationResult) } } },
    async (request) => {
      const row = await translations.translate(await ownerOf(request), request.params.id, request.body.targetLanguage, languageOf(request));
      return ok({ projectId: row.id, projectName: row.projectName, projectType: row.projectType });
    },
  );
}
