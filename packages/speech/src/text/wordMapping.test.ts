import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../types.ts';
import { normaliseForSpeech } from './normalise/index.ts';
import { scriptWordTimings } from './wordMapping.ts';

/** Engine words one after another, 100 ms each, as an engine reports the spoken text. */
function engineWords(text: string): TimedWord[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => ({ text: word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, ''), startMs: i * 100, endMs: i * 100 + 90 }));
}

describe('scriptWordTimings', () => {
  it('gives each script word the time of the spoken words that read it', () => {
    const script = 'Mr. Dubois paid $13.7 billion on 3 November.';
    const spoken = normaliseForSpeech(script, 'en');
    // mister dubois paid thirteen point seven billion dollars on the third of november
    const words = scriptWordTimings(script, spoken, engineWords(spoken.text));
    expect(words.map((w) => w.text)).toEqual(['Mr.', 'Dubois', 'paid', '$13.7', 'billion', 'on', '3', 'November']);
    expect(words[3]).toMatchObject({ startMs: 300, endMs: 590 });
    expect(words[4]).toMatchObject({ startMs: 600, endMs: 790 });
    expect(words[6]).toMatchObject({ startMs: 900, endMs: 1190 });
  });

  it('keeps unchanged words exactly and splits a multi-word source span by length', () => {
    const script = 'It’s François.';
    const spoken = normaliseForSpeech(script, 'en');
    expect(scriptWordTimings(script, spoken, engineWords(spoken.text)).map((w) => w.text)).toEqual(['It’s', 'François']);
  });

  it('gives the time of words the engine added on its own to the word before', () => {
    const script = 'Hello world';
    const words = scriptWordTimings(script, normaliseForSpeech(script, 'en'), [
      { text: 'hello', startMs: 0, endMs: 100 },
      { text: 'uh', startMs: 100, endMs: 200 },
      { text: 'world', startMs: 200, endMs: 300 },
    ]);
    expect(words).toEqual([
      { text: 'Hello', startMs: 0, endMs: 200 },
      { text: 'world', startMs: 200, endMs: 300 },
    ]);
  });

  it('maps Chinese readings back to the digits', () => {
    const script = '2014年增长13.7%。';
    const spoken = normaliseForSpeech(script, 'zhchs');
    const perCharacter = Array.from(spoken.text.replace(/[。]/gu, ''), (c, i) => ({ text: c, startMs: i * 100, endMs: i * 100 + 100 }));
    const words = scriptWordTimings(script, spoken, perCharacter);
    expect(words.map((w) => w.text)).toEqual(['2014', '年', '增', '长', '13.7%']);
    expect(words[0]).toMatchObject({ startMs: 0, endMs: 400 });
  });

  it('returns the engine words unchanged when the engine read something else', () => {
    const script = '今日は';
    const kana = [{ text: 'きょうは', startMs: 0, endMs: 500 }];
    expect(scriptWordTimings(script, normaliseForSpeech(script, 'ja'), kana)).toEqual(kana);
  });
});
