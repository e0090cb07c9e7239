/**
 * Subtitle cues from timed tokens: one cue is one subtitle line of at most srt_len characters
 * (spec §3), broken early at sentence ends and long pauses so a line never spans a silence.
 * A cue starts exactly when its first word starts, so it shows on the frame its speech does.
 */
import type { TimedCue } from './types.ts';
import type { TimedToken } from './scriptAlignment.ts';

/** A pause at least this long ends the current line. */
const PAUSE_BREAK_MS = 600;
/** Lines stay up a little after their last word, unless the next line is due. */
const LINGER_MS = 400;
const SENTENCE_END = /[.!?。！？…]["'”’)）]*$/u;

function joinTokens(tokens: readonly TimedToken[]): string {
  return tokens.map((t, index) => (index > 0 && t.spaced ? ` ${t.text}` : t.text)).join('');
}

function charCount(text: string): number {
  return [...text].length;
}

export function cuesFromTokens(tokens: readonly TimedToken[], lineLength: number): TimedCue[] {
  const limit = Math.max(1, Math.floor(lineLength));
  const groups: TimedToken[][] = [];
  let current: TimedToken[] = [];
  for (const token of tokens) {
    const previous = current[current.length - 1];
    const breaks =
      previous !== undefined &&
      (charCount(joinTokens([...current, token])) > limit ||
        SENTENCE_END.test(previous.text) ||
        token.startMs - previous.endMs >= PAUSE_BREAK_MS);
    if (breaks) {
      groups.push(current);
      current = [];
    }
    current.push(token);
  }
  if (current.length > 0) groups.push(current);

  return groups.map((group, index) => {
    const first = group[0] as TimedToken;
    const last = group[group.length - 1] as TimedToken;
    const nextStart = groups[index + 1]?.[0]?.startMs ?? Number.POSITIVE_INFINITY;
    return { startMs: first.startMs, endMs: Math.min(nextStart, last.endMs + LINGER_MS), text: joinTokens(group) };
  });
}

/** Moves cues to the whole-video timeline and cuts them at the end of their page. */
export function placeCues(cues: readonly TimedCue[], offsetMs: number, limitMs: number): TimedCue[] {
  return cues
    .filter((cue) => cue.startMs < limitMs)
    .map((cue) => ({ text: cue.text, startMs: cue.startMs + offsetMs, endMs: Math.min(cue.endMs, limitMs) + offsetMs }));
}
