import { describe, expect, it } from 'vitest';
import { buildPhraseGrammar, GRAMMAR_MAX_PHRASES, parseDictionary } from './grammar.ts';

const DICT = parseDictionary(
  [
    'what W AH T',
    'what(2) HH W AH T',
    "what's W AH T S",
    'are AA R',
    'your Y AO R',
    'opening OW P AH N IH NG',
    'hours AW ER Z',
    'hello HH AH L OW',
  ].join('\n'),
);

describe('parseDictionary', () => {
  it('gathers variants under the word, lower case', () => {
    expect(DICT.get('what')).toEqual(['W AH T', 'HH W AH T']);
    expect(parseDictionary('Hello HH AH L OW\n\n').get('hello')).toEqual(['HH AH L OW']);
  });
});

describe('buildPhraseGrammar', () => {
  it('writes one alternative per phrase, normalised, with a dictionary of just its words', () => {
    const grammar = buildPhraseGrammar(['What are your opening hours?', "What's your opening?", 'what are your opening hours'], DICT);
    expect(grammar?.phrases).toEqual(['what are your opening hours', "what's your opening"]);
    expect(grammar?.jsgf).toContain("public <phrase> = what are your opening hours\n  | what's your opening;");
    expect(grammar?.dictionary.split('\n')).toContain('what(2) HH W AH T');
    expect(grammar?.dictionary).not.toContain('hello');
  });

  it('drops phrases with a word the dictionary lacks instead of failing the decoder', () => {
    const grammar = buildPhraseGrammar(['what are your Wi-Fi hours', 'hello'], DICT);
    expect(grammar?.phrases).toEqual(['hello']);
    expect(grammar?.dropped).toEqual(['what are your Wi-Fi hours']);
  });

  it('gives none when no phrase is usable or there are too many (open dictation then)', () => {
    expect(buildPhraseGrammar([], DICT)).toBeNull();
    expect(buildPhraseGrammar(['营业时间', '???'], DICT)).toBeNull();
    const words = Array.from({ length: GRAMMAR_MAX_PHRASES + 1 }, (_, i) => `word${i}`);
    const big = parseDictionary(words.map((word) => `${word} W ER D`).join('\n'));
    expect(buildPhraseGrammar(words.slice(0, GRAMMAR_MAX_PHRASES), big)?.phrases).toHaveLength(GRAMMAR_MAX_PHRASES);
    expect(buildPhraseGrammar(words, big)).toBeNull();
  });
});
