/**
 * Background: colour, image (cover/contain or explicit bg_x/bg_y/bg_width/bg_height/bg_scale
 * placement) or video frame. A static image background is composed once into a frame-sized
 * canvas so each frame costs one unscaled drawImage.
 */
import { context2d, type CanvasFactory, type CanvasLike, type Ctx2D, type ImageLike } from './canvas-types.ts';
import { fitImage, scaleBox, scaleBoxAroundCentre } from './layout.ts';
import type { AssetProvider, BackgroundSpec, Box } from './scene.ts';

export interface FrameGeometry {
  /** Output pixels. */
  width: number;
  height: number;
  /** Output pixels per base unit. */
  scale: number;
}

const DEFAULT_LETTERBOX = '#000000';

function drawFitted(ctx: Ctx2D, image: ImageLike, spec: Extract<BackgroundSpec, { kind: 'image' | 'video' }>, frame: FrameGeometry): void {
  const frameBox: Box = { left: 0, top: 0, width: frame.width, height: frame.height };
  const placement = spec.kind === 'image' ? spec.placement : undefined;
  if (placement) {
    const scaled = scaleBox(scaleBoxAroundCentre(placement, spec.kind === 'image' ? (spec.scale ?? 100) : 100), frame.scale);
    ctx.drawImage(image, scaled.left, scaled.top, scaled.width, scaled.height);
    return;
  }
  const r = fitImage(image.width, image.height, frameBox, spec.fit);
  ctx.drawImage(image, r.sx, r.sy, r.sw, r.sh, r.dx, r.dy, r.dw, r.dh);
}

export class BackgroundPainter {
  private cached: { source: ImageLike; canvas: CanvasLike } | null = null;

  constructor(
    private readonly spec: BackgroundSpec,
    private readonly frame: FrameGeometry,
    private readonly assets: AssetProvider,
    private readonly makeCanvas: CanvasFactory,
  ) {}

  draw(ctx: Ctx2D, timeMs: number): void {
    const { spec, frame } = this;
    const baseColor = spec.kind === 'color' ? spec.color : (spec.color ?? DEFAULT_LETTERBOX);
    if (spec.kind === 'color') {
      ctx.fillStyle = baseColor;
      ctx.fillRect(0, 0, frame.width, frame.height);
      return;
    }
    if (spec.kind === 'video') {
      ctx.fillStyle = baseColor;
      ctx.fillRect(0, 0, frame.width, frame.height);
      const image = this.assets.videoFrame(spec.url, timeMs + (spec.sourceStartMs ?? 0));
      if (image) drawFitted(ctx, image, spec, frame);
      return;
    }
    const image = this.assets.image(spec.url);
    if (!image) {
      ctx.fillStyle = baseColor;
      ctx.fillRect(0, 0, frame.width, frame.height);
      return;
    }
    if (this.cached?.source !== image) {
      const canvas = this.makeCanvas(frame.width, frame.height);
      const cacheCtx = context2d(canvas);
      cacheCtx.fillStyle = baseColor;
      cacheCtx.fillRect(0, 0, frame.width, frame.height);
      drawFitted(cacheCtx, image, spec, frame);
      this.cached = { source: image, canvas };
    }
    ctx.drawImage(this.cached.canvas, 0, 0);
  }
}
