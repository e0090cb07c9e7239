import { composeAnswer, countCharacters, trimToSentence } from '@orator/knowledge';
import {
  messageFor,
  type AnswerEvent,
  type AnswerQaMatch,
  type AnswerResult,
  type AnswerSegment,
  type AnswerSource,
  type HistoryTurn,
  type QaAction,
  type UiLanguage,
} from '@orator/shared';
import { type LanguageModel } from '../../../kernel/ai/language-model.ts';
import { LanguageModelError } from '../../../kernel/ai/language-model.ts';
import type { QaService } from '../qa/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { KnowledgeLookup } from './knowledge-lookup.ts';
import { answerMessages, maxTokensFor, type PromptRole, type QaReference } from './prompt.ts';
import type { SensitiveWordsService } from './sensitive-words.ts';

/** What answers: a stored role, or the AI test's defaults for a set of bases. */
export interface AnswerProfile extends PromptRole {
  sensitivePhrase: string;
  answerPrefix: string;
  temperature: number;
  /** Searched together (the role's linked bases and its private base). */
  baseIds: readonly string[];
  qaLibraryIds: readonly string[];
  /** Offered after the fallback phrase when the knowledge does not answer (may be empty). */
  commonQuestions?: readonly string[];
}

export interface AnswerInput {
  owner: Owner;
  profile: AnswerProfile;
  question: string;
  history: readonly HistoryTurn[];
  /** The caller's UI language, for the error message of a failed model. */
  language: UiLanguage;
  /** A search flow node: the role's knowledge bases only — no Q&A match, no language model (extractive). */
  knowledgeOnly?: boolean;
}

/** Retrieval settings of the answer engine (what the hit test calls top-N and threshold). */
export const RETRIEVAL = { topN: 5, threshold: 0.2 } as const;

interface QaOutcome {
  best: AnswerQaMatch | null;
  /** Above its library's threshold. */
  passed: { match: AnswerQaMatch; answer: string; actions: QaAction[]; direct: boolean } | null;
}

type Draft = Omit<AnswerResult, 'elapsedMs' | 'answerMode'>;

/**
 * The one answer function (issue #9 §5): sensitive words in the question -> Q&A match over the
 * role's libraries -> knowledge retrieval over its bases -> the language model (streamed) when
 * configured, else the extractive answer, else the fallback phrase. A generated answer is checked
 * for sensitive words as it streams.
 */
export class AnswerEngine {
  constructor(
    private readonly qa: QaService,
    private readonly knowledge: KnowledgeLookup,
    private readonly sensitive: SensitiveWordsService,
    private readonly model: LanguageModel | null,
  ) {}

  get mode(): 'llm' | 'extractive' {
    return this.model ? 'llm' : 'extractive';
  }

  /** The whole answer at once (non-streamed route, AI test). */
  async collect(input: AnswerInput, signal?: AbortSignal): Promise<AnswerResult> {
    for await (const event of this.answer(input, signal)) {
      if (event.type === 'done') return event.result;
      if (event.type === 'error') throw new LanguageModelError(event.message);
    }
    throw new LanguageModelError('the answer ended without a result');
  }

  /** Events in order: source, delta..., then done (or error). Stops quietly when `signal` aborts. */
  async *answer(input: AnswerInput, signal?: AbortSignal): AsyncGenerator<AnswerEvent, void, undefined> {
    const started = performance.now();
    const { profile, question } = input;
    const answerMode = this.mode;
    const finish = (draft: Draft): AnswerEvent => ({
      type: 'done',
      result: { ...draft, answerMode, elapsedMs: Math.round((performance.now() - started) * 10) / 10 },
    });
    /** An answer known in full at once: one delta. */
    const whole = function* (draft: Draft): Generator<AnswerEvent> {
      const { source, segments, qaMatch } = draft;
      yield { type: 'source', source, answerMode, segments, qaMatch };
      if (draft.answer) yield { type: 'delta', text: draft.answer };
      yield finish(draft);
    };
    const empty = { actions: [], segments: [], qaMatch: null, sensitiveWords: [] };

    const asked = await this.sensitive.find(question);
    if (asked.length > 0) {
      yield* whole({ ...empty, answer: profile.sensitivePhrase, source: 'sensitive', sensitiveWords: asked });
      return;
    }
    const qa: QaOutcome = input.knowledgeOnly
      ? { best: null, passed: null }
      : await this.matchQa(input.owner, profile.qaLibraryIds, question);
    if (qa.passed && (qa.passed.direct || !this.model)) {
      const { answer, actions, match } = qa.passed;
      yield* whole({ ...empty, answer, actions, source: 'qa', qaMatch: match });
      return;
    }
    const segments = await this.retrieve(input.owner, profile.baseIds, question);
    if (!this.model || input.knowledgeOnly) {
      const composed = composeAnswer({ question, segments, prefix: profile.answerPrefix, maxLength: profile.maxReplyLength });
      const source: AnswerSource = composed ? 'extractive' : 'fallback';
      const answer = composed?.text ?? fallbackWithSuggestions(profile, input.language);
      yield* whole({ ...empty, answer, source, segments: composed ? segments : [], qaMatch: qa.best });
      return;
    }
    const reference: QaReference | null = qa.passed ? { question: qa.passed.match.standardQuestion, answer: qa.passed.answer } : null;
    yield { type: 'source', source: 'llm', answerMode: 'llm', segments, qaMatch: qa.best };
    let text = '';
    let cut = false;
    try {
      const pieces = this.model.stream({
        messages: answerMessages(profile, { question, history: input.history, segments, qa: reference }),
        temperature: profile.temperature,
        maxTokens: maxTokensFor(profile.maxReplyLength),
        signal,
      });
      for await (const piece of pieces) {
        const next = text + piece;
        const found = await this.sensitive.find(next);
        if (found.length > 0) {
          // Leaving the loop cancels the model's stream; the client replaces what it showed.
          yield finish({
            ...empty,
            answer: profile.sensitivePhrase,
            source: 'sensitive',
            segments,
            qaMatch: qa.best,
            sensitiveWords: found,
          });
          return;
        }
        if (countCharacters(next) > profile.maxReplyLength) {
          const room = [...piece].slice(0, profile.maxReplyLength - countCharacters(text)).join('');
          if (room) yield { type: 'delta', text: room };
          // Trimmed from the over-long text, so a sentence the limit cut off is dropped whole.
          text = trimToSentence(next, profile.maxReplyLength);
          cut = true;
          break;
        }
        text = next;
        yield { type: 'delta', text: piece };
      }
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof LanguageModelError) {
        yield { type: 'error', message: messageFor('languageModelFailed', input.language) };
        return;
      }
      throw error;
    }
    if (signal?.aborted) return;
    const answer = cut ? text : text.trim();
    yield finish({ ...empty, answer: answer || profile.fallbackPhrase, source: answer ? 'llm' : 'fallback', segments, qaMatch: qa.best });
  }

  /** The qa module's one matcher; the engine keeps what it answers with. */
  private async matchQa(owner: Owner, libraryIds: readonly string[], question: string): Promise<QaOutcome> {
    const { best, passed } = await this.qa.match(owner, libraryIds, question);
    if (!passed) return { best, passed: null };
    const { match, item, library } = passed;
    return { best, passed: { match, answer: item.answerText, actions: item.actions as QaAction[], direct: library.answerDirectly } };
  }

  /** Each base searched on its own (so every segment knows its base), merged by display score. */
  private async retrieve(owner: Owner, baseIds: readonly string[], question: string): Promise<AnswerSegment[]> {
    const unique = [...new Set(baseIds)];
    const lists = await Promise.all(
      unique.map(async (baseId) => (await this.knowledge.search(owner, [baseId], question, RETRIEVAL)).map((hit) => ({ ...hit, baseId }))),
    );
    return mergeRankedLists(lists)
      .slice(0, RETRIEVAL.topN)
      .map(({ segmentId, documentId, baseId, documentName, title, text, score }) => ({
        segmentId,
        documentId,
        baseId,
        documentName,
        title,
        text,
        score,
      }));
  }
}

/** The fallback phrase, then up to three of the role's common questions to ask instead (within the max length). */
export function fallbackWithSuggestions(profile: AnswerProfile, language: UiLanguage): string {
  const questions = (profile.commonQuestions ?? []).slice(0, 3);
  if (questions.length === 0) return profile.fallbackPhrase;
  const separator = /\p{Script=Han}/u.test(questions.join('')) ? '；' : '; ';
  const offer = `${profile.fallbackPhrase} ${messageFor('answerSuggestions', language, { questions: questions.join(separator) })}`;
  return countCharacters(offer) <= profile.maxReplyLength ? offer : profile.fallbackPhrase;
}

/**
 * One list from several bases' rankings. Each base's order comes from rank fusion and is the
 * relevance order; the display score (query coverage) is not, so sorting by it would put a
 * spelling-only match above the segment that answers. Hits are taken rank by rank across the
 * bases; within one rank the higher score goes first.
 */
export function mergeRankedLists<T extends { score: number }>(lists: readonly (readonly T[])[]): T[] {
  const merged: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let rank = 0; rank < longest; rank += 1) {
    const atRank = lists.flatMap((list) => (rank < list.length ? [list[rank]!] : []));
    merged.push(...atRank.sort((a, b) => b.score - a.score));
  }
  return merged;
}
