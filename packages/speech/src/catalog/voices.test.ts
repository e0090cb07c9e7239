import { describe, expect, it } from 'vitest';
import { buildCatalog } from './voices.ts';

const espeakListing = new Set(['en-us', 'cmn-latn-pinyin', 'yue', 'fr-fr', 'de']);

describe('buildCatalog', () => {
  it('lists only voices whose engine and voice data are installed', () => {
    const voices = buildCatalog({ festivalVoices: [], fliteVoices: ['slt', 'awb_time'], espeakVoices: espeakListing }, false);
    const ids = voices.map((v) => v.id);
    expect(ids).toContain('flite:en:slt');
    expect(ids).not.toContain('festival:en:slt');
    expect(ids.some((id) => id.includes('awb_time'))).toBe(false); // limited-domain voice
    expect(ids).toContain('espeak:fr:female'); // "fr" selects the voice listed as fr-fr
    expect(ids).not.toContain('espeak:ja:female');
    expect(ids.some((id) => id.startsWith('openai:'))).toBe(false);
  });

  it('builds female espeak voices from the +f3 variant and auto voices from the variant alone', () => {
    const voices = buildCatalog({ festivalVoices: [], fliteVoices: [], espeakVoices: espeakListing }, false);
    expect(voices.find((v) => v.id === 'espeak:zhcht-HK:female')?.engineVoice).toBe('yue+f3');
    expect(voices.find((v) => v.id === 'espeak:zhcht-HK:male')?.engineVoice).toBe('yue');
    expect(voices.find((v) => v.id === 'espeak:auto:female')?.engineVoice).toBe('+f3');
  });

  it('adds server voices for every content language when a TTS server is configured', () => {
    const voices = buildCatalog({ festivalVoices: [], fliteVoices: [], espeakVoices: new Set() }, true);
    expect(voices.filter((v) => v.engine === 'openai' && v.language === 'ko').map((v) => v.engineVoice)).toEqual(
      expect.arrayContaining(['alloy', 'nova', 'echo', 'onyx']),
    );
  });
});
