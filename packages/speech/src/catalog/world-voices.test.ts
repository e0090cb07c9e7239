/**
 * The espeak-ng voices beyond the 14 content languages: parsed from `espeak-ng --voices`, listed
 * after the content languages (no duplicates of the voices those already use), and really
 * speaking: Swahili, Hindi and Vietnamese sentences and samples produce audible, non-silent audio.
 */
import { describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/wav.ts';
import { sampleTextFor } from '../samples.ts';
import { createSpeechService } from '../service.ts';
import { parseEspeakVoices, probeInstalledEngines } from './installed.ts';
import { worldVoices } from './voices.ts';

const LISTING = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  af              --/M      Afrikaans          gmw/af
 5  de              --/M      German             gmw/de
 2  en-gb           --/M      English_(Great_Britain) gmw/en            (en 2)
 5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)
 5  pt              --/M      Portuguese_(Portugal) roa/pt            (pt-pt 5)
 5  pt-br           --/M      Portuguese_(Brazil) roa/pt-BR           (pt 6)
 5  sw              --/M      Swahili            bnt/sw
 5  mb-en1          --/M      en1                mb/mb-en1
`;

/** Root mean square of the samples (full scale 1). */
function rms(wav: Buffer): number {
  const { samples } = decodeWav(wav);
  let sum = 0;
  for (const s of samples) sum += (s / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

describe('espeak-ng world voices', () => {
  it('parses the listing (MBROLA voices left out) and lists what the content languages do not already use', () => {
    const entries = parseEspeakVoices(LISTING);
    expect(entries.map((e) => e.language)).toEqual(['af', 'de', 'en-gb', 'fr-fr', 'pt', 'pt-br', 'sw']);
    expect(entries.find((e) => e.language === 'en-gb')?.name).toBe('English (Great Britain)');
    const voices = worldVoices(entries);
    // de, fr-fr and pt-br are the voices of content languages; espeak's pt is European Portuguese.
    expect([...new Set(voices.map((v) => v.language))]).toEqual(['af', 'en-gb', 'pt-PT', 'sw']);
    expect(voices.find((v) => v.id === 'espeak:sw:female')).toMatchObject({
      engineVoice: 'sw+f3',
      name: 'Swahili F (espeak-ng)',
      gender: 'female',
    });
    expect(voices.find((v) => v.id === 'espeak:pt-PT:male')?.engineVoice).toBe('pt');
  });

  it('the installed catalogue has about every espeak-ng voice, the content languages first', () => {
    const installed = probeInstalledEngines();
    const service = createSpeechService({});
    const languages = [
      ...new Set(
        service
          .voices()
          .filter((v) => v.engine === 'espeak')
          .map((v) => v.language),
      ),
    ];
    // 14 content languages with auto, then the others: every installed espeak voice is spoken by one of them.
    expect(languages.slice(0, 14)).toContain('zhchs');
    expect(languages.indexOf('sw')).toBeGreaterThan(languages.indexOf('pt'));
    expect(languages.length).toBeGreaterThan((installed.espeakCatalogue?.length ?? 0) - 15);
    expect(languages).toEqual(expect.arrayContaining(['sw', 'hi', 'vi', 'en-gb', 'pt-PT']));
  });

  it.each([
    ['sw', 'Habari ya asubuhi. Karibu kwenye video yetu ya leo.'],
    ['hi', 'नमस्ते, आज के वीडियो में आपका स्वागत है।'],
    ['vi', 'Xin chào, chào mừng bạn đến với video hôm nay.'],
  ])('speaks %s: audible sentence and sample', async (language, text) => {
    const service = createSpeechService({});
    for (const gender of ['female', 'male']) {
      const result = await service.synthesize({ text, voiceId: `espeak:${language}:${gender}` });
      expect(result.durationMs).toBeGreaterThan(1000);
      expect(rms(result.wav)).toBeGreaterThan(0.01);
    }
    expect(sampleTextFor(language)).toMatch(/1, 2, 3, 4, 5\.$/);
    const sample = await service.sample(`espeak:${language}:female`);
    expect(rms(sample.wav)).toBeGreaterThan(0.01);
  });
});
