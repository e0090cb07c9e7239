import {
  CLIP_SOURCE_TYPE,
  cloneManFace,
  designedManFace,
  photoManFace,
  SCREEN_SIZES,
  type ClipSourceType,
  type NewClip,
  type RatioKey,
  type StoredFile,
  type UserAvatar,
} from '@orator/shared';

/**
 * Bin entries -> the clip they add (pure). Media keep their own length when the server
 * probed it; anything without a length gets the model's 5000 ms default (product-rules#timeline).
 */
export type NewBinClip = NewClip & { uuid: string };

const SOURCE_BY_FILE_KIND: Partial<Record<StoredFile['kind'], ClipSourceType>> = {
  image: CLIP_SOURCE_TYPE.image,
  video: CLIP_SOURCE_TYPE.video,
  audio: CLIP_SOURCE_TYPE.audio,
};

export function clipFromFile(
  file: Pick<StoredFile, 'kind' | 'name' | 'durationMs' | 'width' | 'height'>,
  url: string,
  uuid: string,
): NewBinClip | null {
  const sourceType = SOURCE_BY_FILE_KIND[file.kind];
  if (!sourceType) return null;
  const timed = file.kind !== 'image' && file.durationMs !== null && file.durationMs > 0;
  return {
    uuid,
    sourceType,
    title: file.name,
    url,
    imgSrc: file.kind === 'audio' ? undefined : url,
    originalDuration: timed ? (file.durationMs ?? 0) : 0,
    duration: timed ? (file.durationMs ?? undefined) : undefined,
  };
}

export function clipFromMusic(name: string, url: string, durationMs: number | null, uuid: string): NewBinClip {
  const timed = durationMs !== null && durationMs > 0;
  return {
    uuid,
    sourceType: CLIP_SOURCE_TYPE.backgroundMusic,
    title: name,
    url,
    originalDuration: timed ? durationMs : 0,
    duration: timed ? durationMs : undefined,
  };
}

/** A digital-human clip shows the catalogue avatar named by `url` (the render plan reads it so). */
export function clipFromAvatar(avatarId: string, name: string, uuid: string): NewBinClip {
  return { uuid, sourceType: CLIP_SOURCE_TYPE.digitalHuman, title: name, url: avatarId };
}

/** A photo avatar of My avatars: a '1014_itm' clip carrying its face (cover and landmarks); null until it has one. */
export function clipFromPhotoAvatar(avatar: UserAvatar, uuid: string): NewBinClip | null {
  if (!avatar.face || !avatar.coverUrl) return null;
  return {
    uuid,
    sourceType: CLIP_SOURCE_TYPE.digitalHumanPhoto,
    title: avatar.name,
    url: avatar.id,
    face: photoManFace(avatar.coverUrl, avatar.face),
  };
}

/** A cloned avatar of My avatars: a digital-human clip carrying its idle loop and mouth atlas; null until training is done. */
export function clipFromCloneAvatar(avatar: UserAvatar, uuid: string): NewBinClip | null {
  const face = avatar.kind === 'clone' && avatar.status === 'ready' ? cloneManFace(avatar.details) : null;
  if (!face) return null;
  return { uuid, sourceType: CLIP_SOURCE_TYPE.digitalHuman, title: avatar.name, url: avatar.id, face };
}

/** A designed avatar of My avatars: a digital-human clip carrying its design, drawn like a catalogue avatar. */
export function clipFromDesignedAvatar(avatar: UserAvatar, uuid: string): NewBinClip | null {
  const face = avatar.kind === 'designed' ? designedManFace(avatar.details) : null;
  if (!face) return null;
  return { uuid, sourceType: CLIP_SOURCE_TYPE.digitalHuman, title: avatar.name, url: avatar.id, face };
}

/** The clip for one of My avatars, whichever kind it is. */
export function clipFromOwnAvatar(avatar: UserAvatar, uuid: string): NewBinClip | null {
  if (avatar.kind === 'designed') return clipFromDesignedAvatar(avatar, uuid);
  return avatar.kind === 'clone' ? clipFromCloneAvatar(avatar, uuid) : clipFromPhotoAvatar(avatar, uuid);
}

export type TextKind = 'text' | 'subtitle' | 'dubbing';

const SOURCE_BY_TEXT_KIND: Record<TextKind, ClipSourceType> = {
  text: CLIP_SOURCE_TYPE.text,
  subtitle: CLIP_SOURCE_TYPE.subtitle,
  dubbing: CLIP_SOURCE_TYPE.dubbing,
};

/**
 * Where a new text clip sits: a title band across the upper part of the frame, inside the
 * watermark's corner margin, rather than the whole frame (which would start it top-left).
 */
export function titleBox(ratio: RatioKey): { left: number; top: number; width: number; height: number } {
  const { width, height } = SCREEN_SIZES[ratio];
  return {
    left: Math.round(width * 0.1),
    top: Math.round(height * 0.14),
    width: Math.round(width * 0.8),
    height: Math.round(height * 0.16),
  };
}

export function clipFromText(kind: TextKind, content: string, title: string, uuid: string, ratio: RatioKey): NewBinClip {
  const box = kind === 'text' ? titleBox(ratio) : {};
  return { uuid, sourceType: SOURCE_BY_TEXT_KIND[kind], title, content, ...box };
}
