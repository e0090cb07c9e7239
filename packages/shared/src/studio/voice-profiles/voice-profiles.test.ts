import { describe, expect, it } from 'vitest';
import {
  checkVoiceSample,
  isVoiceProfileEdition,
  missingSentences,
  VOICE_PROFILE_EDITIONS,
  VOICE_SAMPLE_LIMITS,
  voiceProfileName,
} from './editions.ts';
import { profileIdOfVoice, profileVoiceId } from './api.ts';
import { isVoiceProfileLanguage, readingSentences, VOICE_PROFILE_LANGUAGES } from './sentences.ts';

describe('reading sentences', () => {
  it('has 500 distinct sentences in English and Chinese, varied from the first ones on', () => {
    expect(VOICE_PROFILE_LANGUAGES).toEqual(['en', 'zhchs']);
    for (const language of VOICE_PROFILE_LANGUAGES) {
      const all = readingSentences(language, 500);
      expect(all).toHaveLength(500);
      expect(new Set(all).size).toBe(500);
      // The 20 edition: no subject and no predicate read twice.
      const first = readingSentences(language, 20);
      expect(first).toEqual(all.slice(0, 20));
      const ends = first.map((s) => (language === 'en' ? s.split(' ').slice(-3).join(' ') : s.slice(-5)));
      expect(new Set(ends).size).toBe(20);
    }
    expect(readingSentences('en', 2)).toEqual([
      'The young teacher walked to the market before noon.',
      'My older brother found a shiny coin beside the bridge.',
    ]);
    expect(readingSentences('zhchs', 1)).toEqual(['我的老师昨天早上去了菜市场。']);
    expect(readingSentences('fr', 20)).toEqual([]);
    expect(isVoiceProfileLanguage('zhchs')).toBe(true);
    expect(isVoiceProfileLanguage('de-DE')).toBe(false);
  });
});

describe('edition rules', () => {
  it('knows the editions and what is missing', () => {
    expect(VOICE_PROFILE_EDITIONS).toEqual([20, 100, 500]);
    expect(isVoiceProfileEdition(100)).toBe(true);
    expect(isVoiceProfileEdition(50)).toBe(false);
    expect(missingSentences(20, [0, 1, 2, 5, 19])).toHaveLength(15);
    expect(
      missingSentences(
        20,
        Array.from({ length: 20 }, (_, i) => i),
      ),
    ).toEqual([]);
  });

  it('limits samples: mp3/wav uploads, 1 minute recorded, 3 minutes uploaded, 20 minutes in all', () => {
    const upload = (fileName: string, durationMs: number) => ({ fileName, durationMs, recorded: false });
    expect(checkVoiceSample(upload('a.mp3', 3000), 0)).toBeNull();
    expect(checkVoiceSample(upload('a.WAV', 3000), 0)).toBeNull();
    expect(checkVoiceSample(upload('a.ogg', 3000), 0)).toBe('fileFormatNotSupported');
    expect(checkVoiceSample({ fileName: 'take.webm', durationMs: 3000, recorded: true }, 0)).toBeNull();
    expect(checkVoiceSample({ fileName: 'take.webm', durationMs: 61_000, recorded: true }, 0)).toBe('voiceSampleTooLong');
    expect(checkVoiceSample(upload('a.mp3', 179_000), 0)).toBeNull();
    expect(checkVoiceSample(upload('a.mp3', 181_000), 0)).toBe('voiceSampleTooLong');
    expect(checkVoiceSample(upload('a.mp3', 200), 0)).toBe('voiceSampleTooShort');
    expect(checkVoiceSample(upload('a.mp3', 60_000), VOICE_SAMPLE_LIMITS.totalMs - 59_000)).toBe('voiceSamplesTotalTooLong');
  });

  it('names must not be empty; profile voice ids round-trip', () => {
    expect(voiceProfileName('  My voice ')).toBe('My voice');
    expect(voiceProfileName('   ')).toBeNull();
    expect(voiceProfileName('x'.repeat(51))).toBeNull();
    const id = '0b0c4c1e-7a53-4d5e-9d7e-1a2b3c4d5e6f';
    expect(profileIdOfVoice(profileVoiceId(id))).toBe(id);
    expect(profileIdOfVoice('espeak:en:male')).toBeNull();
    expect(profileIdOfVoice('profile:../x')).toBeNull();
  });
});
