import { z } from 'zod';
import { ok, QA_PATHS, QaGenerateQuery, QaGenerationInfo, QaGenerationResult, QaItem, QaLibIdQuery } from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import type { QaGeneration } from './qa-generation.ts';

const tags = ['qa'];

/**
 * The generation paths (GET generate and its POST twin save/generate, and the two reads). Registered by the roles module, which holds what generation needs
 * besides the question bank (the knowledge bases and the language model).
 */
export function registerQaGenerationRoutes(app: ZodApp, generation: QaGeneration): void {
  const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));
  app.get(
    QA_PATHS.generate,
    { schema: { tags, querystring: QaGenerateQuery, response: { 200: envelopeOf(QaGenerationResult) } } },
    async (request) => ok(await generation.generate(owner(request), request.query)),
  );
  app.post(
    QA_PATHS.saveGenerate,
    { schema: { tags, body: QaGenerateQuery, response: { 200: envelopeOf(QaGenerationResult) } } },
    async (request) => ok(await generation.generate(owner(request), request.body)),
  );
  app.get(
    QA_PATHS.queryExistsIntelligent,
    { schema: { tags, querystring: QaLibIdQuery, response: { 200: envelopeOf(QaGenerationInfo) } } },
    async (request) => ok(await generation.info(owner(request), request.query.libId)),
  );
  app.get(
    QA_PATHS.queryQuestionInfoByLibId,
    { schema: { tags, querystring: QaLibIdQuery, response: { 200: envelopeOf(z.array(QaItem)) } } },
    async (request) => ok(await generation.questions(owner(request), request.query.libId)),
  );
}
