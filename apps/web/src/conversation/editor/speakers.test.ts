import type { Speaker } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { speakerLanguages, speakerMatches } from './speakers.ts';

const speaker = (id: string, locale: string, gender: Speaker['gender'], language = locale.split('-')[0]!): Speaker => ({
  id,
  name: id,
  language,
  locale,
  gender,
  engine: 'espeak',
  sampleUrl: '',
});

describe('speakers for the voice settings', () => {
  const us = speaker('us', 'en-US', 'female');
  const gb = speaker('gb', 'en-GB', 'male');
  const cn = speaker('cn', 'zh-CN', 'female', 'zhchs');
  const auto = speaker('auto', 'und', 'male', 'auto');

  it('takes every locale of a bare language, one locale exactly, and auto-detect for any language', () => {
    expect([us, gb, cn, auto].filter((s) => speakerMatches(s, { language: 'en', gender: 'any' })).map((s) => s.id)).toEqual([
      'us',
      'gb',
      'auto',
    ]);
    expect([us, gb, cn, auto].filter((s) => speakerMatches(s, { language: 'en-GB', gender: 'any' })).map((s) => s.id)).toEqual([
      'gb',
      'auto',
    ]);
    expect([us, gb, cn, auto].filter((s) => speakerMatches(s, { language: 'zh-CN', gender: 'any' })).map((s) => s.id)).toEqual([
      'cn',
      'auto',
    ]);
  });

  it('filters by gender unless any', () => {
    expect([us, gb, cn, auto].filter((s) => speakerMatches(s, { language: 'en', gender: 'female' })).map((s) => s.id)).toEqual(['us']);
  });

  it('offers bare languages then locales, without auto-detect', () => {
    expect(speakerLanguages([us, gb, cn, auto])).toEqual(['en', 'zh', 'en-GB', 'en-US', 'zh-CN']);
  });
});
