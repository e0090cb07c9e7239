import { describe, expect, it } from 'vitest';
import { PLAN_ABILITIES } from '../../kernel/plans/plans.ts';
import { MB } from '../../kernel/constants/upload.ts';
import { checkTranslationUpload, isoLanguageOf, segmentsAreValid, translationRoute, type TranslationUploadFacts } from './translate.ts';
import { DEFAULT_SUBTITLE_INFO } from './translate-api.ts';

describe('translation routes', () => {
  it('takes a Debian pair directly', () => {
    expect(translationRoute('en', 'es', false)).toEqual({ engine: 'offline', legs: [['en', 'es']], pivot: null });
    expect(translationRoute('it', 'es', false)).toEqual({ engine: 'offline', legs: [['it', 'es']], pivot: null });
  });

  it('pivots through Spanish where no direct pair exists', () => {
    expect(translationRoute('en', 'pt', false)).toEqual({
      engine: 'offline',
      legs: [
        ['en', 'es'],
        ['es', 'pt'],
      ],
      pivot: 'es',
    });
    expect(translationRoute('fr', 'en', false)).toEqual({
      engine: 'offline',
      legs: [
        ['fr', 'es'],
        ['es', 'en'],
      ],
      pivot: 'es',
    });
    expect(translationRoute('it', 'fr', false)?.engine).toBe('offline');
  });

  it('refuses other languages offline and sends every pair to the remote engine when configured', () => {
    expect(translationRoute('en', 'zhchs', false)).toBeNull();
    expect(translationRoute('de-DE', 'es', false)).toBeNull();
    expect(translationRoute('en', 'zhchs', true)).toEqual({ engine: 'remote' });
  });

  it('names languages by ISO code', () => {
    expect(['zhchs', 'zhcht-TW', 'zhchs-YUE', 'arXA', 'de-DE', 'pt'].map(isoLanguageOf)).toEqual(['zh', 'zh', 'yue', 'ar', 'de', 'pt']);
  });
});

describe('translation upload rules (spec §5)', () => {
  const good: TranslationUploadFacts = {
    videoLanguage: 'en',
    targetLanguage: 'es',
    people: 1,
    mimeType: 'video/mp4',
    size: 10 * MB,
    durationMs: 60_000,
    width: 640,
    height: 360,
  };
  const member = PLAN_ABILITIES.member.translationMaxMs;
  const refusal = (change: Partial<TranslationUploadFacts>, max = member) =>
    checkTranslationUpload({ ...good, ...change }, max)?.key ?? null;

  it('passes a good video and each allowed container', () => {
    for (const mimeType of ['video/mp4', 'video/quicktime', 'video/webm']) expect(refusal({ mimeType })).toBeNull();
  });

  it('requires the target, the video language and the number of people, and different languages', () => {
    expect(refusal({ targetLanguage: null })).toBe('translationTargetRequired');
    expect(refusal({ videoLanguage: '' })).toBe('translationVideoLanguageRequired');
    expect(refusal({ videoLanguage: 'auto' })).toBe('translationVideoLanguageRequired');
    expect(refusal({ people: null })).toBe('translationPeopleRequired');
    expect(refusal({ targetLanguage: 'en' })).toBe('translationSameLanguage');
  });

  it('refuses other formats, empty and over 500 MB files', () => {
    expect(refusal({ mimeType: 'video/x-matroska' })).toBe('fileFormatNotSupported');
    expect(refusal({ size: 0 })).toBe('emptyFile');
    expect(refusal({ size: 500 * MB + 1 })).toBe('fileSizeExceeded');
    expect(refusal({ durationMs: null })).toBe('fileFormatNotSupported');
  });

  it('takes 30 s to 5 min, within the plan, and 360..4096 px per side', () => {
    expect(refusal({ durationMs: 29_999 })).toBe('translationVideoDuration');
    expect(refusal({ durationMs: 30_000 })).toBeNull();
    expect(refusal({ durationMs: 300_001 })).toBe('translationVideoDuration');
    expect(refusal({ durationMs: 240_000 }, PLAN_ABILITIES.free.translationMaxMs)).toBe('translationPlanDuration');
    expect(checkTranslationUpload({ ...good, durationMs: 240_000 }, PLAN_ABILITIES.free.translationMaxMs)?.params).toEqual({ minutes: 3 });
    expect(refusal({ width: 359 })).toBe('translationVideoDimensions');
    expect(refusal({ height: 4097 })).toBe('translationVideoDimensions');
    expect(refusal({ width: 4096, height: 360 })).toBeNull();
  });
});

describe('segments and subtitle defaults', () => {
  it('accepts ordered, non-overlapping segments inside the video', () => {
    const a = { startMs: 0, endMs: 1000, sourceText: 'Hello' };
    expect(segmentsAreValid([a, { startMs: 1000, endMs: 2000, sourceText: 'there' }], 2000)).toBe(true);
    expect(segmentsAreValid([a, { startMs: 900, endMs: 2000, sourceText: 'there' }], 2000)).toBe(false);
    expect(segmentsAreValid([{ ...a, endMs: 0 }], 2000)).toBe(false);
    expect(segmentsAreValid([{ ...a, sourceText: ' ' }], 2000)).toBe(false);
    expect(segmentsAreValid([{ ...a, endMs: 2001 }], 2000)).toBe(false);
  });

  it('defaults the video-dub subtitles to STSong 30, bottom space 6, 18 characters a line', () => {
    expect(DEFAULT_SUBTITLE_INFO).toMatchObject({ fontname: 'STSong', fontsize: 30, bottomSpace: 6, srt_len: 18 });
  });
});
