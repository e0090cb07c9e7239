import { TIMELINE_FRAME_MS } from '../../kernel/constants/timeline.ts';
import { isMediaSource } from '../project/sourceType.ts';
import type { Clip } from '../project/track.ts';
import { locateClip, withClip, withTrack } from './lookup.ts';
import { clipEnd, findOverlap, snapToFrame } from './trackMath.ts';
import { accepted, refused, type TimelineCommand } from './types.ts';

/** Media clips cannot play before the start or past the end of their source. */
function withinSource(clip: Clip): boolean {
  if (!isMediaSource(clip.sourceType)) return true;
  if (clip.beginTime < 0) return false;
  return clip.originalDuration <= 0 || clip.beginTime + clip.duration <= clip.originalDuration;
}

function withMediaWindow(clip: Clip): Clip {
  return isMediaSource(clip.sourceType) ? { ...clip, endTime: clip.beginTime + clip.duration } : clip;
}

/** Moves the clip's start edge to `newStart`, keeping its end; media skip into the source. */
export function trimStart(clipUuid: string, newStart: number): TimelineCommand {
  return {
    label: 'trim start',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      const start = snapToFrame(newStart);
      const end = clipEnd(at.clip);
      if (end - start < TIMELINE_FRAME_MS) return refused('invalidClipValue');
      const shift = start - at.clip.startTime;
      const trimmed = withMediaWindow({ ...at.clip, startTime: start, duration: end - start, beginTime: at.clip.beginTime + shift });
      if (!withinSource(trimmed)) return refused('trimOutOfRange');
      if (findOverlap(at.track.infos, trimmed, clipUuid)) return refused('clipOverlap');
      return accepted(withClip(state, at, trimmed));
    },
  };
}

/** Moves the clip's end edge to `newEnd`; media cannot run past their source. */
export function trimEnd(clipUuid: string, newEnd: number): TimelineCommand {
  return {
    label: 'trim end',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      const duration = snapToFrame(newEnd) - at.clip.startTime;
      if (duration < TIMELINE_FRAME_MS) return refused('invalidClipValue');
      const trimmed = withMediaWindow({ ...at.clip, duration });
      if (!withinSource(trimmed)) return refused('trimOutOfRange');
      if (findOverlap(at.track.infos, trimmed, clipUuid)) return refused('clipOverlap');
      return accepted(withClip(state, at, trimmed));
    },
  };
}

/** Cuts a clip in two at `at` (at least one frame each side); the right part gets `rightUuid`. */
export function splitClip(clipUuid: string, at: number, rightUuid: string): TimelineCommand {
  return {
    label: 'split clip',
    apply(state) {
      const location = locateClip(state, clipUuid);
      if (!location) return refused('clipNotFound');
      const { clip } = location;
      const cut = snapToFrame(at);
      if (cut - clip.startTime < TIMELINE_FRAME_MS || clipEnd(clip) - cut < TIMELINE_FRAME_MS) return refused('splitOutsideClip');
      const leftDuration = cut - clip.startTime;
      const rightDuration = clip.duration - leftDuration;
      // The fade-out belonged to the old end and the fade-in to the old start; each stays on its side.
      const left = withMediaWindow({ ...clip, duration: leftDuration, fadeIn: Math.min(clip.fadeIn, leftDuration), fadeOut: 0 });
      const right = withMediaWindow({
        ...clip,
        uuid: rightUuid,
        startTime: cut,
        duration: rightDuration,
        beginTime: isMediaSource(clip.sourceType) ? clip.beginTime + leftDuration : clip.beginTime,
        fadeIn: 0,
        fadeOut: Math.min(clip.fadeOut, rightDuration),
      });
      const infos = location.track.infos.flatMap((c) => (c.uuid === clipUuid ? [left, right] : [c]));
      return accepted(withTrack(state, location.trackIndex, { ...location.track, infos }));
    },
  };
}
