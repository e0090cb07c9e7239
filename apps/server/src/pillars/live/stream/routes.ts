import { ok } from '@orator/shared';
import { LIVE_STREAM_PATHS, LiveRtmpBody, LiveStreamStatus } from '@orator/shared/livestream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { Owner } from '../rooms/index.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { LiveStreamService } from './stream-service.ts';

const tags = ['live'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const segmentParams = z.object({ id: z.string().min(1).max(100), file: z.string().min(1).max(300) });
const status = { tags, params: idParams, response: { 200: envelopeOf(LiveStreamStatus) } };
// The paths' builders encode the id; the route patterns need the bare `:id` parameter.
const pattern = (build: (id: string) => string) => build(':id').replace(encodeURIComponent(':id'), ':id');

function callerOf(request: FastifyRequest): Owner {
  const auth = requireAuth(request);
  return { ownerId: auth.userId, tenantId: auth.tenantId };
}

/** LIVE_STREAM_PATHS: go live, stop, status, RTMP target, and the room's HLS (owner only, session header). */
export function registerLiveStreamRoutes(app: ZodApp, streams: LiveStreamService): void {
  app.get(pattern(LIVE_STREAM_PATHS.status), { schema: status }, async (request) =>
    ok(await streams.status(callerOf(request), request.params.id)),
  );
  app.post(pattern(LIVE_STREAM_PATHS.goLive), { schema: status }, async (request) =>
    ok(await streams.goLive(callerOf(request), request.params.id)),
  );
  app.post(pattern(LIVE_STREAM_PATHS.stop), { schema: status }, async (request) =>
    ok(await streams.stop(callerOf(request), request.params.id)),
  );
  app.put(pattern(LIVE_STREAM_PATHS.rtmp), { schema: { ...status, body: LiveRtmpBody } }, async (request) =>
    ok(await streams.saveRtmp(callerOf(request), request.params.id, request.body)),
  );
  app.get(pattern(LIVE_STREAM_PATHS.playlist), { schema: { tags, params: idParams } }, async (request, reply) =>
    reply
      .type('application/vnd.apple.mpegurl')
      .header('cache-control', 'no-store')
      .send(await streams.playlist(callerOf(request), request.params.id)),
  );
  // Segments sit beside the playlist (its URIs are relative).
  app.get(
    pattern((id) => LIVE_STREAM_PATHS.playlist(id).replace(/index\.m3u8$/, ':file')),
    { schema: { tags, params: segmentParams } },
    async (request, reply) => {
      const { file, size } = await streams.openSegment(callerOf(request), request.params.id, request.params.file);
      return reply
        .type('video/mp2t')
        .header('content-length', String(size))
        .header('cache-control', 'max-age=3600')
        .send(file.createReadStream());
    },
  );
}
