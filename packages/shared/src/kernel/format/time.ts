import { TIMELINE_FRAME_MS } from '../constants/timeline.ts';
import { TIME_TEXT_PATTERN } from '../validation/time.ts';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function splitMs(ms: number): { hours: number; minutes: number; seconds: number; millis: number } {
  const total = Math.max(0, Math.floor(ms));
  return {
    hours: Math.floor(total / 3_600_000),
    minutes: Math.floor(total / 60_000) % 60,
    seconds: Math.floor(total / 1000) % 60,
    millis: total % 1000,
  };
}

/** Timeline display 'hh:mm:ss.ff' where ff is the frame within the second at 25 fps. */
export function formatTimelineTime(ms: number): string {
  const { hours, minutes, seconds, millis } = splitMs(ms);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(Math.floor(millis / TIMELINE_FRAME_MS))}`;
}

/** The typed form 'hh:mm:ss,mmm' (as in SRT files). */
export function formatTimeText(ms: number): string {
  const { hours, minutes, seconds, millis } = splitMs(ms);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)},${pad(millis, 3)}`;
}

/** Parses 'hh:mm:ss,mmm' to ms; undefined when the text is not in that exact form. */
export function parseTimeText(text: string): number | undefined {
  const match = TIME_TEXT_PATTERN.exec(text);
  if (!match) return undefined;
  const [hours, minutes, seconds, millis] = match.slice(1).map(Number) as [number, number, number, number];
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
}

/** Elapsed time as mm:ss; minutes keep counting past 59 ('75:03'). */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(totalSeconds / 60))}:${pad(totalSeconds % 60)}`;
}
