import { TIMELINE_FRAME_MS } from '../../kernel/constants/timeline.ts';
import { CLIP_SOURCE_TYPE } from '../project/sourceType.ts';
import type { Track } from '../project/track.ts';
import { withTrack } from './lookup.ts';
import { accepted, refused, type TimelineCommand, type TimelineState } from './types.ts';

/** Speech lasts what it lasts: a clip rounds up to the next whole frame so none of it is cut. */
function framesFor(speechMs: number): number {
  return Math.max(TIMELINE_FRAME_MS, Math.ceil(speechMs / TIMELINE_FRAME_MS) * TIMELINE_FRAME_MS);
}

/** The track with its dubbing clips fitted; later clips move later only as far as a grown clip reaches. */
function fitTrack(track: Track, speechMs: ReadonlyMap<string, number>): Track {
  const ordered = [...track.infos].sort((a, b) => a.startTime - b.startTime);
  let previousEnd = 0;
  let changed = false;
  const infos = ordered.map((clip) => {
    const speech = clip.sourceType === CLIP_SOURCE_TYPE.dubbing ? speechMs.get(clip.uuid) : undefined;
    const duration = speech === undefined ? clip.duration : framesFor(speech);
    const startTime = Math.max(clip.startTime, previousEnd);
    previousEnd = startTime + duration;
    if (duration === clip.duration && startTime === clip.startTime) return clip;
    changed = true;
    return { ...clip, startTime, duration };
  });
  return changed ? { ...track, infos } : track;
}

/**
 * A dubbing clip lasts as long as its synthesised speech (`speechMs` by clip uuid), so the
 * voice never runs past the clip into the next one in the export. A clip that grows into
 * the next clip on its track pushes that clip and the later ones back by the overrun (the
 * timeline rule: clips on one track never overlap). Nothing to change: the same state.
 */
export function fitDubbingToSpeech(speechMs: ReadonlyMap<string, number>): TimelineCommand {
  return {
    label: 'fit dubbing to speech',
    apply(state) {
      if ([...speechMs.values()].some((ms) => !Number.isFinite(ms) || ms <= 0)) return refused('invalidClipValue');
      let next: TimelineState = state;
      state.tracks.forEach((track, index) => {
        const fitted = fitTrack(track, speechMs);
        if (fitted !== track) next = withTrack(next, index, fitted);
      });
      return accepted(next);
    },
  };
}

/** How many clips start at another time after a fit: what the editor tells the user was pushed. */
export function clipsMovedBetween(before: TimelineState, after: TimelineState): number {
  const starts = new Map(before.tracks.flatMap((t) => t.infos.map((c) => [c.uuid, c.startTime] as const)));
  return after.tracks.flatMap((t) => t.infos).filter((c) => starts.get(c.uuid) !== c.startTime).length;
}
