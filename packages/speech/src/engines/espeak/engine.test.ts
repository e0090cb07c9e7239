import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../../catalog/languages.ts';
import { kanjiToKana } from '../../text/japaneseReading.ts';
import { createEspeakEngine } from './engine.ts';

const engine = createEspeakEngine((voice) => (voice.startsWith('ja') ? kanjiToKana : undefined));
const normal = { speed: 1, pitch: 1, volume: 1 };

async function speak(text: string, voice: string, params = normal) {
  const [out] = await engine.synthesize([text], { engineVoice: voice }, params);
  if (!out) throw new Error('no output');
  return out;
}

const SAMPLES: Record<string, string> = {
  zhchs: '我们今天学习中文。',
  en: 'Good morning everyone.',
  arXA: 'مرحبا بكم في عالمنا',
  'zhcht-HK': '我哋今日學廣東話。',
  'zhcht-TW': '我們今天學習中文。',
  'zhchs-YUE': '我哋今日学广东话。',
  'de-DE': 'Guten Tag, wie geht es Ihnen?',
  ja: '今日は日本語を勉強します。',
  ko: '안녕하세요, 한국어를 공부합니다.',
  es: 'Buenos días a todos.',
  fr: 'Bonjour tout le monde.',
  it: 'Buongiorno a tutti.',
  pt: 'Bom dia a todos.',
};

/** espeak spells unsupported characters as "Chinese letter" / "Japanese letter" in English. */
const LETTER_SPELLING = ['tʃ', 'aɪ', 'n', 'iː', 'z'];

function containsSequence(haystack: string[], needle: string[]): boolean {
  return haystack.some((_, i) => needle.every((n, j) => haystack[i + j] === n));
}

describe('espeak engine', () => {
  it.each(CONTENT_LANGUAGES.map((l) => [l.code, l.espeakVoice] as const))(
    '%s (%s) produces speech with phoneme and word timings',
    async (code, voice) => {
      const out = await speak(SAMPLES[code] ?? '', voice);
      expect(out.audio.sampleRate).toBe(22050);
      expect(out.audio.samples.length / out.audio.sampleRate).toBeGreaterThan(0.5);
      const spoken = out.phonemes.filter((p) => p.phoneme !== '');
      expect(spoken.length).toBeGreaterThan(5);
      expect(out.words.length).toBeGreaterThan(0);
      expect(
        containsSequence(
          spoken.map((p) => p.phoneme),
          LETTER_SPELLING,
        ),
      ).toBe(false);
    },
  );

  it('reads Hanzi as Mandarin syllables (pinyin initials and finals), not letter names', async () => {
    const out = await speak('我们今天学习中文。', 'cmn-latn-pinyin');
    const phonemes = out.phonemes.map((p) => p.phoneme).filter(Boolean);
    // wǒ men jīn tiān xué xí zhōng wén
    expect(phonemes).toEqual(expect.arrayContaining(['w', 'm', 'tɕ', 'th', 'ɕ', 'ts.']));
    expect(phonemes.some((p) => p.startsWith('on'))).toBe(true);
    expect(out.words).toHaveLength(8); // one word event per character
  });

  it('reads Cantonese with Cantonese finals', async () => {
    const out = await speak('你好', 'yue');
    expect(out.phonemes.map((p) => p.phoneme).filter(Boolean)).toEqual(['n', 'ei', 'h', 'ou']);
  });

  it('maps speed onto the speaking rate', async () => {
    const slow = await speak('This sentence is read at two different speeds.', 'en-us', { ...normal, speed: 0.6 });
    const fast = await speak('This sentence is read at two different speeds.', 'en-us', { ...normal, speed: 1.6 });
    expect(slow.audio.samples.length).toBeGreaterThan(fast.audio.samples.length * 1.8);
  });

  it('serialises concurrent calls without mixing their audio', async () => {
    const [a, b] = await Promise.all([speak('First parallel request.', 'en-us'), speak('第二个请求。', 'cmn-latn-pinyin')]);
    expect(a.words.map((w) => w.text)).toEqual(['First', 'parallel', 'request']);
    expect(b.phonemes.some((p) => p.phoneme === 'tɕ')).toBe(false);
    expect(b.words.length).toBe(5);
  });
});
