import { describe, expect, it } from 'vitest';
import { PER_SHARE_LINK, PER_SOCKET, QuestionRate } from './question-rate.ts';

describe('question rate (issue 24 §3)', () => {
  it('takes a burst of 10, refuses the 11th within 10 s, and takes again once the window moved', () => {
    const rate = new QuestionRate(PER_SOCKET);
    const answers = Array.from({ length: 500 }, (_, index) => rate.take('socket', 1_000 + index));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(rate.take('socket', 11_001)).toBe(true);
  });

  it('holds 40 a minute for a steady asker, and refused questions do not count', () => {
    const rate = new QuestionRate(PER_SOCKET);
    let taken = 0;
    for (let at = 0; at < 60_000; at += 500) if (rate.take('socket', at)) taken++;
    expect(taken).toBe(40);
    expect(rate.take('socket', 60_001)).toBe(true);
  });

  it('keeps keys apart and forgets a closed socket', () => {
    const rate = new QuestionRate(PER_SOCKET);
    for (let i = 0; i < 10; i++) rate.take('a', i);
    expect(rate.take('a', 10)).toBe(false);
    expect(rate.take('b', 10)).toBe(true);
    rate.forget('a');
    expect(rate.take('a', 11)).toBe(true);
  });

  it('gives a share link 120 a minute across its sockets', () => {
    const rate = new QuestionRate(PER_SHARE_LINK);
    const answers = Array.from({ length: 200 }, (_, index) => rate.take('link', index * 10));
    expect(answers.filter(Boolean)).toHaveLength(120);
  });
});
