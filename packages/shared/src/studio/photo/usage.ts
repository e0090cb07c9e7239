import type { AvatarFace } from '../api/user-avatars.ts';
import type { ProjectDocument } from '../api/video.ts';
import { CLIP_SOURCE_TYPE } from '../project/sourceType.ts';

/** Whether a project shows a photo avatar anywhere (a page's PHOTO digital man, or a photo clip): it then deducts twice. */
export function showsPhotoAvatar(document: Pick<ProjectDocument, 'ppts' | 'tracks'>): boolean {
  const onPage = document.ppts.some((page) => page.elements.some((e) => e.type === 'digitalMan' && e.manType === 'PHOTO'));
  const onTrack = document.tracks.some((track) => track.infos.some((clip) => clip.sourceType === CLIP_SOURCE_TYPE.digitalHumanPhoto));
  return onPage || onTrack;
}

/** The photo fitted inside the page (contained, centred): a 3:4 crop fills a 3:4 page. */
export function photoAvatarBox(page: { width: number; height: number }, image: { width: number; height: number }) {
  const scale = Math.min(page.width / image.width, page.height / image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  return { left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height };
}

/**
 * The talking-photo video's avatar box: the whole page. The renderer frames the face inside it (the
 * face fills the upper third, the photo is cropped to cover the page), so a landscape photo in a
 * portrait video shows a face, not a strip between bars.
 */
export function photoVideoBox(page: { width: number; height: number }) {
  return { left: 0, top: 0, width: page.width, height: page.height };
}

/** The digital-man element's `face` for a photo avatar: the cover the renderer warps and its landmarks. */
export function photoManFace(coverUrl: string, face: AvatarFace) {
  return { kind: 'photo' as const, imageUrl: coverUrl, width: face.width, height: face.height, landmarks: face.landmarks };
}
