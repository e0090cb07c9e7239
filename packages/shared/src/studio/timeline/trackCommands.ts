import { CLIP_SOURCE_TYPE, type ClipSourceType } from '../project/sourceType.ts';
import { defaultSubtitleTextStyle, type SubtitleTextStyle, type Track } from '../project/track.ts';
import { checkColor } from '../../kernel/validation/misc.ts';
import { findTrackIndex, withTrack } from './lookup.ts';
import { resetTrackPositions } from './trackMath.ts';
import { accepted, refused, type TimelineCommand } from './types.ts';

/** Adds an empty track at `index` (default: the bottom). Subtitle tracks get the default textStyle. */
export function addTrack(uuid: string, type: ClipSourceType, title = '', index?: number): TimelineCommand {
  return {
    label: 'add track',
    apply(state) {
      const track: Track = { uuid, title, type, infos: [], totalDuration: 0, isChecked: true };
      if (type === CLIP_SOURCE_TYPE.subtitle) track.textStyle = defaultSubtitleTextStyle();
      const tracks = [...state.tracks];
      tracks.splice(index ?? tracks.length, 0, track);
      return accepted({ ...state, tracks });
    },
  };
}

export function removeTrack(trackUuid: string): TimelineCommand {
  return {
    label: 'remove track',
    apply(state) {
      if (findTrackIndex(state, trackUuid) < 0) return refused('trackNotFound');
      return accepted({ ...state, tracks: state.tracks.filter((t) => t.uuid !== trackUuid) });
    },
  };
}

/** Shows or hides (mutes) a track: the track's isChecked. */
export function setTrackVisibility(trackUuid: string, isChecked: boolean): TimelineCommand {
  return {
    label: isChecked ? 'show track' : 'hide track',
    apply(state) {
      const index = findTrackIndex(state, trackUuid);
      const track = state.tracks[index];
      if (!track) return refused('trackNotFound');
      return accepted(withTrack(state, index, { ...track, isChecked }));
    },
  };
}

/** Updates a subtitle track's text style; other tracks have none. */
export function setSubtitleTextStyle(trackUuid: string, style: Partial<SubtitleTextStyle>): TimelineCommand {
  return {
    label: 'set subtitle style',
    apply(state) {
      const index = findTrackIndex(state, trackUuid);
      const track = state.tracks[index];
      if (!track) return refused('trackNotFound');
      if (track.type !== CLIP_SOURCE_TYPE.subtitle) return refused('trackKindMismatch');
      if (style.fontColor !== undefined && !checkColor(style.fontColor).ok) return refused('invalidColor');
      if (style.fontSize !== undefined && !(style.fontSize > 0)) return refused('invalidClipValue');
      if (style.bottom !== undefined && !(style.bottom >= 0)) return refused('invalidClipValue');
      const textStyle = { ...(track.textStyle ?? defaultSubtitleTextStyle()), ...style };
      return accepted(withTrack(state, index, { ...track, textStyle }));
    },
  };
}

/** "Reset positions" (product-rules#timeline): overlapping clips are pushed later until none overlap. */
export function resetPositions(trackUuid: string): TimelineCommand {
  return {
    label: 'reset positions',
    apply(state) {
      const index = findTrackIndex(state, trackUuid);
      const track = state.tracks[index];
      if (!track) return refused('trackNotFound');
      return accepted(withTrack(state, index, resetTrackPositions(track)));
    },
  };
}
