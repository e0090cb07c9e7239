/**
 * Word and phoneme timings of recorded speech (phoneme alignment for the video-rewrite clone):
 * pocketsphinx prints each recognised word with its start and end (`-time yes`); each word's
 * dictionary phones are spread over its span (vowels held twice as long as consonants) and
 * turned into IPA, which the viseme track understands. Pure parsing here; the run is in
 * pocketsphinx.ts.
 */
import { cmuToIpa } from '../engines/cmuPhones.ts';
import type { TimedPhoneme, TimedWord } from '../types.ts';
import type { Pronunciations } from './grammar.ts';

/** pocketsphinx `-time yes` segment lines: `word start end probability` (seconds). */
export function parseWordTimes(stdout: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+\d/.exec(line.trim());
    if (!match?.[1]) continue;
    const text = match[1].replace(/\(\d+\)$/, '');
    if (text === '<s>' || text === '</s>' || text === '<sil>' || text.startsWith('[') || text.startsWith('+')) continue;
    words.push({ text, startMs: Math.round(Number(match[2]) * 1000), endMs: Math.round(Number(match[3]) * 1000) });
  }
  return words;
}

const VOWEL = /^(aa|ae|ah|ao|aw|ax|ay|eh|er|ey|ih|iy|ow|oy|uh|uw)/;

/** Phonemes (IPA) of timed words, from the first dictionary pronunciation of each word. */
export function phonemesFromWords(words: readonly TimedWord[], pronunciations: Pronunciations): TimedPhoneme[] {
  const phonemes: TimedPhoneme[] = [];
  for (const word of words) {
    const phones = (pronunciations.get(word.text.toLowerCase())?.[0] ?? '').split(/\s+/).filter(Boolean);
    if (phones.length === 0) continue;
    const weights = phones.map((phone) => (VOWEL.test(phone.toLowerCase()) ? 2 : 1));
    const total = weights.reduce((sum, w) => sum + w, 0);
    let at = word.startMs;
    phones.forEach((phone, i) => {
      const length = ((word.endMs - word.startMs) * (weights[i] as number)) / total;
      phonemes.push({ phoneme: cmuToIpa(phone), startMs: Math.round(at), endMs: Math.round(at + length) });
      at += length;
    });
  }
  return phonemes;
}
