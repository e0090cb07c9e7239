import { ok } from '@orator/shared';
import { Allowance, ASSISTANT_PATHS, WritingRequest, WritingResult } from '@orator/shared/assistant';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf } from '../../http/schemas.ts';
import { uiLanguageOf } from '../qa/owner.ts';
import type { ZodApp } from '../types.ts';
import type { AssistantService } from './assistant-service.ts';

const tags = ['assistant'];

/** ASSISTANT_PATHS (thin: the session's user, the service). */
export function registerAssistantRoutes(app: ZodApp, assistant: AssistantService): void {
  app.get(ASSISTANT_PATHS.allowance, { schema: { tags, response: { 200: envelopeOf(Allowance) } } }, async (request) =>
    ok(await assistant.allowance(requireAuth(request).user)),
  );
  app.post(ASSISTANT_PATHS.write, { schema: { tags, body: WritingRequest, response: { 200: envelopeOf(WritingResult) } } }, async (request, reply) => {
    const { user } = requireAuth(request);
    // The client going away (the user pressed stop) cancels the model call upstream.
    const cancel = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) cancel.abort();
    });
    return ok(await assistant.write(user, request.body, { traditional: uiLanguageOf(request) === 'zh-TW', signal: cancel.signal }));
  });
}
