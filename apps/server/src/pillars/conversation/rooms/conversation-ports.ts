import type { AnswerEvent, FlowEffect, FlowEvent, FlowNode, UiLanguage } from '@orator/shared';
import type { conversationTurns } from '../../../kernel/db/schema/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { AnswerInput } from '../roles/index.ts';

/** One clause spoken: WAV bytes, duration and the mouth shapes (25 fps). */
export interface SpokenClause {
  wav: Buffer;
  durationMs: number;
  visemes: Array<{ viseme: string; openness: number; rounding: number }>;
}

type CallApi = Extract<FlowEffect, { type: 'callApi' }>;

/** What a live conversation uses: the answer engine, speech, the session-record store and API-call nodes' calls. */
export interface ConversationPorts {
  answer(input: AnswerInput, signal: AbortSignal): AsyncIterable<AnswerEvent>;
  /** `deadline` (performance.now() ms): when the clause's audio will be needed; earlier ones are synthesised first. */
  speak(text: string, voiceId: string, deadline: number): Promise<SpokenClause>;
  record(turn: typeof conversationTurns.$inferInsert): Promise<void>;
  /** Keeps a spoken question with its turn; answers the storage key. */
  storeAudio(turn: number, wav: Buffer): Promise<string>;
  log(error: unknown, message: string): void;
  /** An API-call node's request (only to operator-allowed addresses); `problem` is logged. */
  callApi(call: CallApi, sessionId: string): Promise<{ result: Extract<FlowEvent, { type: 'apiResult' }>; problem: string | null }>;
  /** The voice to speak `language` with: the current one when it can, else one of the catalogue's for it. */
  voiceFor(language: string, currentVoiceId: string): string;
}

/** Who is talking to which project (fixed when the socket's session opens). */
export interface ConversationSetup {
  owner: Owner;
  project: { id: string; name: string; voiceId: string };
  role: { id: string; name: string; historyTurns: number; greeting: string; greetings: Record<string, string> };
  profile: AnswerInput['profile'];
  visitor: 'owner' | 'share';
  language: UiLanguage;
  /** The project's flow (its start node runs when the session begins). */
  nodes: readonly FlowNode[];
}

/** A turn whose answer is given, not asked of the engine (the wake prompt), and the source it is recorded with. */
export interface ScriptedAnswer {
  answer: string;
  source: string;
}
