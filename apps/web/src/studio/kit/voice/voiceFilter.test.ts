import type { Speaker } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { filterVoices, initialFilter, languageLabel, voiceLanguages } from './voiceFilter.ts';

const speaker = (id: string, language: string, gender: Speaker['gender']): Speaker =>
  ({ id, name: id, language, locale: language, gender, engine: 'espeak', sampleUrl: `/s/${id}` }) as Speaker;

const catalogue = [
  speaker('x-klingon', 'tlh', 'male'),
  speaker('en-m', 'en', 'male'),
  speaker('en-f', 'en', 'female'),
  speaker('zh-f', 'zhchs', 'female'),
];

describe('voice picker filter', () => {
  it('lists languages that have voices in the content-language order, unknown codes last', () => {
    expect(voiceLanguages(catalogue)).toEqual(['zhchs', 'en', 'tlh']);
    expect(languageLabel('zhchs', 'zh-TW')).toBe('簡體中文');
    // Other languages are named by Intl.DisplayNames in the UI language, sorted by that name.
    expect(languageLabel('tlh', 'en')).toBe('Klingon');
    expect(languageLabel('sw', 'zh-CN')).toBe('斯瓦希里语');
    expect(languageLabel('qdb', 'en')).toBe('qdb');
    const world = [speaker('sw-f', 'sw', 'female'), speaker('af-f', 'af', 'female'), speaker('hi-m', 'hi', 'male'), ...catalogue];
    expect(voiceLanguages(world, 'en')).toEqual(['zhchs', 'en', 'af', 'hi', 'tlh', 'sw']);
  });

  it('narrows by language and gender, each side optional', () => {
    expect(filterVoices(catalogue, { language: 'en', gender: 'all' }).map((s) => s.id)).toEqual(['en-m', 'en-f']);
    expect(filterVoices(catalogue, { language: 'all', gender: 'female' }).map((s) => s.id)).toEqual(['en-f', 'zh-f']);
    expect(filterVoices(catalogue, { language: 'en', gender: 'female' }).map((s) => s.id)).toEqual(['en-f']);
  });

  it('opens at the chosen voice’s language, else the script’s, else all', () => {
    expect(initialFilter(catalogue, 'zh-f', 'en')).toEqual({ language: 'zhchs', gender: 'all' });
    expect(initialFilter(catalogue, undefined, 'en')).toEqual({ language: 'en', gender: 'all' });
    expect(initialFilter(catalogue, undefined, 'fr')).toEqual({ language: 'all', gender: 'all' });
  });
});
