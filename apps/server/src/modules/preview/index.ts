import { ok } from '@orator/shared';
import { z } from 'zod';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf } from '../../http/schemas.ts';
import type { AppModule } from '../types.ts';
import { PREVIEW_PATHS, PreviewSpeech, PreviewSpeechBody } from '@orator/shared';
import { PreviewSpeechService } from './preview-service.ts';

/** Speech with timings for the editor's in-browser preview player. */
export const previewModule: AppModule = {
  name: 'preview',
  routes(app, ctx) {
    const preview = new PreviewSpeechService(ctx.services.voices.speech, ctx.config.dataDir);

    app.post(
      PREVIEW_PATHS.speech,
      { schema: { tags: ['preview'], body: PreviewSpeechBody, response: { 200: envelopeOf(PreviewSpeech) } } },
      async (request) => {
        requireAuth(request);
        return ok(await preview.speak(request.body));
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
