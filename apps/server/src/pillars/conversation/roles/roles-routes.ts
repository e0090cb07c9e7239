import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  AiTestBody,
  ANSWER_STREAM_CONTENT_TYPE,
  AnswerRequest,
  AnswerResult,
  ChatStatus,
  messageFor,
  ok,
  PromptGeneration,
  PromptGenerationBody,
  Role,
  ROLE_DOCUMENT_MAX_BYTES,
  ROLE_DOCUMENTS_PER_REQUEST,
  ROLE_PATHS,
  RoleDocumentsResult,
  RoleIdQuery,
  RolePlugin,
  RoleQuery,
  RoleSaveBody,
  RoleShareBody,
  RoleShareLink,
  RoleShareQuery,
  RoleSummary,
  SharedRole,
  SensitiveWords,
  SensitiveWordsBody,
  type AnswerEvent,
} from '@orator/shared';
import { badRequest } from '../../../kernel/http/app-error.ts';
import { requireAdmin, requireAuth } from '../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { ownerOf, uiLanguageOf } from '../../../kernel/tenancy/owner.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { pluginsIn } from './plugins.ts';
import type { RolesService } from './roles-service.ts';

const tags = ['roles'];
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });

/** NDJSON lines of the events; a failure after the first line becomes an `error` line (the status is already sent). */
async function* ndjson(events: AsyncIterable<AnswerEvent>, failed: () => string, log: (error: unknown) => void): AsyncGenerator<string> {
  try {
    for await (const event of events) yield `${JSON.stringify(event)}\n`;
  } catch (error) {
    log(error);
    yield `${JSON.stringify({ type: 'error', message: failed() } satisfies AnswerEvent)}\n`;
  }
}

/** ROLE_PATHS (thin: parse, check the session, call the service, wrap in the envelope or stream). */
export async function registerRoleRoutes(app: ZodApp, service: RolesService): Promise<void> {
  const { roles } = service;
  const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));

  app.get(
    ROLE_PATHS.rolePage,
    { schema: { tags, querystring: RoleQuery, response: { 200: envelopeOf(pageOf(RoleSummary)) } } },
    async (request) => ok(await roles.page(owner(request), request.query)),
  );
  app.get(ROLE_PATHS.role, { schema: { tags, querystring: RoleIdQuery, response: { 200: envelopeOf(Role) } } }, async (request) =>
    ok(await roles.get(owner(request), request.query.id)),
  );
  app.post(ROLE_PATHS.saveRole, { schema: { tags, body: RoleSaveBody, response: { 200: envelopeOf(Role) } } }, async (request) =>
    ok(await roles.save(owner(request), request.body)),
  );
  app.get(
    ROLE_PATHS.deleteRole,
    { schema: { tags, querystring: RoleIdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await roles.delete(owner(request), request.query.id);
      return ok(null);
    },
  );
  app.post(ROLE_PATHS.clone, { schema: { tags, querystring: RoleIdQuery, response: { 200: envelopeOf(Role) } } }, async (request) =>
    ok(await roles.clone(owner(request), request.query.id)),
  );
  app.post(ROLE_PATHS.share, { schema: { tags, body: RoleShareBody, response: { 200: envelopeOf(RoleShareLink) } } }, async (request) =>
    ok(await service.sharing.share(owner(request), request.body)),
  );
  // Public: the link is the permission (like a project's share link).
  app.get(
    ROLE_PATHS.shared,
    { schema: { tags, querystring: RoleShareQuery, response: { 200: envelopeOf(SharedRole) } } },
    async (request) => ok(await service.sharing.view(request.query.token)),
  );
  app.post(ROLE_PATHS.sharedCopy, { schema: { tags, querystring: RoleShareQuery, response: { 200: envelopeOf(Role) } } }, async (request) =>
    ok(await service.sharing.copy(owner(request), request.query.token)),
  );
  app.get(ROLE_PATHS.plugins, { schema: { tags, response: { 200: envelopeOf(z.array(RolePlugin)) } } }, async (request) => {
    requireAuth(request);
    return ok(pluginsIn(uiLanguageOf(request)));
  });
  app.get(ROLE_PATHS.chatStatus, { schema: { tags, response: { 200: envelopeOf(ChatStatus) } } }, async (request) => {
    requireAuth(request);
    return ok(service.chatStatus());
  });
  app.post(
    ROLE_PATHS.promptGeneration,
    { schema: { tags, body: PromptGenerationBody, response: { 200: envelopeOf(PromptGeneration) } } },
    async (request) => ok(await service.generatePrompt(owner(request), request.body)),
  );

  // ---------------------------------------------------------------- sensitive words (operators only)
  app.get(ROLE_PATHS.sensitiveWords, { schema: { tags, response: { 200: envelopeOf(SensitiveWords) } } }, async (request) => {
    requireAdmin(request);
    return ok(await service.sensitive.get());
  });
  app.post(
    ROLE_PATHS.sensitiveWordsSave,
    { schema: { tags, body: SensitiveWordsBody, response: { 200: envelopeOf(SensitiveWords) } } },
    async (request) => ok(await service.sensitive.save(request.body.words, requireAdmin(request).userId)),
  );

  // ---------------------------------------------------------------- answers
  app.post(ROLE_PATHS.answer, { schema: { tags, body: AnswerRequest } }, async (request, reply) => {
    const who = owner(request);
    const role = await roles.require(who, request.body.roleId);
    const language = uiLanguageOf(request);
    const input = {
      owner: who,
      profile: service.profileOf(role),
      question: request.body.question,
      history: request.body.history,
      language,
    };
    // The client going away cancels retrieval's model call upstream.
    const cancel = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) cancel.abort();
    });
    if (!request.body.stream) return ok(AnswerResult.parse(await service.engine.collect(input, cancel.signal)));
    const lines = ndjson(
      service.engine.answer(input, cancel.signal),
      () => messageFor('languageModelFailed', language),
      (error) => request.log.error({ err: error }, 'answer failed midway'),
    );
    return reply
      .type(ANSWER_STREAM_CONTENT_TYPE)
      .header('cache-control', 'no-cache')
      .header('x-accel-buffering', 'no') // a reverse proxy must pass each line on at once
      .send(Readable.from(lines));
  });
  app.post(ROLE_PATHS.aiTest, { schema: { tags, body: AiTestBody, response: { 200: envelopeOf(AnswerResult) } } }, async (request) => {
    const who = owner(request);
    const language = uiLanguageOf(request);
    const profile = await service.aiTestProfile(who, request.body.baseIds, language);
    return ok(await service.engine.collect({ owner: who, profile, question: request.body.question, history: [], language }));
  });

  // ---------------------------------------------------------------- role documents (multipart in this scope only)
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const files = scope as unknown as ZodApp;
    files.post(ROLE_PATHS.saveRoleForDocLib, { schema: { tags, response: { 200: envelopeOf(RoleDocumentsResult) } } }, async (request) => {
      const who = owner(request);
      return ok(
        await withReceivedForm(request, { maxFileBytes: ROLE_DOCUMENT_MAX_BYTES, maxFiles: ROLE_DOCUMENTS_PER_REQUEST }, async (form) => {
          const roleId = form.fields.roleId;
          if (!roleId) throw badRequest('errorRequest');
          return service.documents.upload(who, roleId, form.files);
        }),
      );
    });
  });
}
