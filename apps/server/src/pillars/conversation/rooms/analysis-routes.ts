import { ANALYSIS_PATH, AnalysisQuery, ConversationAnalysis, ok } from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { AnalysisService } from './analysis-service.ts';

/** avatarConversation/analysis: the caller's session records summed up for the charts. */
export function registerAnalysisRoutes(app: ZodApp, analysis: AnalysisService): void {
  app.post(
    ANALYSIS_PATH,
    { schema: { tags: ['conversation'], body: AnalysisQuery, response: { 200: envelopeOf(ConversationAnalysis) } } },
    async (request) => ok(await analysis.analyse(ownerOf(requireAuth(request)), request.body)),
  );
}
