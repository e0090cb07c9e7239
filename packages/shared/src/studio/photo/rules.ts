import type { ErrorKey } from '../../kernel/errors.ts';
import type { AvatarFace, FaceBox } from '../api/user-avatars.ts';
import { PHOTO_TOOL_AUDIO_MAX_MS } from '../../kernel/constants/limits.ts';
import { checkDubbingText } from '../../kernel/validation/dubbing.ts';
import type { PhotoHeader } from './image-header.ts';

/**
 * Photo avatar rules (spec §5 photo avatar: jpg or png, frontal face about half the photo; §5
 * photo-tool audio at most 3 minutes). Pure: the server enforces them, the wizard shows them.
 */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MIN_SIDE_PX = 256;
export const PHOTO_MAX_SIDE_PX = 4096;
/** The high-definition tool doubles the size, up to this many pixels on the long side. */
const PHOTO_UPSCALE_MAX_SIDE_PX = 4096;
export const PHOTO_LINES_MAX = 20;
export const PHOTO_ROLES_MAX = 5;
export const PHOTO_AUDIO_MAX_BYTES = 50 * 1024 * 1024;

/** The first reason a photo cannot become an avatar (before face detection), or null. */
export function checkPhotoFile(size: number, header: PhotoHeader | null): ErrorKey | null {
  if (size === 0) return 'emptyFile';
  if (size > PHOTO_MAX_BYTES) return 'fileSizeExceeded';
  if (!header) return 'photoFormatNotSupported';
  const short = Math.min(header.width, header.height);
  const long = Math.max(header.width, header.height);
  if (short < PHOTO_MIN_SIDE_PX || long > PHOTO_MAX_SIDE_PX) return 'photoSizeOutOfRange';
  return null;
}

export const PORTRAIT_REFUSALS = ['noFace', 'manyFaces', 'tinyFace', 'notFrontal'] as const;
export type PortraitRefusal = (typeof PORTRAIT_REFUSALS)[number];

/** The §8 message ('Creating photo digital human failed: ...') for a portrait check's reason. */
export function portraitRefusalKey(reason: PortraitRefusal): ErrorKey {
  const keys: Record<PortraitRefusal, ErrorKey> = {
    noFace: 'photoNoFace',
    manyFaces: 'photoManyFaces',
    tinyFace: 'photoTinyFace',
    notFrontal: 'photoNotFrontal',
  };
  return keys[reason];
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The user's adjustment of the face-centred crop: zoom 1 = default, offsets in crop widths/heights. */
export interface CropAdjust {
  zoom: number;
  dx: number;
  dy: number;
}

export const CROP_ZOOM_MIN = 0.6;
export const CROP_ZOOM_MAX = 2;
/** Portrait crops are 3:4; the face spans this share of the crop's width (spec: about 50%). */
const CROP_ASPECT = 3 / 4;
const FACE_SHARE_OF_WIDTH = 0.5;
/** Where the face centre sits from the top of the crop: a little above the middle leaves room for shoulders. */
const FACE_CENTRE_FROM_TOP = 0.42;

const even = (n: number) => Math.max(2, 2 * Math.floor(n / 2));
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * A 3:4 crop centred on the face (face about half its width), moved and zoomed by `adjust`,
 * then fitted inside the image (shrunk when the image is too small, keeping the aspect).
 */
export function faceCrop(
  face: FaceBox,
  image: { width: number; height: number },
  adjust: CropAdjust = { zoom: 1, dx: 0, dy: 0 },
): CropRect {
  const zoom = clamp(adjust.zoom, CROP_ZOOM_MIN, CROP_ZOOM_MAX);
  let width = face.width / FACE_SHARE_OF_WIDTH / zoom;
  let height = width / CROP_ASPECT;
  const fit = Math.min(1, image.width / width, image.height / height);
  width *= fit;
  height *= fit;
  const cx = face.x + face.width / 2 + adjust.dx * width;
  const cy = face.y + face.height / 2 + adjust.dy * height;
  const w = even(Math.min(width, image.width));
  const h = even(Math.min(height, image.height));
  const x = Math.round(clamp(cx - w / 2, 0, image.width - w));
  const y = Math.round(clamp(cy - h * FACE_CENTRE_FROM_TOP, 0, image.height - h));
  return { x, y, width: w, height: h };
}

/** A crop the server accepts: inside the image and at least the minimum photo side. */
export function checkCrop(crop: CropRect, image: { width: number; height: number }): ErrorKey | null {
  const inside = crop.x >= 0 && crop.y >= 0 && crop.x + crop.width <= image.width && crop.y + crop.height <= image.height;
  if (!inside || Math.min(crop.width, crop.height) < PHOTO_MIN_SIDE_PX / 2) return 'photoCropInvalid';
  return null;
}

/** The high-definition tool's factor: twice the size, less when that would pass the maximum side. */
export function upscaleFactor(width: number, height: number): number {
  return Math.min(2, PHOTO_UPSCALE_MAX_SIDE_PX / Math.max(width, height));
}

/** The tools' effect on geometry: crop first, then scale by `factor` (colour leaves geometry alone). */
export function transformFace(face: AvatarFace, crop: CropRect | null, factor: number): AvatarFace {
  const dx = crop?.x ?? 0;
  const dy = crop?.y ?? 0;
  const width = crop?.width ?? face.width;
  const height = crop?.height ?? face.height;
  return {
    width: Math.round(width * factor),
    height: Math.round(height * factor),
    box: { x: (face.box.x - dx) * factor, y: (face.box.y - dy) * factor, width: face.box.width * factor, height: face.box.height * factor },
    landmarks: face.landmarks.map((v, i) => (v - (i % 2 === 0 ? dx : dy)) * factor),
    ...(face.gender ? { gender: face.gender } : {}),
  };
}

export interface PhotoLine {
  roleId: string;
  text?: string | undefined;
  audioUrl?: string | undefined;
  audioMs?: number | undefined;
}

/** The first reason the lines cannot be composed, or null: each line speaks its text (15+ characters) or its audio (at most 3 minutes). */
export function checkPhotoLines(lines: readonly PhotoLine[], roleIds: readonly string[]): ErrorKey | null {
  if (lines.length === 0) return 'photoLinesRequired';
  if (lines.length > PHOTO_LINES_MAX) return 'photoTooManyLines';
  for (const line of lines) {
    if (!roleIds.includes(line.roleId)) return 'photoRoleMissing';
    if (line.audioUrl) {
      const refusal = photoAudioRefusal(line.audioMs ?? 0);
      if (refusal) return refusal;
      continue;
    }
    const text = checkDubbingText(line.text);
    if (!text.ok) return text.error;
  }
  return null;
}

export function photoAudioRefusal(durationMs: number): ErrorKey | null {
  if (!(durationMs > 0)) return 'audioUnreadable';
  return durationMs > PHOTO_TOOL_AUDIO_MAX_MS ? 'photoAudioTooLong' : null;
}
