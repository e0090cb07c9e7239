import type { Clip, Track } from '../project/track.ts';
import { recomputeTrack } from './trackMath.ts';
import type { TimelineState } from './types.ts';

export interface ClipLocation {
  track: Track;
  trackIndex: number;
  clip: Clip;
  clipIndex: number;
}

export function findTrackIndex(state: TimelineState, trackUuid: string): number {
  return state.tracks.findIndex((t) => t.uuid === trackUuid);
}

export function locateClip(state: TimelineState, clipUuid: string): ClipLocation | undefined {
  for (const [trackIndex, track] of state.tracks.entries()) {
    const clipIndex = track.infos.findIndex((c) => c.uuid === clipUuid);
    const clip = track.infos[clipIndex];
    if (clip) return { track, trackIndex, clip, clipIndex };
  }
  return undefined;
}

/** Replaces the track at `index` and recomputes its gaps and total. */
export function withTrack(state: TimelineState, index: number, track: Track): TimelineState {
  const tracks = state.tracks.map((t, i) => (i === index ? recomputeTrack(track) : t));
  return { ...state, tracks };
}

/** Replaces one clip of a track (by uuid) with `clip`. */
export function withClip(state: TimelineState, location: ClipLocation, clip: Clip): TimelineState {
  const infos = location.track.infos.map((c) => (c.uuid === location.clip.uuid ? clip : c));
  return withTrack(state, location.trackIndex, { ...location.track, infos });
}
