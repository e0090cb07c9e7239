import { describe, expect, it } from 'vitest';
import { defaultVoiceFor } from './defaultVoice.ts';

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
});
