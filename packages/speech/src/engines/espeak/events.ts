import type { TimedPhoneme, TimedWord } from '../../types.ts';
import { phonemesFromStarts } from '../engine.ts';
import { EVENT, type EspeakEvent } from './binding.ts';

/**
 * Turns espeak's event stream into timed phonemes and words. Phoneme events mark phoneme
 * starts; word events carry 1-based code-point positions into the synthesised text.
 */
export function timingsFromEvents(
  events: EspeakEvent[],
  text: string,
  sampleRate: number,
  totalSamples: number,
): { phonemes: TimedPhoneme[]; words: TimedWord[] } {
  const toMs = (sample: number) => (Math.min(sample, totalSamples) * 1000) / sampleRate;
  const totalMs = toMs(totalSamples);
  const starts = events
    .filter((e) => e.type === EVENT.PHONEME)
    .map((e) => ({ phoneme: normalisePause(e.phoneme), startMs: toMs(e.sample) }));
  const phonemes = mergePauses(phonemesFromStarts(starts, totalMs));

  const codePoints = Array.from(text);
  const wordEvents = events.filter((e) => e.type === EVENT.WORD);
  const boundaries = events.filter((e) => e.type === EVENT.WORD || e.type === EVENT.END).map((e) => toMs(e.sample));
  const words: TimedWord[] = [];
  for (const event of wordEvents) {
    const startMs = toMs(event.sample);
    const limit = boundaries.find((b) => b > startMs) ?? totalMs;
    const spoken = phonemes.filter((p) => p.phoneme !== '' && p.startMs >= startMs && p.startMs < limit);
    // Word events fire a few ms before the word's first phoneme; the phoneme start is the truth.
    const wordStartMs = spoken[0]?.startMs ?? startMs;
    const endMs = spoken.length > 0 ? Math.max(...spoken.map((p) => p.endMs)) : limit;
    const wordText = codePoints.slice(event.textPosition - 1, event.textPosition - 1 + event.length).join('');
    if (!/[\p{L}\p{N}]/u.test(wordText)) continue; // punctuation-only "words"
    // espeak re-emits the same word event for every spelled-out character of unknown
    // scripts; keep one entry per text span.
    const previous = words[words.length - 1];
    if (previous && previous.text === wordText && previous.endMs >= wordStartMs - 1 && previous.startMs <= wordStartMs) {
      previous.endMs = Math.max(previous.endMs, endMs);
      continue;
    }
    words.push({ text: wordText, startMs: wordStartMs, endMs: Math.max(wordStartMs, endMs) });
  }
  return { phonemes, words };
}

/**
 * espeak names pauses '_', '_:' etc. in mnemonic mode and '' in IPA mode; '(en)'-style
 * entries are language switches, not sounds.
 */
function normalisePause(phoneme: string): string {
  return phoneme.startsWith('_') || phoneme.startsWith('(') ? '' : phoneme;
}

function mergePauses(phonemes: TimedPhoneme[]): TimedPhoneme[] {
  const out: TimedPhoneme[] = [];
  for (const p of phonemes) {
    const last = out[out.length - 1];
    if (last && last.phoneme === '' && p.phoneme === '' && Math.abs(last.endMs - p.startMs) < 0.001) last.endMs = p.endMs;
    else out.push({ ...p });
  }
  return out;
}
