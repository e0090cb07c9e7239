import { TIMELINE_MAX_TRACK_DURATION_MS } from '../../kernel/constants/timeline.ts';
import type { TimelineState } from './types.ts';

/** End of the longest track, ms. */
export function contentDuration(state: TimelineState): number {
  return state.tracks.reduce((longest, track) => Math.max(longest, track.totalDuration), 0);
}

/** Length the ruler shows: the content, but at least the 180 s default track length. */
export function timelineLength(state: TimelineState): number {
  return Math.max(TIMELINE_MAX_TRACK_DURATION_MS, contentDuration(state));
}
