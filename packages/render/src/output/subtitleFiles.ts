/** SRT and WebVTT text from timed cues (pure). */
import type { TimedCue } from '../plan/types.ts';

function clock(ms: number, fractionSeparator: ',' | '.'): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${fractionSeparator}${String(millis).padStart(3, '0')}`;
}

export function formatSrt(cues: readonly TimedCue[]): string {
  return cues.map((cue, index) => `${index + 1}\n${clock(cue.startMs, ',')} --> ${clock(cue.endMs, ',')}\n${cue.text}\n`).join('\n');
}

export function formatVtt(cues: readonly TimedCue[]): string {
  const body = cues.map((cue) => `${clock(cue.startMs, '.')} --> ${clock(cue.endMs, '.')}\n${cue.text}\n`).join('\n');
  return `WEBVTT\n\n${body}`;
}
