import { TIMELINE_FRAME_MS } from '../../kernel/constants/timeline.ts';
import type { Clip, Track } from '../project/track.ts';

/** Rounds a time to the nearest 40 ms frame (never negative). */
export function snapToFrame(ms: number): number {
  return Math.max(0, Math.round(ms / TIMELINE_FRAME_MS) * TIMELINE_FRAME_MS);
}

export function clipEnd(clip: Pick<Clip, 'startTime' | 'duration'>): number {
  return clip.startTime + clip.duration;
}

/** Half-open intervals: clips that only touch do not overlap. */
export function overlaps(a: Pick<Clip, 'startTime' | 'duration'>, b: Pick<Clip, 'startTime' | 'duration'>): boolean {
  return a.startTime < clipEnd(b) && b.startTime < clipEnd(a);
}

/** The first clip of `clips` (other than `ignoreUuid`) that the span would overlap. */
export function findOverlap(clips: readonly Clip[], span: Pick<Clip, 'startTime' | 'duration'>, ignoreUuid?: string): Clip | undefined {
  return clips.find((c) => c.uuid !== ignoreUuid && overlaps(c, span));
}

/**
 * Orders clips by start, recomputes each clip's intervalDuration (gap after the previous
 * clip's end) and the track's totalDuration (end of its last clip). Run after every change.
 */
export function recomputeTrack(track: Track): Track {
  const sorted = [...track.infos].sort((a, b) => a.startTime - b.startTime);
  let previousEnd = 0;
  const infos = sorted.map((clip) => {
    const intervalDuration = Math.max(0, clip.startTime - previousEnd);
    previousEnd = Math.max(previousEnd, clipEnd(clip));
    return clip.intervalDuration === intervalDuration ? clip : { ...clip, intervalDuration };
  });
  return { ...track, infos, totalDuration: previousEnd };
}

/** Pushes every clip that overlaps its predecessor to start where the predecessor ends. */
export function resetTrackPositions(track: Track): Track {
  const sorted = [...track.infos].sort((a, b) => a.startTime - b.startTime);
  let previousEnd = 0;
  const infos = sorted.map((clip) => {
    const startTime = Math.max(clip.startTime, previousEnd);
    previousEnd = startTime + clip.duration;
    return startTime === clip.startTime ? clip : { ...clip, startTime };
  });
  return recomputeTrack({ ...track, infos });
}
