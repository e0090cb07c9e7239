import { CLIP_SOURCE_TYPE, type ClipSourceType } from '../project/sourceType.ts';
import { clipSchema, trackSchema, type Clip, type Track } from '../project/track.ts';
import { recomputeTrack } from './trackMath.ts';
import type { TimelineState } from './types.ts';

/** Builders for the timeline tests: a track of clips given as [uuid, start, duration]. */
export function clip(
  uuid: string,
  startTime: number,
  duration: number,
  sourceType: ClipSourceType = CLIP_SOURCE_TYPE.image,
  extra: Partial<Clip> = {},
): Clip {
  return { ...clipSchema.parse({ uuid, startTime, duration, sourceType }), ...extra };
}

export function track(uuid: string, type: ClipSourceType, clips: Clip[]): Track {
  return recomputeTrack({ ...trackSchema.parse({ uuid, type }), infos: clips });
}

export function timeline(...tracks: Track[]): TimelineState {
  return { tracks };
}
