import { CATALOG_PATHS, COVER_PATHS, type CoverBackground, type CoverSticker } from '@orator/shared';

/** The preview's largest size on the page; the cover keeps the video's proportions inside it. */
export const PREVIEW_BOX = { width: 720, height: 460 } as const;

/** The preview canvas size for a video of `width` x `height`: as large as fits PREVIEW_BOX, never larger than the video. */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_BOX.width / width, PREVIEW_BOX.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What the preview draws under the title: the server's frame of the video, or the chosen stored image. */
export function backgroundUrlOf(projectId: string, background: CoverBackground): string {
  return background.kind === 'frame' ? COVER_PATHS.frame(projectId, background.timeMs) : background.url;
}

export function stickerUrlOf(sticker: CoverSticker | null): string | null {
  return sticker ? CATALOG_PATHS.stockFile('illustrations', sticker.id) : null;
}

/** A new sticker sits in the upper right, clear of a title low in the frame. */
export function newSticker(id: string): CoverSticker {
  return { id, xPercent: 82, yPercent: 24, sizePercent: 28 };
}

/** "m:ss.t" for the frame slider. */
export function frameTimeLabel(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const seconds = Math.floor(tenths / 10);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.${tenths % 10}`;
}
