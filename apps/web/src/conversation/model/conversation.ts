import type { AnswerEvent, AnswerQaMatch, AnswerSegment, AnswerSource, HistoryTurn } from '@orator/shared';

/** One exchange of an AI test as it builds up from the streamed events. */
export interface Exchange {
  question: string;
  answer: string;
  source: AnswerSource | null;
  answerMode: 'llm' | 'extractive' | null;
  segments: AnswerSegment[];
  qaMatch: AnswerQaMatch | null;
  elapsedMs: number | null;
  error: string | null;
  done: boolean;
}

export function newExchange(question: string): Exchange {
  return { question, answer: '', source: null, answerMode: null, segments: [], qaMatch: null, elapsedMs: null, error: null, done: false };
}

/** The exchange after one more event: source first, text pieces, then the final result (which wins). */
export function applyAnswerEvent(exchange: Exchange, event: AnswerEvent): Exchange {
  switch (event.type) {
    case 'source':
      return { ...exchange, source: event.source, answerMode: event.answerMode, segments: event.segments, qaMatch: event.qaMatch };
    case 'delta':
      return { ...exchange, answer: exchange.answer + event.text };
    case 'done':
      // The final text replaces what streamed (a generated answer holding a sensitive word becomes the phrase).
      return {
        ...exchange,
        answer: event.result.answer,
        source: event.result.source,
        answerMode: event.result.answerMode,
        segments: event.result.segments,
        qaMatch: event.result.qaMatch,
        elapsedMs: event.result.elapsedMs,
        done: true,
      };
    case 'error':
      return { ...exchange, error: event.message, done: true };
  }
}

/** Earlier finished exchanges as the history the engine takes, oldest first. */
export function historyOf(exchanges: readonly Exchange[]): HistoryTurn[] {
  return exchanges
    .filter((exchange) => exchange.done && !exchange.error)
    .flatMap((exchange) => [
      { role: 'user' as const, content: exchange.question },
      { role: 'assistant' as const, content: exchange.answer },
    ]);
}
