import { ok } from '@orator/shared';
import { IMAGE_PATHS, ImageRequest, ImageResult, SavedImage, SaveImageRequest } from '@orator/shared/assistant';
import { z } from 'zod';
import { requireAuth } from '../../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../../kernel/http/schemas.ts';
import { ownerOf } from '../../../../kernel/tenancy/owner.ts';
import type { ZodApp } from '../../../../kernel/module/types.ts';
import type { ImageService } from './image-service.ts';

const tags = ['assistant'];

/** IMAGE_PATHS (thin: the session's caller, the service). */
export function registerImageRoutes(app: ZodApp, images: ImageService): void {
  app.post(
    IMAGE_PATHS.generate,
    { schema: { tags, body: ImageRequest, response: { 200: envelopeOf(ImageResult) } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      // The client going away (the user pressed Stop) cancels the model call upstream, or the next composition.
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      return ok(await images.generate({ user: auth.user, userId: auth.userId, tenantId: auth.tenantId }, request.body, cancel.signal));
    },
  );
  app.get(IMAGE_PATHS.file(':id'), { schema: { tags, params: z.object({ id: z.string().max(64) }) } }, async (request, reply) => {
    const file = await images.file(ownerOf(requireAuth(request)), request.params.id);
    return reply.header('content-type', file.contentType).header('cache-control', 'private, max-age=86400').send(file.bytes);
  });
  app.post(IMAGE_PATHS.save, { schema: { tags, body: SaveImageRequest, response: { 200: envelopeOf(SavedImage) } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await images.save({ user: auth.user, userId: auth.userId, tenantId: auth.tenantId }, request.body));
  });
}
