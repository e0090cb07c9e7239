import {
  addClip,
  addTrack,
  buildClip,
  findOverlap,
  trackKindOf,
  type ClipSourceType,
  type NewClip,
  type TimelineCommand,
  type TimelineState,
  type TrackKind,
} from '@orator/shared';
import { chain } from './composite.ts';

/**
 * Where a new clip goes (pure): at the playhead on the first track of its kind with room
 * there (the preferred track first), otherwise on a new track of that kind. Adding the
 * track and the clip is one undo step.
 */

/** Sound-only kinds sit under the picture tracks, as in other editors. */
const SOUND_KINDS: ReadonlySet<TrackKind> = new Set(['audio', 'dubbing']);

export function isSoundKind(type: ClipSourceType): boolean {
  return SOUND_KINDS.has(trackKindOf(type));
}

/**
 * Index for a new track of `type`. Tracks later in the list draw on top, so picture tracks
 * are appended (the new one is frontmost) and sound tracks are put first.
 */
export function newTrackIndex(state: TimelineState, type: ClipSourceType): number {
  return isSoundKind(type) ? 0 : state.tracks.length;
}

export interface Placement {
  command: TimelineCommand;
  trackUuid: string;
  clipUuid: string;
}

export function placeClip(
  state: TimelineState,
  input: NewClip & { uuid: string },
  startTime: number,
  newTrackUuid: string,
  preferredTrackUuid?: string,
): Placement {
  const kind = trackKindOf(input.sourceType);
  const span = buildClip({ ...input, startTime }, startTime);
  const candidates = state.tracks
    .filter((track) => trackKindOf(track.type) === kind)
    .sort((a, b) => Number(b.uuid === preferredTrackUuid) - Number(a.uuid === preferredTrackUuid));
  const free = candidates.find((track) => !findOverlap(track.infos, span));
  const clip: NewClip = { ...input, startTime };
  if (free) return { command: addClip(free.uuid, clip), trackUuid: free.uuid, clipUuid: input.uuid };
  const command = chain('add clip', [
    addTrack(newTrackUuid, input.sourceType, '', newTrackIndex(state, input.sourceType)),
    addClip(newTrackUuid, clip),
  ]);
  return { command, trackUuid: newTrackUuid, clipUuid: input.uuid };
}
