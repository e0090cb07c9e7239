/**
 * Subtitle cues from timed tokens: one cue is what fits in at most two subtitle lines of the
 * safe width (measured in the renderer's font, srt_len characters at most per line; see
 * @orator/scene subtitle-layout), broken early at sentence ends and long pauses so a cue
 * never spans a silence. A cue starts exactly when its first word starts, so it shows on the
 * frame its speech does; its text holds the drawn line breaks.
 */
import { balancedCueText, fitsOneCue, splitTimedCue, type SubtitleLayout } from '@orator/scene';
import { sentenceSpans } from '@orator/shared/text';
import type { TimedCue } from './types.ts';
import { tokenizeScript, type TimedToken } from './scriptAlignment.ts';

/** A pause at least this long ends the current cue. */
const PAUSE_BREAK_MS = 600;
/** Cues stay up a little after their last word, unless the next cue is due. */
const LINGER_MS = 400;

function joinTokens(tokens: readonly TimedToken[]): string {
  return tokens.map((t, index) => (index > 0 && t.spaced ? ` ${t.text}` : t.text)).join('');
}

/**
 * Indexes of the tokens that end a sentence, found by the product's one sentence splitter
 * (packages/shared), so "Mr." or "$13.7" never end a cue the way a full stop does.
 */
function sentenceFinalTokens(tokens: readonly TimedToken[]): Set<number> {
  const tokenEnds: number[] = [];
  let text = '';
  for (const [index, token] of tokens.entries()) {
    text += index > 0 && token.spaced ? ` ${token.text}` : token.text;
    tokenEnds.push(text.length);
  }
  const sentenceEnds = new Set(sentenceSpans(text).map((span) => span.start + text.slice(span.start, span.end).trimEnd().length));
  return new Set(tokenEnds.flatMap((end, index) => (sentenceEnds.has(end) ? [index] : [])));
}

export function cuesFromTokens(tokens: readonly TimedToken[], layout: SubtitleLayout): TimedCue[] {
  const sentenceFinal = sentenceFinalTokens(tokens);
  const groups: TimedToken[][] = [];
  let current: TimedToken[] = [];
  for (const [index, token] of tokens.entries()) {
    const previous = current[current.length - 1];
    const breaks =
      previous !== undefined &&
      (sentenceFinal.has(index - 1) ||
        token.startMs - previous.endMs >= PAUSE_BREAK_MS ||
        !fitsOneCue(joinTokens([...current, token]), layout));
    if (breaks) {
      groups.push(current);
      current = [];
    }
    current.push(token);
  }
  if (current.length > 0) groups.push(current);

  return groups.flatMap((group, index) => {
    const first = group[0] as TimedToken;
    const last = group[group.length - 1] as TimedToken;
    const nextStart = groups[index + 1]?.[0]?.startMs ?? Number.POSITIVE_INFINITY;
    const cue = { startMs: first.startMs, endMs: Math.min(nextStart, last.endMs + LINGER_MS), text: joinTokens(group) };
    // A single token wider than two lines (a very long word or URL) is still split in time.
    return fitsOneCue(cue.text, layout) ? [{ ...cue, text: balancedCueText(cue.text, layout) }] : splitTimedCue(cue, layout);
  });
}

/**
 * The cue texts a script shows as when spoken without long pauses: what the editor stage
 * previews before any speech exists, cut exactly as the export cuts it.
 */
export function scriptCueTexts(script: string, layout: SubtitleLayout): string[] {
  const tokens = tokenizeScript(script).map((token, index) => ({ ...token, startMs: index, endMs: index + 1 }));
  return cuesFromTokens(tokens, layout).map((cue) => cue.text);
}

/** Stored cues without word timings: long ones become consecutive cues, time shared by characters. */
export function layoutStoredCues(cues: readonly TimedCue[], layout: SubtitleLayout): TimedCue[] {
  return cues.flatMap((cue) => splitTimedCue(cue, layout));
}

/** Moves cues to the whole-video timeline and cuts them at the end of their page. */
export function placeCues(cues: readonly TimedCue[], offsetMs: number, limitMs: number): TimedCue[] {
  return cues
    .filter((cue) => cue.startMs < limitMs)
    .map((cue) => ({ text: cue.text, startMs: cue.startMs + offsetMs, endMs: Math.min(cue.endMs, limitMs) + offsetMs }));
}
