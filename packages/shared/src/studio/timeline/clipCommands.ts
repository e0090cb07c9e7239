import { isSameKind } from './kinds.ts';
import { buildClip, type NewClip } from './clipDefaults.ts';
import { findTrackIndex, locateClip, withTrack } from './lookup.ts';
import { findOverlap, snapToFrame } from './trackMath.ts';
import { accepted, refused, type TimelineCommand } from './types.ts';

/** Adds a clip to a track of its kind; appended after the last clip when no start is given. */
export function addClip(trackUuid: string, input: NewClip): TimelineCommand {
  return {
    label: 'add clip',
    apply(state) {
      const trackIndex = findTrackIndex(state, trackUuid);
      const track = state.tracks[trackIndex];
      if (!track) return refused('trackNotFound');
      if (!isSameKind(track.type, input.sourceType)) return refused('trackKindMismatch');
      const clip = buildClip(input, track.totalDuration);
      if (findOverlap(track.infos, clip)) return refused('clipOverlap');
      return accepted(withTrack(state, trackIndex, { ...track, infos: [...track.infos, clip] }));
    },
  };
}

export function deleteClip(clipUuid: string): TimelineCommand {
  return {
    label: 'delete clip',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      const infos = at.track.infos.filter((c) => c.uuid !== clipUuid);
      return accepted(withTrack(state, at.trackIndex, { ...at.track, infos }));
    },
  };
}

/**
 * Moves a clip to `startTime` on its own track or on another track of the same kind.
 * Refused when it would overlap a clip there.
 */
export function moveClip(clipUuid: string, startTime: number, targetTrackUuid?: string): TimelineCommand {
  return {
    label: 'move clip',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      const targetIndex = targetTrackUuid === undefined ? at.trackIndex : findTrackIndex(state, targetTrackUuid);
      const target = state.tracks[targetIndex];
      if (!target) return refused('trackNotFound');
      if (!isSameKind(target.type, at.clip.sourceType)) return refused('trackKindMismatch');
      const moved = { ...at.clip, startTime: snapToFrame(startTime) };
      if (findOverlap(target.infos, moved, clipUuid)) return refused('clipOverlap');
      if (targetIndex === at.trackIndex) {
        const infos = at.track.infos.map((c) => (c.uuid === clipUuid ? moved : c));
        return accepted(withTrack(state, at.trackIndex, { ...at.track, infos }));
      }
      const withoutClip = withTrack(state, at.trackIndex, { ...at.track, infos: at.track.infos.filter((c) => c.uuid !== clipUuid) });
      return accepted(withTrack(withoutClip, targetIndex, { ...target, infos: [...target.infos, moved] }));
    },
  };
}

/**
 * Sets the gap before a clip. The clip and every later clip on the track shift by the same
 * amount, so the gaps after it are kept and nothing can come to overlap.
 */
export function setIntervalDuration(clipUuid: string, intervalDuration: number): TimelineCommand {
  return {
    label: 'set interval',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      if (!(intervalDuration >= 0)) return refused('invalidClipValue');
      const delta = snapToFrame(intervalDuration) - at.clip.intervalDuration;
      const infos = at.track.infos.map((c) => (c.startTime >= at.clip.startTime ? { ...c, startTime: c.startTime + delta } : c));
      return accepted(withTrack(state, at.trackIndex, { ...at.track, infos }));
    },
  };
}
