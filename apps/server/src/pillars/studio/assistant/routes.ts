import { ok } from '@orator/shared';
import {
  Allowance,
  ASSISTANT_PATHS,
  SPEECH_PATHS,
  SpeechRequest,
  SpeechStarted,
  TRANSCRIPTION_MAX_BYTES,
  TRANSCRIPTION_PATHS,
  TranscriptionFields,
  TranscriptionStarted,
  WritingRequest,
  WritingResult,
} from '@orator/shared/assistant';
import { badRequest } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { uiLanguageOf } from '../../../kernel/tenancy/owner.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { registerImageRoutes } from './image/image-routes.ts';
import type { AssistantModuleService } from './module-service.ts';

const tags = ['assistant'];

/** ASSISTANT_PATHS, IMAGE_PATHS, SPEECH_PATHS and TRANSCRIPTION_PATHS (thin: the session's user, the service). */
export async function registerAssistantRoutes(
  app: ZodApp,
  { writing: assistant, transcriptions, images, speech }: AssistantModuleService,
): Promise<void> {
  app.get(ASSISTANT_PATHS.allowance, { schema: { tags, response: { 200: envelopeOf(Allowance) } } }, async (request) =>
    ok(await assistant.allowance(requireAuth(request).user)),
  );
  app.post(
    ASSISTANT_PATHS.write,
    { schema: { tags, body: WritingRequest, response: { 200: envelopeOf(WritingResult) } } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      // The client going away (the user pressed stop) cancels the model call upstream.
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      return ok(await assistant.write(user, request.body, { traditional: uiLanguageOf(request) === 'zh-TW', signal: cancel.signal }));
    },
  );

  registerImageRoutes(app, images);

  // Text to speech: the MP3 is the job's result (JOB_PATHS.job), kept among the caller's audio materials.
  app.post(
    SPEECH_PATHS.compose,
    { schema: { tags, body: SpeechRequest, response: { 200: envelopeOf(SpeechStarted) } } },
    async (request) => {
      const { userId, tenantId } = requireAuth(request);
      return ok(await speech.start({ ownerId: userId, tenantId }, request.body));
    },
  );

  // The recording upload: multipart in this scope only. The transcript is the job's result (JOB_PATHS.job).
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const files = scope as unknown as ZodApp;
    files.post(TRANSCRIPTION_PATHS.upload, { schema: { tags, response: { 200: envelopeOf(TranscriptionStarted) } } }, async (request) => {
      const auth = requireAuth(request);
      const caller = { user: auth.user, userId: auth.userId, tenantId: auth.tenantId };
      return ok(
        await withReceivedForm(request, { maxFileBytes: TRANSCRIPTION_MAX_BYTES, maxFiles: 1 }, async (form) => {
          const file = form.files[0];
          if (!file) throw badRequest('emptyFile');
          const fields = TranscriptionFields.safeParse(form.fields);
          if (!fields.success) throw badRequest('languageNotSupported');
          return transcriptions.start(caller, file, fields.data.language, uiLanguageOf(request));
        }),
      );
    });
  });
}
