import { ok, PageQuery, toUiLanguage, type UiLanguage } from '@orator/shared';
import {
  LineWriteBody,
  LineWriteResult,
  LIVE_PATHS,
  LiveCompositionBody,
  LiveCompositionStarted,
  LiveProduct,
  LiveProductCreateBody,
  LiveRoom,
  LiveRoomCreateBody,
  LiveRoomProductBody,
  LiveRoomUpdateBody,
  LiveScene,
  LiveSceneBatchBody,
  LiveSceneCreateBody,
  LiveSceneUpdateBody,
} from '@orator/shared/live';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { Owner } from '../live-repo.ts';
import type { LiveService } from './live-service.ts';

const tags = ['live'];
const ROOM = '/manprocess/lbr/room/:id';
const idParams = z.object({ id: z.string().min(1).max(100) });
const lineParams = z.object({ id: z.string().min(1).max(100), kind: z.enum(['video', 'audio']) });

function callerOf(request: FastifyRequest): Owner {
  const auth = requireAuth(request);
  return { ownerId: auth.userId, tenantId: auth.tenantId };
}

function languageOf(request: FastifyRequest): UiLanguage {
  const header = request.headers.language;
  return toUiLanguage(Array.isArray(header) ? header[0] : header);
}

/** LIVE_PATHS (thin: parse, check the session, call the service, wrap in the envelope). */
export function registerLiveRoutes(app: ZodApp, live: LiveService, storage: StorageService): void {
  const room = { tags, params: idParams, response: { 200: envelopeOf(LiveRoom) } };
  app.get(LIVE_PATHS.rooms, { schema: { tags, querystring: PageQuery } }, async (request) =>
    ok(await live.listRooms(callerOf(request), request.query.page, request.query.size)),
  );
  app.post(LIVE_PATHS.rooms, { schema: { tags, body: LiveRoomCreateBody, response: { 200: envelopeOf(LiveRoom) } } }, async (request) =>
    ok(await live.createRoom(callerOf(request), request.body)),
  );
  app.get(ROOM, { schema: room }, async (request) => ok(await live.getRoom(callerOf(request), request.params.id)));
  app.put(ROOM, { schema: { ...room, body: LiveRoomUpdateBody } }, async (request) =>
    ok(await live.updateRoom(callerOf(request), request.params.id, request.body)),
  );
  app.delete(ROOM, { schema: { tags, params: idParams } }, async (request) => {
    await live.deleteRoom(callerOf(request), request.params.id);
    return ok(null);
  });
  app.post(`${ROOM}/copy`, { schema: room }, async (request) =>
    ok(await live.copyRoom(callerOf(request), request.params.id, languageOf(request))),
  );
  app.post(`${ROOM}/products`, { schema: { ...room, body: LiveRoomProductBody } }, async (request) =>
    ok(await live.putProduct(callerOf(request), request.params.id, request.body.productId, request.body.isOpen)),
  );
  app.post(`${ROOM}/check`, { schema: { tags, params: idParams } }, async (request) => {
    await live.checkGoLive(callerOf(request), request.params.id);
    return ok(null);
  });

  app.get(LIVE_PATHS.products, { schema: { tags, querystring: PageQuery } }, async (request) =>
    ok(await live.listProducts(callerOf(request), request.query.page, request.query.size)),
  );
  app.post(
    LIVE_PATHS.products,
    { schema: { tags, body: LiveProductCreateBody, response: { 200: envelopeOf(LiveProduct) } } },
    async (request) => ok(await live.createProduct(callerOf(request), request.body)),
  );
  app.delete('/manprocess/lbr/product/:id', { schema: { tags, params: idParams } }, async (request) => {
    await live.deleteProduct(callerOf(request), request.params.id);
    return ok(null);
  });

  app.post(
    LIVE_PATHS.sceneCreate,
    { schema: { tags, body: LiveSceneCreateBody, response: { 200: envelopeOf(LiveScene) } } },
    async (request) => ok(await live.createScene(callerOf(request), request.body)),
  );
  app.post(
    LIVE_PATHS.sceneUpdate,
    { schema: { tags, body: LiveSceneUpdateBody, response: { 200: envelopeOf(LiveScene) } } },
    async (request) => ok(await live.updateScene(callerOf(request), request.body)),
  );
  app.post(
    LIVE_PATHS.sceneUpdateBatch,
    { schema: { tags, body: LiveSceneBatchBody, response: { 200: envelopeOf(z.array(LiveScene)) } } },
    async (request) => ok(await live.updateScenes(callerOf(request), request.body.scenes)),
  );
  app.post(LIVE_PATHS.sceneDelete, { schema: { tags, body: idParams } }, async (request) => {
    await live.deleteScene(callerOf(request), request.body.id);
    return ok(null);
  });
  app.post(
    LIVE_PATHS.composition,
    { schema: { tags, body: LiveCompositionBody, response: { 200: envelopeOf(LiveCompositionStarted) } } },
    async (request) => ok(await live.compose(callerOf(request), request.body.roomId, request.body.sceneIds)),
  );
  app.post(
    LIVE_PATHS.writeLines,
    { schema: { tags, body: LineWriteBody, response: { 200: envelopeOf(LineWriteResult) } } },
    async (request) => ok(await live.writeLines(callerOf(request), request.body, languageOf(request))),
  );
  app.get('/manprocess/lbr/line/:id/:kind', { schema: { tags, params: lineParams } }, async (request, reply) => {
    const { ownerId, key } = await live.lineFileKey(callerOf(request), request.params.id, request.params.kind);
    const row = await storage.headObject(ownerId, key);
    if (!row) return reply.status(404).send();
    return reply
      .type(request.params.kind === 'video' ? 'video/mp4' : 'audio/mp4')
      .header('content-length', String(row.size))
      .send(await storage.openObject(row));
  });
}
