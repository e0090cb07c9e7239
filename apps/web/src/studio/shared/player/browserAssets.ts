import {
  canvasTextMeasure,
  type AssetProvider,
  type CanvasFactory,
  type CanvasLike,
  type Ctx2D,
  type ImageLike,
  type TextMeasure,
} from '@orator/scene';
import { fetchMedia } from '../api/authedFetch.ts';
import type { BrowserVideos } from './browserVideos.ts';
import { videoStill } from './videoStills.ts';

/**
 * The scene's images in the browser. The renderer asks synchronously on every frame, so a
 * missing image starts loading, draws as absent meanwhile, and `onLoaded` asks for a redraw.
 * Video frames come from `videos`, which the player keeps on the export's frame; hosts
 * that draw without playing (the editing stage, thumbnails) get decoded stills instead.
 */
export class BrowserAssets implements AssetProvider {
  private readonly images = new Map<string, ImageBitmap | 'loading' | 'failed'>();

  constructor(
    private readonly onLoaded: () => void,
    private readonly videos: BrowserVideos | null = null,
  ) {}

  image(url: string): ImageLike | null {
    const entry = this.images.get(url);
    if (entry === undefined) void this.load(url);
    return entry instanceof ImageBitmap ? entry : null;
  }

  /** With `videos` the source time is not needed here: the player already moved them to the export's frame. */
  videoFrame(url: string, timeMs: number): ImageLike | null {
    if (this.videos) return this.videos.frame(url);
    return videoStill(url, timeMs, this.onLoaded);
  }

  /** Resolves when every url has loaded or failed, so the first frame is complete. */
  async preload(urls: readonly string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.load(url)));
  }

  private async load(url: string): Promise<void> {
    if (this.images.has(url)) return;
    this.images.set(url, 'loading');
    try {
      const bitmap = await createImageBitmap(await fetchMedia(url));
      this.images.set(url, bitmap);
      this.onLoaded();
    } catch {
      this.images.set(url, 'failed');
    }
  }
}

/*
 * The DOM 2D context has every member the scene's Ctx2D declares, but DOM drawImage takes
 * CanvasImageSource, narrower than the scene's structural ImageLike, so TypeScript refuses
 * the assignment. The renderer only ever hands back images made on this side (canvases,
 * ImageBitmaps and <video> elements from BrowserAssets), so the two casts below are sound.
 */

/** A DOM 2D context as the scene renderer's context type. */
export function sceneContext(ctx: CanvasRenderingContext2D): Ctx2D {
  return ctx as unknown as Ctx2D;
}

/** Canvases for the renderer's caches (text blocks, avatar parts). */
export const makeBrowserCanvas: CanvasFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return canvas as unknown as CanvasLike;
};

/**
 * Text widths in the page's fonts, shared by the stage and the preview plan so both cut
 * subtitles as the export does (the canvas is made on first use).
 */
export const browserTextMeasure: TextMeasure = canvasTextMeasure(makeBrowserCanvas);
