/**
 * New elements and pages with sensible placement for the page's screen size (product-rules#projects-model).
 * Pure: ids come from the caller. Defaults are filled in by the shared schemas.
 */
import {
  cloneManFace,
  designedManFace,
  defaultSubtitleLineLength,
  pageElementSchema,
  photoAvatarBox,
  photoManFace,
  pageSchema,
  screenSizeFor,
  type DigitalManElement,
  type ImageElement,
  type PageElement,
  type ProjectPage,
  type RatioKey,
  type SpeakerType,
  type SubtitleElement,
  type TitleElement,
  type UserAvatar,
} from '@orator/shared';
import { VIEWPORTS } from '@orator/scene';

type IdSource = () => string;

function parse<T extends PageElement>(input: Record<string, unknown>): T {
  return pageElementSchema.parse(input) as T;
}

export type TitleKind = 'heading' | 'subheading' | 'body';

const TITLE_STYLES: Record<TitleKind, { fontSize: number; bold: boolean; height: number }> = {
  heading: { fontSize: 64, bold: true, height: 96 },
  subheading: { fontSize: 40, bold: true, height: 64 },
  body: { fontSize: 28, bold: false, height: 120 },
};

export function newTitle(id: IdSource, ratio: RatioKey, kind: TitleKind, text: string): TitleElement {
  const { width } = screenSizeFor(ratio);
  const style = TITLE_STYLES[kind];
  const boxWidth = Math.round(width * 0.6);
  return parse<TitleElement>({
    uuid: id(),
    type: 'title',
    text,
    style: {
      font: 'SimHei',
      fontSize: style.fontSize,
      bold: style.bold,
      color: '#ffffff',
      align: 'left',
      stroke: { color: '#0f172a', width: kind === 'body' ? 0 : 2 },
    },
    position: {
      left: Math.round(width * 0.06),
      top: kind === 'heading' ? 60 : kind === 'subheading' ? 170 : 250,
      width: boxWidth,
      height: style.height,
    },
  });
}

/** An image fitted inside 60 % of the page, centred, keeping its aspect. */
export function newImage(id: IdSource, ratio: RatioKey, url: string, naturalWidth: number, naturalHeight: number): ImageElement {
  const page = screenSizeFor(ratio);
  const fit = Math.min((page.width * 0.6) / Math.max(1, naturalWidth), (page.height * 0.6) / Math.max(1, naturalHeight), 1);
  const width = Math.round(Math.max(1, naturalWidth) * fit);
  const height = Math.round(Math.max(1, naturalHeight) * fit);
  return parse<ImageElement>({
    uuid: id(),
    type: 'image',
    url,
    position: { left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height },
  });
}

/** A full-page background image (isBg = 1). */
export function newBackground(id: IdSource, ratio: RatioKey, url: string): ImageElement {
  const { width, height } = screenSizeFor(ratio);
  return parse<ImageElement>({ uuid: id(), type: 'image', url, isBg: 1, position: { left: 0, top: 0, width, height } });
}

export type AvatarFraming = 'half' | 'head';

/** Where an avatar stands by default: half body at the right, or a head bubble at the bottom right. */
export function avatarBox(ratio: RatioKey, framing: AvatarFraming): { left: number; top: number; width: number; height: number } {
  const page = screenSizeFor(ratio);
  const viewport = VIEWPORTS[framing];
  if (framing === 'head') {
    const side = Math.round(page.height * 0.34);
    return { left: page.width - side - 32, top: page.height - side - 32, width: side, height: side };
  }
  // Narrow pages (9:16, 3:4) limit the width; the height follows the framing's aspect.
  const aspect = viewport.width / viewport.height;
  const height = Math.round(Math.min(page.height * 0.86, (page.width * 0.9) / aspect));
  const width = Math.round(height * aspect);
  const left = ratio === 0 || ratio === 2 ? page.width - width - Math.round(page.width * 0.05) : Math.round((page.width - width) / 2);
  return { left, top: page.height - height, width, height };
}

export interface AvatarChoice {
  avatarId: string;
  manType: string;
  gender: string;
}

export function newDigitalMan(
  id: IdSource,
  ratio: RatioKey,
  avatar: AvatarChoice,
  framing: AvatarFraming,
  speakerType: SpeakerType = 'man',
): DigitalManElement {
  return parse<DigitalManElement>({
    uuid: id(),
    type: 'digitalMan',
    url: avatar.avatarId,
    speaker_id: avatar.avatarId,
    speaker_type: framing === 'head' && speakerType === 'man' ? 'head' : speakerType,
    manType: (['REAL', 'TWO', 'PHOTO', 'MOTION'] as const).find((t) => t === avatar.manType) ?? 'REAL',
    gender: avatar.gender,
    circle: framing === 'head',
    position: avatarBox(ratio, framing),
  });
}

/** A photo avatar of My avatars: manType PHOTO with its face (cover and landmarks) for the renderer, fitted in the page. */
export function newPhotoMan(id: IdSource, ratio: RatioKey, avatar: UserAvatar): DigitalManElement | null {
  if (!avatar.face || !avatar.coverUrl) return null;
  return ownAvatarMan(id, avatar, {
    manType: 'PHOTO',
    face: photoManFace(avatar.coverUrl, avatar.face),
    position: photoAvatarBox(screenSizeFor(ratio), avatar.face),
  });
}

/** A cloned avatar of My avatars: its idle loop and mouth atlas as the element's face, fitted in the page like a photo. */
export function newCloneMan(id: IdSource, ratio: RatioKey, avatar: UserAvatar): DigitalManElement | null {
  const face = avatar.kind === 'clone' && avatar.status === 'ready' ? cloneManFace(avatar.details) : null;
  if (!face) return null;
  return ownAvatarMan(id, avatar, {
    manType: 'REAL',
    face,
    position: photoAvatarBox(screenSizeFor(ratio), face.loop),
  });
}

/**
 * A designed avatar of My avatars: an illustrated presenter placed like a catalogue one (half body at
 * the side), carrying its design as the face, so the project keeps it as it was when added.
 */
export function newDesignedMan(id: IdSource, ratio: RatioKey, avatar: UserAvatar): DigitalManElement | null {
  const face = avatar.kind === 'designed' ? designedManFace(avatar.details) : null;
  if (!face) return null;
  return ownAvatarMan(id, avatar, {
    manType: 'TWO',
    gender: face.params.gender,
    circle: false,
    face,
    position: avatarBox(ratio, 'half'),
  });
}

/** What every digital man of one of My avatars has: the avatar's id as its speaker, a full-body 'man' type. */
function ownAvatarMan(id: IdSource, avatar: UserAvatar, fields: Record<string, unknown>): DigitalManElement {
  return parse<DigitalManElement>({
    uuid: id(),
    type: 'digitalMan',
    url: avatar.id,
    speaker_id: avatar.id,
    speaker_type: 'man',
    ...fields,
  });
}

/** The digital man for one of My avatars, whichever kind it is (null while it cannot be shown). */
export function newOwnAvatarMan(id: IdSource, ratio: RatioKey, avatar: UserAvatar): DigitalManElement | null {
  if (avatar.kind === 'designed') return newDesignedMan(id, ratio, avatar);
  return avatar.kind === 'clone' ? newCloneMan(id, ratio, avatar) : newPhotoMan(id, ratio, avatar);
}

export function newSubtitle(id: IdSource, ratio: RatioKey, show: boolean): SubtitleElement {
  return parse<SubtitleElement>({ uuid: id(), type: 'subtitle', srt_len: defaultSubtitleLineLength(ratio), srt_show: show });
}

/**
 * A new page: the avatar, voice and subtitle setting of `like` (the current page), so
 * every page speaks with the same presenter; an empty script to write.
 */
export function newPage(id: IdSource, ratio: RatioKey, like: ProjectPage | null): ProjectPage {
  const carried = (like?.elements ?? []).flatMap((element): PageElement[] => {
    if (element.type === 'digitalMan')
      return [{ ...element, uuid: id(), audio_url: undefined, magic_audio_id: undefined, avatarActionInfos: [] }];
    if (element.type === 'subtitle') return [{ ...element, uuid: id(), srt_address: undefined, subtitles: [] }];
    if (element.type === 'dubbing') return [{ ...element, uuid: id(), text: '', customAudioUrl: undefined }];
    if (element.type === 'image' && element.isBg === 1) return [{ ...element, uuid: id() }];
    return [];
  });
  const hasDubbing = carried.some((e) => e.type === 'dubbing');
  const elements = hasDubbing ? carried : [...carried, parse({ uuid: id(), type: 'dubbing', text: '' })];
  if (!carried.some((e) => e.type === 'subtitle')) elements.push(newSubtitle(id, ratio, false));
  return pageSchema.parse({ uuid: id(), elements, duration: 0 });
}
