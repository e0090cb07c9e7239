import { CLIP_SOURCE_TYPE, isDigitalHumanSource, type ClipSourceType } from '../project/sourceType.ts';

/**
 * Families of source types that may share a track. A clip moves only between tracks of the
 * same family: videos with videos, every digital-human variant with the others, etc.
 */
export type TrackKind = 'video' | 'image' | 'digitalHuman' | 'dubbing' | 'subtitle' | 'audio' | 'text' | 'topic' | 'action' | 'other';

const KIND_BY_SOURCE: Partial<Record<ClipSourceType, TrackKind>> = {
  [CLIP_SOURCE_TYPE.video]: 'video',
  [CLIP_SOURCE_TYPE.newVideo]: 'video',
  [CLIP_SOURCE_TYPE.image]: 'image',
  [CLIP_SOURCE_TYPE.dubbing]: 'dubbing',
  [CLIP_SOURCE_TYPE.subtitle]: 'subtitle',
  [CLIP_SOURCE_TYPE.audio]: 'audio',
  [CLIP_SOURCE_TYPE.backgroundMusic]: 'audio',
  [CLIP_SOURCE_TYPE.text]: 'text',
  [CLIP_SOURCE_TYPE.topic]: 'topic',
  [CLIP_SOURCE_TYPE.action]: 'action',
};

export function trackKindOf(type: ClipSourceType): TrackKind {
  if (isDigitalHumanSource(type)) return 'digitalHuman';
  return KIND_BY_SOURCE[type] ?? 'other';
}

export function isSameKind(a: ClipSourceType, b: ClipSourceType): boolean {
  return trackKindOf(a) === trackKindOf(b);
}
