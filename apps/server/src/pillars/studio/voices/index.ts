import { z } from 'zod';
import { ok, Speaker, SpeakerQuery, SynthesisRequest, VIDEO_PATHS } from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { VoiceService } from './voice-service.ts';

export { VoiceService } from './voice-service.ts';
export type { OwnedVoices } from './voice-service.ts';
export type { VoiceOwner } from './voice-service.ts';

const pageOfSpeakers = z.object({ items: z.array(Speaker), total: z.number(), page: z.number(), size: z.number() });

/** Speaker store, conversational tts/list, voice samples and the speech preview (product-rules#speech). */
export const voicesModule: ServerModule<'voices', VoiceService, Pick<Shared, 'config'>> = {
  name: 'voices',
  needs: { config: true },
  create: ({ config }) => new VoiceService(config.dataDir),
  routes(app, voices) {
    // The speaker store answers under both gateway prefixes of spec §7 (tts-web-api and overseas-apis).
    for (const path of [VIDEO_PATHS.speakers, VIDEO_PATHS.overseasSpeakers]) {
      app.get(
        path,
        { schema: { tags: ['voices'], querystring: SpeakerQuery, response: { 200: envelopeOf(pageOfSpeakers) } } },
        async (request) => {
          requireAuth(request);
          const { page, size, ...filter } = request.query;
          return ok(voices.page(filter, page, size));
        },
      );
    }

    app.get(
      VIDEO_PATHS.ttsList,
      {
        schema: {
          tags: ['voices'],
          querystring: SpeakerQuery.omit({ page: true, size: true }),
          response: { 200: envelopeOf(z.array(Speaker)) },
        },
      },
      async (request) => {
        requireAuth(request);
        return ok(voices.list(request.query));
      },
    );

    // Public: <audio src> cannot send the token header, and the catalogue is not private.
    for (const path of ['/apis/tts-web-api/v1/speakers/:voiceId/sample', '/overseas-apis/tts/v1/speakers/:voiceId/sample']) {
      app.get(path, { schema: { tags: ['voices'], params: z.object({ voiceId: z.string().min(1).max(200) }) } }, async (request, reply) => {
        const mp3 = await voices.sampleMp3(request.params.voiceId);
        return reply.type('audio/mpeg').header('cache-control', 'public, max-age=86400').send(mp3);
      });
    }

    const synthesize = async (input: z.output<typeof SynthesisRequest>) => voices.previewMp3(input);
    app.get(VIDEO_PATHS.ttsSynthesis, { schema: { tags: ['voices'], querystring: SynthesisRequest } }, async (request, reply) => {
      requireAuth(request);
      return reply.type('audio/mpeg').send(await synthesize(request.query));
    });
    app.post(VIDEO_PATHS.ttsSynthesis, { schema: { tags: ['voices'], body: SynthesisRequest } }, async (request, reply) => {
      requireAuth(request);
      return reply.type('audio/mpeg').send(await synthesize(request.body));
    });
  },
};
