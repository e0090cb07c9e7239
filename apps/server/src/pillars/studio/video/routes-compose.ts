import { ComposeBody, ComposeCreateBody, ComposeResult, ComposeUpdateBody, ok, VIDEO_PATHS } from '@orator/shared';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../voices/index.ts';
import type { Composer } from './compose-service.ts';
import type { VideoService } from './video-service.ts';

const tags = ['video compose'];
const response = { 200: envelopeOf(ComposeResult) };

function composerOf(request: FastifyRequest): Composer {
  const auth = requireAuth(request);
  return { ownerId: auth.userId, tenantId: auth.tenantId, tenantKind: auth.tenant.kind };
}

/** Compose endpoints (product-rules#jobs); all end in ComposeService.compose (one transaction, then the job). */
export function registerComposeRoutes(app: ZodApp, video: VideoService, voices: Pick<VoiceService, 'knownVoiceFor'>): void {
  const { projects, compose } = video;
  // Catalogue voices and the composer's own voice profiles.
  const knownVoice = (composer: Composer) => voices.knownVoiceFor(composer);

  for (const path of [VIDEO_PATHS.composeLamination, VIDEO_PATHS.composeTopic, VIDEO_PATHS.composeVideo]) {
    app.post(path, { schema: { tags, body: ComposeBody, response } }, async (request) => {
      const { projectId, ...options } = request.body;
      const composer = composerOf(request);
      return ok(await compose.compose(composer, projectId, options, await knownVoice(composer)));
    });
  }

  // A project that fails the checks stays as a draft the user can fix and compose again.
  app.post(VIDEO_PATHS.composeCreate, { schema: { tags, body: ComposeCreateBody, response } }, async (request) => {
    const composer = composerOf(request);
    const { project, ...options } = request.body;
    const row = await projects.create(composer, project);
    return ok(await compose.compose(composer, row.id, options, await knownVoice(composer)));
  });

  app.post(VIDEO_PATHS.composeUpdate, { schema: { tags, body: ComposeUpdateBody, response } }, async (request) => {
    const composer = composerOf(request);
    const { projectId, changes, ...options } = request.body;
    await projects.update(composer, projectId, changes);
    return ok(await compose.compose(composer, projectId, options, await knownVoice(composer)));
  });
}
