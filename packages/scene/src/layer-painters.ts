/**
 * Per-layer painters with their caches. Each paints its layer centred on the origin (the
 * frame renderer has already translated/rotated/scaled to the layer's box centre).
 */
import type { VisemeFrame } from '@orator/shared';
import { VISEME_FPS } from '@orator/shared';
import { REST_VISEME, type AvatarPainter } from './avatar/avatar-renderer.ts';
import { avatarById } from './avatar/catalog.ts';
import type { ActiveAction } from './avatar/motion.ts';
import { context2d, type CanvasFactory, type CanvasLike, type Ctx2D, type ImageLike } from './canvas-types.ts';
import { paintCloneFrame } from './clone/clone-painter.ts';
import type { CloneFace } from './clone/clone-model.ts';
import { PhotoFacePainter } from './face/photo-painter.ts';
import { fitImage } from './layout.ts';
import type { AssetProvider, AvatarLayer, ImageLayer, Layer, TextLayer, VideoLayer } from './scene.ts';
import { countChars, renderTextBlock } from './text-block.ts';

interface LayerPaintContext {
  ctx: Ctx2D;
  timeMs: number;
  /** Output pixels per base unit. */
  scale: number;
  /** Fraction of text revealed by a typewriter animation. */
  reveal: number;
}

export interface LayerPainter {
  paint(pc: LayerPaintContext): void;
}

function boxPx(layer: Layer, scale: number): { w: number; h: number } {
  return { w: layer.box.width * scale, h: layer.box.height * scale };
}

class ImagePainter implements LayerPainter {
  private cached: { source: ImageLike; canvas: CanvasLike; scale: number } | null = null;
  constructor(
    private readonly layer: ImageLayer,
    private readonly assets: AssetProvider,
    private readonly makeCanvas: CanvasFactory,
  ) {}

  paint({ ctx, scale }: LayerPaintContext): void {
    const image = this.assets.image(this.layer.url);
    if (!image) return;
    const { w, h } = boxPx(this.layer, scale);
    if (this.cached?.source !== image || this.cached.scale !== scale) {
      // Pre-scale once: drawing a large photo scaled down every frame is the costly part.
      const canvas = this.makeCanvas(Math.max(1, Math.round(w)), Math.max(1, Math.round(h)));
      const r = fitImage(image.width, image.height, { left: 0, top: 0, width: canvas.width, height: canvas.height }, this.layer.fit);
      context2d(canvas).drawImage(image, r.sx, r.sy, r.sw, r.sh, r.dx, r.dy, r.dw, r.dh);
      this.cached = { source: image, canvas, scale };
    }
    ctx.drawImage(this.cached.canvas, -w / 2, -h / 2, w, h);
  }
}

class VideoPainter implements LayerPainter {
  constructor(
    private readonly layer: VideoLayer,
    private readonly assets: AssetProvider,
  ) {}

  paint({ ctx, scale, timeMs }: LayerPaintContext): void {
    const local = timeMs - this.layer.startMs + this.layer.sourceStartMs;
    const frame = this.assets.videoFrame(this.layer.url, local);
    if (!frame) return;
    const { w, h } = boxPx(this.layer, scale);
    const r = fitImage(frame.width, frame.height, { left: -w / 2, top: -h / 2, width: w, height: h }, this.layer.fit);
    ctx.drawImage(frame, r.sx, r.sy, r.sw, r.sh, r.dx, r.dy, r.dw, r.dh);
  }
}

class TextPainter implements LayerPainter {
  private cached: { chars: number; scale: number; canvas: CanvasLike } | null = null;
  private readonly totalChars: number;
  constructor(
    private readonly layer: TextLayer,
    private readonly makeCanvas: CanvasFactory,
  ) {
    this.totalChars = countChars(layer.text);
  }

  paint({ ctx, scale, reveal }: LayerPaintContext): void {
    const chars = reveal >= 1 ? Infinity : Math.floor(this.totalChars * reveal);
    const { w, h } = boxPx(this.layer, scale);
    if (this.cached?.chars !== chars || this.cached.scale !== scale) {
      const canvas = renderTextBlock(this.makeCanvas, {
        text: this.layer.text,
        style: this.layer.style,
        width: w,
        height: h,
        scale,
        visibleChars: chars,
      });
      this.cached = { chars, scale, canvas };
    }
    ctx.drawImage(this.cached.canvas, -w / 2, -h / 2, w, h);
  }
}

/** Viseme for a layer-relative time; silence outside the track. */
export function visemeAt(visemes: readonly VisemeFrame[], localMs: number): VisemeFrame {
  const index = Math.floor((localMs * VISEME_FPS) / 1000);
  return visemes[index] ?? REST_VISEME;
}

/** Mean openness over the ±EMPHASIS_MS around now: high on a stressed syllable, which opens wider and longer. */
const EMPHASIS_MS = 200;
export function emphasisAt(visemes: readonly VisemeFrame[], localMs: number): number {
  let sum = 0;
  for (let k = -2; k <= 2; k++) sum += visemeAt(visemes, localMs + (k * EMPHASIS_MS) / 2).openness;
  return sum / 5;
}

export function activeAction(layer: Pick<AvatarLayer, 'actions'>, localMs: number): ActiveAction | null {
  for (const action of layer.actions) {
    const into = localMs - action.startMs;
    if (into >= 0 && into < action.durationMs) {
      return { type: action.type, localMs: into, durationMs: action.durationMs };
    }
  }
  return null;
}

const DEFAULT_CIRCLE_COLOR = '#dfe7f1';

class AvatarLayerPainter implements LayerPainter {
  private readonly photo: PhotoFacePainter | null;

  constructor(
    private readonly layer: AvatarLayer,
    private readonly painter: AvatarPainter,
    private readonly assets: AssetProvider,
    makeCanvas: CanvasFactory,
  ) {
    this.photo = layer.face?.kind === 'photo' ? new PhotoFacePainter(layer.face, makeCanvas) : null;
  }

  paint(pc: LayerPaintContext): void {
    const { layer } = this;
    if (layer.speakerType === 'voice' || layer.speakerType === 'no_man') return;
    if (this.photo && layer.face?.kind === 'photo') {
      this.paintPhoto(pc, this.photo, layer.face.imageUrl);
      return;
    }
    if (layer.face?.kind === 'clone') {
      this.paintClone(pc, layer.face);
      return;
    }
    const { ctx, scale, timeMs } = pc;
    const params = layer.face?.kind === 'designed' ? layer.face.params : avatarById(layer.avatarId)?.params;
    if (!params) return;
    const local = timeMs - layer.startMs;
    const { w, h } = boxPx(layer, scale);
    const input = {
      params,
      framing: layer.speakerType === 'head' || layer.circle ? ('head' as const) : layer.framing,
      timeMs: local,
      viseme: visemeAt(layer.visemes, local),
      action: activeAction(layer, local),
    };
    // Circle mode frames the avatar on its face rather than its shoulders.
    paintFramed(
      ctx,
      layer,
      w,
      h,
      (box) => this.painter.draw(ctx, { ...input, box }),
      (radius) => {
        const side = radius * 2.3;
        return { left: -side / 2, top: -side * 0.42, width: side, height: side };
      },
    );
  }

  /** A cloned person: its idle loop covering the box (or the circle), with the atlas mouth for the viseme. */
  private paintClone({ ctx, scale, timeMs }: LayerPaintContext, face: CloneFace): void {
    const { layer } = this;
    const { w, h } = boxPx(layer, scale);
    const input = {
      face,
      localMs: timeMs - layer.startMs,
      visemes: layer.visemes,
    };
    paintFramed(ctx, layer, w, h, (box) => paintCloneFrame(ctx, this.assets, { ...input, box }));
  }

  /** A talking photo: framed on the face in the box (faceFraming), or inside the circle. */
  private paintPhoto({ ctx, scale, timeMs }: LayerPaintContext, photo: PhotoFacePainter, imageUrl: string): void {
    const image = this.assets.image(imageUrl);
    if (!image) return;
    const { layer } = this;
    const local = timeMs - layer.startMs;
    const { w, h } = boxPx(layer, scale);
    const input = {
      circle: layer.circle,
      timeMs: local,
      viseme: visemeAt(layer.visemes, local),
      emphasis: emphasisAt(layer.visemes, local),
      action: activeAction(layer, local),
    };
    paintFramed(ctx, layer, w, h, (box) => photo.draw(ctx, image, { ...input, box }));
  }
}

/** A face's box in pixels, relative to the layer's centre. */
type FaceBox = { left: number; top: number; width: number; height: number };

/**
 * Draws a face layer into its box, or in circle mode into a disc of the layer's circle colour
 * clipped round, at the box `circleBox` gives for the disc (by default the disc's square).
 */
function paintFramed(
  ctx: Ctx2D,
  layer: AvatarLayer,
  w: number,
  h: number,
  draw: (box: FaceBox) => void,
  circleBox: (radius: number) => FaceBox = (radius) => ({ left: -radius, top: -radius, width: radius * 2, height: radius * 2 }),
): void {
  if (!layer.circle) {
    draw({ left: -w / 2, top: -h / 2, width: w, height: h });
    return;
  }
  const radius = Math.min(w, h) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.fillStyle = layer.circleColor ?? DEFAULT_CIRCLE_COLOR;
  ctx.fill();
  ctx.clip();
  draw(circleBox(radius));
  ctx.restore();
}

export function createLayerPainter(layer: Layer, assets: AssetProvider, makeCanvas: CanvasFactory, avatars: AvatarPainter): LayerPainter {
  switch (layer.kind) {
    case 'image':
      return new ImagePainter(layer, assets, makeCanvas);
    case 'video':
      return new VideoPainter(layer, assets);
    case 'text':
      return new TextPainter(layer, makeCanvas);
    case 'avatar':
      return new AvatarLayerPainter(layer, avatars, assets, makeCanvas);
  }
}
