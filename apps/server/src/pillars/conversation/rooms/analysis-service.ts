import { ANALYSIS_TOP_MAX, TURNS_BUCKET_MAX, type AnalysisQuery, type ConversationAnalysis } from '@orator/shared';
import type { z } from 'zod';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { AnalysisRepo } from './analysis-repo.ts';
import { filterOf } from './records-service.ts';

/** The records page's data analysis (issue #10 §4) over the list's filters. */
export class AnalysisService {
  constructor(private readonly repo: AnalysisRepo) {}

  async analyse(owner: Owner, query: z.output<typeof AnalysisQuery>, now = new Date()): Promise<ConversationAnalysis> {
    const rows = await this.repo.analyse(owner, filterOf(query, now), query.utcOffsetMinutes, ANALYSIS_TOP_MAX, TURNS_BUCKET_MAX);
    return {
      sessions: rows.totals.sessions,
      turns: rows.totals.turns,
      sessionsPerDay: rows.days,
      turnsPerSession: rows.turnsPerSession,
      topQuestions: rows.topQuestions,
      unanswered: rows.unanswered,
      sources: rows.sources,
    };
  }
}
