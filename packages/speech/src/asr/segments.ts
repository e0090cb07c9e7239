/**
 * The segments a dub is made of (pure): timed words (pocketsphinx `-time yes`, see wordTimes.ts)
 * grouped into lines at pauses, each read as a sentence for the translator.
 */
import type { TimedWord } from '../types.ts';

export interface TimedSegment {
  startMs: number;
  endMs: number;
  text: string;
}

export interface SegmentingOptions {
  /** A silence at least this long ends a segment. */
  pauseMs: number;
  /** A segment this long ends at its next word boundary (keeps dub re-timing local). */
  maxMs: number;
}

const DEFAULT_SEGMENTING: SegmentingOptions = { pauseMs: 450, maxMs: 7000 };

/** Unpunctuated dictation as a sentence: capital first letter, English "I", a full stop. */
export function asSentence(words: readonly string[]): string {
  const text = words.map((w) => (w === 'i' ? 'I' : w)).join(' ');
  return text.length > 0 ? `${text[0]!.toUpperCase()}${text.slice(1)}.` : '';
}

/** Words grouped into segments at pauses and at the length limit. */
export function segmentsFromWords(words: readonly TimedWord[], options: SegmentingOptions = DEFAULT_SEGMENTING): TimedSegment[] {
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const word of words) {
    const first = current[0];
    const last = current[current.length - 1];
    if (first && last && (word.startMs - last.endMs >= options.pauseMs || word.endMs - first.startMs > options.maxMs)) {
      groups.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => ({
    startMs: group[0]!.startMs,
    endMs: group[group.length - 1]!.endMs,
    text: asSentence(group.map((w) => w.text)),
  }));
}
