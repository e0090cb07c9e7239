/**
 * Subtitle cues from timed tokens: one cue is what fits in at most two subtitle lines of the
 * safe width (measured in the renderer's font, srt_len characters at most per line; see
 * @orator/scene subtitle-layout), broken early at sentence ends and long pauses so a cue
 * never spans a silence. A cue starts exactly when its first word starts, so it shows on the
 * frame its speech does; its text holds the drawn line breaks.
 */
import { balancedCueText, fitsOneCue, splitTimedCue, type SubtitleLayout } from '@orator/scene';
import { chineseWords, hasHan, sentenceSpans } from '@orator/shared/text';
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

function joinPiece(piece: readonly TimedToken[]): TimedToken {
  const first = piece[0] as TimedToken;
  return { ...first, text: piece.map((t) => t.text).join(''), endMs: (piece[piece.length - 1] as TimedToken).endMs };
}

/**
 * Han text is timed character by character; a cue may only break between words, so the
 * characters of one word (and a Latin name written into the run without spaces) become one
 * token spanning their times. A token boundary stays only where the word cutter puts one.
 */
export function joinWordPieces(tokens: readonly TimedToken[]): TimedToken[] {
  const out: TimedToken[] = [];
  let run: TimedToken[] = [];
  const flushRun = (): void => {
    const text = run.map((t) => t.text).join('');
    if (run.length > 1 && hasHan(text)) {
      const wordEnds = new Set<number>();
      let offset = 0;
      for (const word of chineseWords(text)) wordEnds.add((offset += word.length));
      let end = 0;
      let piece: TimedToken[] = [];
      for (const token of run) {
        piece.push(token);
        end += token.text.length;
        if (wordEnds.has(end)) {
          out.push(joinPiece(piece));
          piece = [];
        }
      }
      if (piece.length > 0) out.push(joinPiece(piece));
    } else {
      out.push(...run);
    }
    run = [];
  };
  for (const token of tokens) {
    if (token.spaced) flushRun();
    run.push(token);
  }
  flushRun();
  return out;
}

const CLAUSE_END = /[，、；：,;:]$/u;

function lastClauseEnd(tokens: readonly TimedToken[]): number {
  for (let index = tokens.length - 2; index >= 0; index--) if (CLAUSE_END.test((tokens[index] as TimedToken).text)) return index;
  return -1;
}

export function cuesFromTokens(timedTokens: readonly TimedToken[], layout: SubtitleLayout): TimedCue[] {
  const tokens = joinWordPieces(timedTokens);
  const sentenceFinal = sentenceFinalTokens(tokens);
  const groups: TimedToken[][] = [];
  let current: TimedToken[] = [];
  for (const [index, token] of tokens.entries()) {
    const previous = current[current.length - 1];
    if (previous === undefined) {
      current.push(token);
      continue;
    }
    if (sentenceFinal.has(index - 1) || token.startMs - previous.endMs >= PAUSE_BREAK_MS) {
      groups.push(current);
      current = [];
    } else if (!fitsOneCue(joinTokens([...current, token]), layout)) {
      // A full cue ends after its last clause ("，" ", ") when that keeps it at least half full,
      // so a short tail ("联网。") rides with its own clause instead of standing alone.
      const clauseEnd = lastClauseEnd(current);
      const keep = clauseEnd >= current.length / 2 ? clauseEnd + 1 : current.length;
      groups.push(current.slice(0, keep));
      current = current.slice(keep);
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
