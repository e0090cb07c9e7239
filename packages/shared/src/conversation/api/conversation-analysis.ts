import { z } from 'zod';
import { SESSION_PERIODS } from './conversation.ts';

/**
 * The records page's data analysis (issue #10 §4): sessions per day, turns per session, top
 * questions, unanswered (fallback) questions and answer sources, over the same filters as the list
 * (ANALYSIS_PATH).
 */
/** POST AnalysisQuery -> ConversationAnalysis (next to PROJECT_PATHS' avatarConversation/*). */
export const ANALYSIS_PATH = '/aiask/avatar/avatarConversation/analysis';

export const ANALYSIS_TOP_MAX = 10;
/** Sessions with this many turns or more share the last bar of the distribution. */
export const TURNS_BUCKET_MAX = 10;

export const AnalysisQuery = z.object({
  period: z.enum(SESSION_PERIODS).optional(),
  projectId: z.string().min(1).max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
  /** The viewer's offset from UTC (minutes east, e.g. 480 for UTC+8): days are the viewer's days. */
  utcOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});
export type AnalysisQuery = z.input<typeof AnalysisQuery>;

export const ConversationAnalysis = z.object({
  sessions: z.number(),
  turns: z.number(),
  /** Days with at least one session started, oldest first (YYYY-MM-DD in the viewer's time). */
  sessionsPerDay: z.array(z.object({ day: z.string(), sessions: z.number(), turns: z.number() })),
  /** How many sessions had 1, 2, … turns (the last entry counts TURNS_BUCKET_MAX or more). */
  turnsPerSession: z.array(z.object({ turns: z.number(), sessions: z.number() })),
  /** The most asked questions (case and surrounding space ignored), most first. */
  topQuestions: z.array(z.object({ question: z.string(), count: z.number() })),
  /** Questions answered with the role's fallback phrase, most first. */
  unanswered: z.array(z.object({ question: z.string(), count: z.number() })),
  /** Turns per answer source (qa, extractive, llm, fallback, sensitive, wake, none), most first. */
  sources: z.array(z.object({ source: z.string(), turns: z.number() })),
});
export type ConversationAnalysis = z.infer<typeof ConversationAnalysis>;
