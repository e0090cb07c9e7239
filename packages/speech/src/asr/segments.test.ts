import { describe, expect, it } from 'vitest';
import { asSentence, segmentsFromWords } from './segments.ts';
import { parseWordTimes } from './wordTimes.ts';

const OUTPUT = `hello everyone today
<s> 0.100 0.150 1.000500
hello(2) 0.160 0.470 0.711813
everyone 0.480 1.180 1.000400
<sil> 1.190 1.470 0.999500
today 1.480 1.790 0.951224
[NOISE] 1.800 1.900 0.5
i 2.000 2.100 0.9
</s> 6.070 6.210 1.000000
next one
next 9.400 9.690 0.9
one 9.700 10.370 0.9
`;

describe('timed words', () => {
  it('reads word lines, skipping fillers and pronunciation variants', () => {
    expect(parseWordTimes(OUTPUT)).toEqual([
      { text: 'hello', startMs: 160, endMs: 470 },
      { text: 'everyone', startMs: 480, endMs: 1180 },
      { text: 'today', startMs: 1480, endMs: 1790 },
      { text: 'i', startMs: 2000, endMs: 2100 },
      { text: 'next', startMs: 9400, endMs: 9690 },
      { text: 'one', startMs: 9700, endMs: 10370 },
    ]);
  });

  it('groups words into sentences at pauses and at the length limit', () => {
    const words = parseWordTimes(OUTPUT);
    expect(segmentsFromWords(words, { pauseMs: 450, maxMs: 7000 })).toEqual([
      { startMs: 160, endMs: 2100, text: 'Hello everyone today I.' },
      { startMs: 9400, endMs: 10370, text: 'Next one.' },
    ]);
    expect(segmentsFromWords(words, { pauseMs: 5000, maxMs: 1000 }).map((s) => s.text)).toEqual([
      'Hello.',
      'Everyone.',
      'Today I.',
      'Next one.',
    ]);
    expect(asSentence([])).toBe('');
  });
});
