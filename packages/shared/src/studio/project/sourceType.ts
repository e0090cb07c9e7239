import { z } from 'zod';

/**
 * Clip source type codes (product-rules#projects-model). The codes are kept as the product stores them (strings,
 * because two of them are not numbers: '1014_itm' and the misspelt 'actoin'), so stored
 * projects and the wire format stay comparable with the original product.
 */
export const CLIP_SOURCE_TYPE = {
  video: '1001',
  image: '1002',
  digitalHuman: '1003',
  dubbing: '1004',
  subtitle: '1005',
  audio: '1006',
  digitalHuman25D: '1007',
  text: '1008',
  digitalHuman3D: '1009',
  digitalHumanAvatar: '1010',
  topic: '1011',
  newVideo: '1012',
  backgroundMusic: '1013',
  digitalHumanPhoto: '1014_itm',
  /** Spelt 'actoin' in the original product; kept so stored data matches. */
  action: 'actoin',
  other: '8888',
} as const;

export type ClipSourceType = (typeof CLIP_SOURCE_TYPE)[keyof typeof CLIP_SOURCE_TYPE];

const CLIP_SOURCE_TYPES = Object.values(CLIP_SOURCE_TYPE) as [ClipSourceType, ...ClipSourceType[]];

export const clipSourceTypeSchema = z.enum(CLIP_SOURCE_TYPES);

const DIGITAL_HUMAN_TYPES: ReadonlySet<ClipSourceType> = new Set([
  CLIP_SOURCE_TYPE.digitalHuman,
  CLIP_SOURCE_TYPE.digitalHuman25D,
  CLIP_SOURCE_TYPE.digitalHuman3D,
  CLIP_SOURCE_TYPE.digitalHumanAvatar,
  CLIP_SOURCE_TYPE.digitalHumanPhoto,
]);

/** Media whose length is fixed by the file, so trimming cannot exceed originalDuration. */
const MEDIA_TYPES: ReadonlySet<ClipSourceType> = new Set([
  CLIP_SOURCE_TYPE.video,
  CLIP_SOURCE_TYPE.newVideo,
  CLIP_SOURCE_TYPE.audio,
  CLIP_SOURCE_TYPE.backgroundMusic,
  CLIP_SOURCE_TYPE.dubbing,
]);

export function isDigitalHumanSource(type: ClipSourceType): boolean {
  return DIGITAL_HUMAN_TYPES.has(type);
}

export function isMediaSource(type: ClipSourceType): boolean {
  return MEDIA_TYPES.has(type);
}
