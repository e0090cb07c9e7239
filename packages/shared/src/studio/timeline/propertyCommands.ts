import type { Clip } from '../project/track.ts';
import { locateClip, withClip } from './lookup.ts';
import { accepted, refused, type TimelineCommand } from './types.ts';

export type ClipProperties = Partial<Pick<Clip, 'audioDb' | 'fadeIn' | 'fadeOut' | 'scale' | 'rotate'>>;

/** Volume and size are percentages (volume may be 0, size may not); fades fit in the clip. */
function isValid(clip: Clip): boolean {
  return (
    Number.isFinite(clip.audioDb) &&
    clip.audioDb >= 0 &&
    Number.isFinite(clip.scale) &&
    clip.scale > 0 &&
    Number.isFinite(clip.rotate) &&
    clip.fadeIn >= 0 &&
    clip.fadeOut >= 0 &&
    clip.fadeIn + clip.fadeOut <= clip.duration
  );
}

export function setClipProperties(clipUuid: string, properties: ClipProperties): TimelineCommand {
  return {
    label: 'set clip properties',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      const updated = { ...at.clip, ...properties };
      if (!isValid(updated)) return refused('invalidClipValue');
      return accepted(withClip(state, at, updated));
    },
  };
}
