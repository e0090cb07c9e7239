import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { messageFor, ok, PageQuery, toUiLanguage } from '@orator/shared';
import {
  LIVE_HOOK_SECRET_HEADER,
  LiveEventAccepted,
  LiveEventBody,
  LiveHookSecret,
  LiveInteraction,
  LiveInteractionUpdateBody,
} from '@orator/shared/livestream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { Owner } from '../rooms/index.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { InteractionService } from './interaction-service.ts';

const tags = ['live'];
const BASE = '/manprocess/lbr/room/:id/interaction';
const HOOK = '/manprocess/lbr/hook/:id';
const idParams = z.object({ id: z.string().min(1).max(100) });
const replyParams = z.object({ id: z.string().min(1).max(100), replyId: z.string().min(1).max(100) });

function callerOf(request: FastifyRequest): Owner {
  const auth = requireAuth(request);
  return { ownerId: auth.userId, tenantId: auth.tenantId };
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** LIVE_INTERACTION_PATHS (thin: parse, check the session or the room's secret, call the service). */
export function registerInteractionRoutes(app: ZodApp, interaction: InteractionService): void {
  const settings = { tags, params: idParams, response: { 200: envelopeOf(LiveInteraction) } };
  app.get(BASE, { schema: settings }, async (request) => ok(await interaction.get(callerOf(request), request.params.id)));
  app.put(BASE, { schema: { ...settings, body: LiveInteractionUpdateBody } }, async (request) =>
    ok(await interaction.update(callerOf(request), request.params.id, request.body)),
  );
  app.post(`${BASE}/secret`, { schema: { tags, params: idParams, response: { 200: envelopeOf(LiveHookSecret) } } }, async (request) =>
    ok(await interaction.rotateSecret(callerOf(request), request.params.id)),
  );
  app.post(
    `${BASE}/simulate`,
    { schema: { tags, params: idParams, body: LiveEventBody, response: { 200: envelopeOf(LiveEventAccepted) } } },
    async (request) => ok(await interaction.simulate(callerOf(request), request.params.id, request.body)),
  );
  app.get(`${BASE}/replies`, { schema: { tags, params: idParams, querystring: PageQuery } }, async (request) =>
    ok(await interaction.replies(callerOf(request), request.params.id, request.query.page, request.query.size)),
  );
  app.get(`${BASE}/replies/:replyId/video`, { schema: { tags, params: replyParams } }, async (request, reply) => {
    const file = await interaction.replyClip(callerOf(request), request.params.id, request.params.replyId);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return reply.status(404).send();
    return reply.type('video/mp4').header('content-length', String(stat.size)).send(createReadStream(file));
  });

  // Platform connectors: no session, the room's secret in a header.
  app.post(
    HOOK,
    { schema: { tags, params: idParams, body: LiveEventBody, response: { 200: envelopeOf(LiveEventAccepted) } } },
    async (request) => {
      const room = await interaction.roomBySecret(request.params.id, headerOf(request, LIVE_HOOK_SECRET_HEADER));
      return ok(await interaction.ingest(room, request.body));
    },
  );

  // The same over a WebSocket (`?secret=`): one event per text message, each answered in order.
  app.get(`${HOOK}/ws`, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const language = toUiLanguage(headerOf(request, 'language'));
    const { id } = request.params as { id: string };
    const secret = (request.query as { secret?: string }).secret ?? headerOf(request, LIVE_HOOK_SECRET_HEADER);
    const send = (message: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const failure = (error: unknown) =>
      error instanceof AppError
        ? { code: error.status, message: messageFor(error.key, language, error.params) }
        : { code: 500, message: messageFor('systemError', language) };
    const opened = interaction.roomBySecret(id, secret);
    opened.catch((error: unknown) => {
      send({ error: failure(error) });
      socket.close(4403);
    });
    let chain: Promise<unknown> = Promise.resolve();
    socket.on('message', (raw) => {
      chain = chain.then(async () => {
        const room = await opened.catch(() => null);
        if (!room) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(raw));
        } catch {
          return send({ error: { code: 400, message: messageFor('errorRequest', language) } });
        }
        const event = LiveEventBody.safeParse(parsed);
        if (!event.success) return send({ error: { code: 400, message: messageFor('errorRequest', language) } });
        try {
          send(await interaction.ingest(room, event.data));
        } catch (error) {
          if (!(error instanceof AppError)) app.log.error({ err: error }, 'live event not ingested');
          send({ error: failure(error) });
        }
      });
    });
  });
}
