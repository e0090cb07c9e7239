import { trackKindOf, type ClipSourceType, type Track, type TrackKind } from '@orator/shared';

/** Display facts per track kind: i18n key of its name and its colour family in the lanes. */
export const KIND_LABEL_KEYS: Record<TrackKind, string> = {
  video: 'kinds.video',
  image: 'kinds.image',
  digitalHuman: 'kinds.digitalHuman',
  dubbing: 'kinds.dubbing',
  subtitle: 'kinds.subtitle',
  audio: 'kinds.audio',
  text: 'kinds.text',
  topic: 'kinds.topic',
  action: 'kinds.action',
  other: 'kinds.other',
};

export function kindOfTrack(track: Pick<Track, 'type'>): TrackKind {
  return trackKindOf(track.type);
}

/** "Image 2": the number counts tracks of the same kind from the bottom of the stack. */
export function trackNumber(tracks: readonly Pick<Track, 'uuid' | 'type'>[], trackUuid: string): number {
  const track = tracks.find((t) => t.uuid === trackUuid);
  if (!track) return 0;
  const kind = trackKindOf(track.type);
  const same = tracks.filter((t) => trackKindOf(t.type) === kind);
  return same.findIndex((t) => t.uuid === trackUuid) + 1;
}

export function isVisualSource(type: ClipSourceType): boolean {
  const kind = trackKindOf(type);
  return kind === 'video' || kind === 'image' || kind === 'digitalHuman' || kind === 'text';
}

export function hasSound(type: ClipSourceType): boolean {
  const kind = trackKindOf(type);
  return kind === 'video' || kind === 'audio' || kind === 'dubbing';
}
