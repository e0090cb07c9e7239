import { describe, expect, it } from 'vitest';
import { cmuToIpa } from './cmuPhones.ts';
import { festivalScript, parseFestivalOutput } from './festivalScript.ts';
import { parseFliteOutput } from './flite.ts';

describe('festivalScript', () => {
  it('escapes quotes, backslashes and newlines inside the Scheme string', () => {
    const script = festivalScript({
      voiceFunction: 'voice_x',
      sentences: ['He said "hi" \\ ok\nthen'],
      wavPath: (i) => `/tmp/${i}.wav`,
      speed: 1,
      pitch: 1,
    });
    expect(script).toContain('(Utterance Text "He said \\"hi\\" \\\\ ok then")');
    expect(script).not.toContain('hts_engine_params');
  });
  it('passes speed and pitch to hts_engine as -r and -fm (half-tones)', () => {
    const script = festivalScript({ voiceFunction: 'voice_x', sentences: ['a'], wavPath: () => '/tmp/a.wav', speed: 1.5, pitch: 2 });
    expect(script).toContain('(list "-r" 1.500)');
    expect(script).toContain('(list "-fm" 12.000)');
  });
});

describe('parseFestivalOutput', () => {
  it('assigns segments and words to their utterance and derives segment starts', () => {
    const out = ['noise', '@@U\t0', '@@S\tpau\t0.1', '@@S\thh\t0.2', '@@W\tHi\t0.1\t0.3', '@@U\t1', '@@S\tm\t0.05'].join('\n');
    const parsed = parseFestivalOutput(out, 2);
    expect(parsed[0]?.segments).toEqual([
      { phoneme: 'pau', startMs: 0, endMs: 100 },
      { phoneme: 'hh', startMs: 100, endMs: 200 },
    ]);
    expect(parsed[0]?.words).toEqual([{ text: 'Hi', startMs: 100, endMs: 300 }]);
    expect(parsed[1]?.segments).toEqual([{ phoneme: 'm', startMs: 0, endMs: 50 }]);
  });
});

describe('flite output', () => {
  it('parses phone:end pairs and spreads words over the speech between pauses', () => {
    const { phonemes, words } = parseFliteOutput('pau:0.1 hh:0.2 ay:0.4 y:0.5 uw:0.6 pau:0.8 \n', 'hi you \n');
    expect(phonemes.map((p) => p.phoneme)).toEqual(['', 'h', 'aɪ', 'j', 'u', '']);
    expect(phonemes[2]).toEqual({ phoneme: 'aɪ', startMs: 200, endMs: 400 });
    expect(words.map((w) => w.text)).toEqual(['hi', 'you']);
    expect(words[0]?.startMs).toBe(100);
    expect(words[1]?.endMs).toBe(600);
  });
  it('maps the CMU phone set to IPA', () => {
    expect(['pau', 'ch', 'jh', 'ng', 'er', 'ax', 'dh'].map(cmuToIpa)).toEqual(['', 'tʃ', 'dʒ', 'ŋ', 'ɚ', 'ə', 'ð']);
  });
});
