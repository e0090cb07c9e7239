import { describe, expect, it } from 'vitest';
import { ClauseCutter, cutClauses } from './clauses.ts';

describe('clause cutter', () => {
  it('cuts at sentence ends and long-enough commas, keeping numbers and abbreviations whole', () => {
    expect(cutClauses('We open at 9.30 every day. Tickets cost $13.5, children go free! Ask Dr. Smith.')).toEqual([
      'We open at 9.30 every day.',
      'Tickets cost $13.5,',
      'children go free!',
      'Ask Dr. Smith.',
    ]);
    expect(cutClauses('Yes, it is.')).toEqual(['Yes, it is.']); // "Yes," is too short to go alone
  });

  it('cuts Chinese at once, weak marks only after enough characters', () => {
    expect(cutClauses('您好！博物馆每天九点开门，周一闭馆。票价：成人五十元、儿童免费；欢迎光临')).toEqual([
      '您好！',
      '博物馆每天九点开门，',
      '周一闭馆。',
      '票价：成人五十元、',
      '儿童免费；',
      '欢迎光临',
    ]);
    expect(cutClauses('“好的。”他说。')).toEqual(['“好的。”', '他说。']);
  });

  it('gives the same clauses however the text is streamed, waiting on a dot until the next character', () => {
    const text = 'The hall is on floor 2.5 now. Lifts are, as always, at the back.\nThanks';
    const cutter = new ClauseCutter();
    const streamed: string[] = [];
    for (const char of text) streamed.push(...cutter.push(char));
    const rest = cutter.flush();
    if (rest) streamed.push(rest);
    expect(streamed).toEqual(cutClauses(text));
    expect(streamed).toEqual(['The hall is on floor 2.5 now.', 'Lifts are,', 'as always,', 'at the back.', 'Thanks']);

    const waiting = new ClauseCutter();
    expect(waiting.push('Open now.')).toEqual([]);
    expect(waiting.push(' Bye')).toEqual(['Open now.']);
    expect(waiting.flush()).toBe('Bye');
    expect(waiting.flush()).toBeNull();
  });
});
