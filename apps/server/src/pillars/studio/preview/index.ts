import { ok } from '@orator/shared';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../voices/index.ts';
import { PREVIEW_PATHS, PreviewSpeech, PreviewSpeechBody } from '@orator/shared';
import { PreviewSpeechService } from './preview-service.ts';

/** Speech with timings for the editor's in-browser preview player. */
export const previewModule: ServerModule<'preview', PreviewSpeechService, Pick<Shared, 'config'> & { voices: VoiceService }> = {
  name: 'preview',
  needs: { config: true, voices: true },
  create: ({ config, voices }) => new PreviewSpeechService(voices.speech, config.dataDir, (owner) => voices.speechFor(owner)),
  routes(app, preview) {
    app.post(
      PREVIEW_PATHS.speech,
      { schema: { tags: ['preview'], body: PreviewSpeechBody, response: { 200: envelopeOf(PreviewSpeech) } } },
      async (request) => {
        const auth = requireAuth(request);
        return ok(await preview.speak(request.body, { ownerId: auth.userId, tenantId: auth.tenantId }));
      },
    );

    app.get(
      '/manprocess/preview/audio/:key.wav',
      { schema: { tags: ['preview'], params: z.object({ key: z.string().max(64) }) } },
      async (request, reply) => {
        const wav = await preview.wav(request.params.key);
        return reply.type('audio/wav').header('cache-control', 'public, max-age=86400, immutable').send(wav);
      },
    );
  },
};
