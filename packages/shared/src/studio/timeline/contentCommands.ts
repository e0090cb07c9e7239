import { CLIP_SOURCE_TYPE } from '../project/sourceType.ts';
import { DUBBING_SPEED_RANGE, type Clip } from '../project/track.ts';
import { locateClip, withClip } from './lookup.ts';
import { accepted, refused, type TimelineCommand } from './types.ts';

export type ClipBox = Pick<Clip, 'left' | 'top' | 'width' | 'height'>;

/** Position and size on the frame (px of the 720-high base); sizes cannot be negative. */
export function setClipBox(clipUuid: string, box: Partial<ClipBox>): TimelineCommand {
  return {
    label: 'set clip box',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      const next = { ...at.clip, ...box };
      if (![next.left, next.top, next.width, next.height].every(Number.isFinite) || next.width < 0 || next.height < 0) {
        return refused('invalidClipValue');
      }
      return accepted(withClip(state, at, next));
    },
  };
}

/** The text of a text, subtitle or dubbing clip. */
export function setClipContent(clipUuid: string, content: string): TimelineCommand {
  return {
    label: 'set clip text',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      return accepted(withClip(state, at, { ...at.clip, content }));
    },
  };
}

/** A dubbing clip's voice choice; `voiceId: null` goes back to the language's default voice. */
export interface ClipVoice {
  voiceId?: string | null;
  speed?: number;
}

function isValidSpeed(speed: number): boolean {
  return Number.isFinite(speed) && speed >= DUBBING_SPEED_RANGE.min && speed <= DUBBING_SPEED_RANGE.max;
}

/** Voice and speaking rate of a dubbing clip; other clips have no voice and are refused. */
export function setClipVoice(clipUuid: string, voice: ClipVoice): TimelineCommand {
  return {
    label: 'set clip voice',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      if (at.clip.sourceType !== CLIP_SOURCE_TYPE.dubbing) return refused('invalidClipValue');
      if (voice.voiceId === '' || (voice.speed !== undefined && !isValidSpeed(voice.speed))) return refused('invalidClipValue');
      const next: Clip = { ...at.clip };
      if (voice.voiceId === null) delete next.voiceId;
      else if (voice.voiceId !== undefined) next.voiceId = voice.voiceId;
      if (voice.speed !== undefined) next.speed = voice.speed;
      return accepted(withClip(state, at, next));
    },
  };
}
