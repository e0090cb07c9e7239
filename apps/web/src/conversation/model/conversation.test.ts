import type { AnswerResult, AnswerSegment } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { applyAnswerEvent, historyOf, newExchange } from './conversation.ts';

const SEGMENT: AnswerSegment = {
  segmentId: 's1',
  documentId: 'd1',
  baseId: 'kb1',
  documentName: 'Shipping.docx',
  title: 'Costs',
  text: 'Shipping within the EU costs €5.00 per order.',
  score: 0.91,
};

function result(answer: string, source: AnswerResult['source']): AnswerResult {
  return { answer, source, answerMode: 'llm', actions: [], segments: [SEGMENT], qaMatch: null, sensitiveWords: [], elapsedMs: 42 };
}

describe('applyAnswerEvent', () => {
  it('builds the answer from source, deltas and done', () => {
    let exchange = newExchange('How much is shipping?');
    exchange = applyAnswerEvent(exchange, { type: 'source', source: 'llm', answerMode: 'llm', segments: [SEGMENT], qaMatch: null });
    exchange = applyAnswerEvent(exchange, { type: 'delta', text: 'It costs ' });
    exchange = applyAnswerEvent(exchange, { type: 'delta', text: '€5.' });
    expect(exchange).toMatchObject({ answer: 'It costs €5.', source: 'llm', done: false });
    exchange = applyAnswerEvent(exchange, { type: 'done', result: result('It costs €5.', 'llm') });
    expect(exchange).toMatchObject({ answer: 'It costs €5.', done: true, elapsedMs: 42, segments: [SEGMENT] });
  });

  it('lets the final result replace streamed text (sensitive word found late)', () => {
    let exchange = applyAnswerEvent(newExchange('q'), { type: 'delta', text: 'something rude' });
    exchange = applyAnswerEvent(exchange, { type: 'done', result: result('Let us talk about something else.', 'sensitive') });
    expect(exchange).toMatchObject({ answer: 'Let us talk about something else.', source: 'sensitive' });
  });

  it('keeps an error and ends the exchange', () => {
    const exchange = applyAnswerEvent(newExchange('q'), { type: 'error', message: 'The language model did not answer' });
    expect(exchange).toMatchObject({ error: 'The language model did not answer', done: true });
  });
});

describe('historyOf', () => {
  it('turns finished exchanges into user/assistant turns, skipping failed and unfinished ones', () => {
    const ok = applyAnswerEvent(newExchange('运费多少？'), { type: 'done', result: result('5 欧元。', 'extractive') });
    const failed = applyAnswerEvent(newExchange('x'), { type: 'error', message: 'no' });
    const running = newExchange('still answering');
    expect(historyOf([ok, failed, running])).toEqual([
      { role: 'user', content: '运费多少？' },
      { role: 'assistant', content: '5 欧元。' },
    ]);
  });
});
