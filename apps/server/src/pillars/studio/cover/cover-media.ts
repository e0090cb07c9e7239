/**
 * The pictures of cover editing (product-rules#projects-cover): a video's frame through ffmpeg
 * (the process gateway), and the cover drawn by THE scene renderer from its document.
 */
import { runProcess } from '@orator/process';
import { canvasTextMeasure, coverScene, createFrameRenderer, type AssetProvider, type ImageLike, type Ratio } from '@orator/scene';
import { createNodeCanvas, loadNodeImage, nodeContext, registerNodeFonts } from '@orator/scene/node';
import type { CoverDocument } from '@orator/shared';

/** Frames are found within this long; a stuck decoder must not hold a request. */
const FRAME_TIMEOUT_MS = 30_000;
/** The last frame starts a little before the end; seeking past it yields nothing. */
const LAST_FRAME_MARGIN_MS = 100;

/** Where a frame at `timeMs` may be taken in a video `durationMs` long. */
export function frameTimeWithin(timeMs: number, durationMs: number): number {
  return Math.max(0, Math.min(Math.round(timeMs), durationMs - LAST_FRAME_MARGIN_MS));
}

/** The frame at `timeMs` as a JPEG of the video's own size; null when the video has no frame there. */
export async function extractFrameJpeg(videoFile: string, timeMs: number): Promise<Buffer | null> {
  const seconds = (timeMs / 1000).toFixed(3);
  const jpeg = await runProcess(
    'ffmpeg',
    ['-v', 'error', '-ss', seconds, '-i', videoFile, '-frames:v', '1', '-an', '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '2', '-'],
    { timeoutMs: FRAME_TIMEOUT_MS },
  );
  return jpeg.length > 0 ? jpeg : null;
}

const BACKGROUND_URL = 'cover:background';
const STICKER_URL = 'cover:sticker';

export interface CoverPictures {
  background: Buffer;
  sticker: Buffer | null;
}

/** The cover as a JPEG at the video's size. An image that cannot be decoded throws (the caller says which). */
export async function renderCoverJpeg(
  doc: CoverDocument,
  size: { ratio: Ratio; width: number; height: number },
  pictures: CoverPictures,
): Promise<Buffer> {
  registerNodeFonts();
  const images = new Map<string, ImageLike>([[BACKGROUND_URL, await loadNodeImage(pictures.background)]]);
  if (pictures.sticker) images.set(STICKER_URL, await loadNodeImage(pictures.sticker));
  const scene = coverScene(doc, {
    ...size,
    backgroundUrl: BACKGROUND_URL,
    stickerUrl: pictures.sticker ? STICKER_URL : null,
    measure: canvasTextMeasure(createNodeCanvas),
  });
  const assets: AssetProvider = { image: (url) => images.get(url) ?? null, videoFrame: () => null };
  const canvas = createNodeCanvas(size.width, size.height);
  createFrameRenderer(scene, assets, createNodeCanvas).draw(nodeContext(canvas), 0);
  return canvas.toBuffer('image/jpeg', 90);
}
