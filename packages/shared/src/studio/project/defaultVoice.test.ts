import { describe, expect, it } from 'vitest';
import { defaultVoiceFor, defaultVoiceForFace } from './defaultVoice.ts';

const voice = (id: string, language: string, gender: string, engine = 'espeak') => ({ id, language, gender, engine });

describe('defaultVoiceFor', () => {
  const catalogue = [
    voice('espeak:en:male', 'en', 'male'),
    voice('espeak:en:female', 'en', 'female'),
    voice('festival:en:slt', 'en', 'female', 'festival'),
    voice('openai:zhchs:nova', 'zhchs', 'female', 'openai'),
    voice('espeak:zhchs:male', 'zhchs', 'male'),
    voice('espeak:zhchs:female', 'zhchs', 'female'),
    voice('espeak:fr:male', 'fr', 'male'),
  ];

  it('prefers the listed English voice, then a local female voice of the language', () => {
    expect(defaultVoiceFor('en', catalogue)?.id).toBe('festival:en:slt');
    expect(defaultVoiceFor('zhchs', catalogue)?.id).toBe('espeak:zhchs:female');
  });

  it('takes any voice of the language when none is female, and English when the language has none', () => {
    expect(defaultVoiceFor('fr', catalogue)?.id).toBe('espeak:fr:male');
    expect(defaultVoiceFor('de', catalogue)?.id).toBe('festival:en:slt');
    expect(defaultVoiceFor('de', [voice('x', 'fr', 'male')])).toBeUndefined();
  });

  describe('defaultVoiceForFace (talking photo: the voice matches the face)', () => {
    const withMale = [...catalogue, voice('openai:en:onyx', 'en', 'male', 'openai'), voice('flite:en:rms', 'en', 'male', 'flite')];

    it('gives a male face a local male voice of the language, a female face the usual default', () => {
      expect(defaultVoiceForFace('en', withMale, 'male')?.id).toBe('flite:en:rms');
      expect(defaultVoiceForFace('en', catalogue, 'male')?.id).toBe('espeak:en:male');
      expect(defaultVoiceForFace('zhchs', withMale, 'male')?.id).toBe('espeak:zhchs:male');
      expect(defaultVoiceForFace('en', withMale, 'female')?.id).toBe('festival:en:slt');
    });

    it('falls back to the language default when no voice of that gender exists or the gender is unknown', () => {
      expect(defaultVoiceForFace('fr', withMale, 'female')?.id).toBe('espeak:fr:male');
      expect(defaultVoiceForFace('en', withMale)?.id).toBe('festival:en:slt');
    });

    it('takes a cloud voice of the right gender only when there is no local one', () => {
      expect(defaultVoiceForFace('en', [voice('festival:en:slt', 'en', 'female', 'festival'), voice('openai:en:onyx', 'en', 'male', 'openai')], 'male')?.id).toBe(
        'openai:en:onyx',
      );
    });
  });
});

