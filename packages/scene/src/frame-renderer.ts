/**
 * The one renderer: draws a Scene at a time into any 2D context (browser preview or Node
 * export). Bottom to top: background, layers in order (images, video, text, avatars as the
 * scene orders them), subtitles, watermark. Everything static is cached across frames.
 */
import { layerMotion } from './animation.ts';
import { AvatarPainter } from './avatar/avatar-renderer.ts';
import { BackgroundPainter } from './background.ts';
import type { CanvasFactory, CanvasLike, Ctx2D } from './canvas-types.ts';
import { createLayerPainter, type LayerPainter } from './layer-painters.ts';
import type { AssetProvider, Layer, Scene } from './scene.ts';
import { baseSize, sceneScale } from './sizes.ts';
import { activeCueIndex, renderSubtitleBlock, type SubtitleBlock } from './subtitle-block.ts';
import { canvasTextMeasure } from './subtitle-layout.ts';
import { cornerPosition, drawImageWatermark, renderTextWatermark } from './watermark.ts';

export interface FrameRenderer {
  /** Draws the frame at `timeMs` (scene time) into `ctx`, covering the whole scene size. */
  draw(ctx: Ctx2D, timeMs: number): void;
}

const DEG = Math.PI / 180;

export function createFrameRenderer(scene: Scene, assets: AssetProvider, makeCanvas: CanvasFactory): FrameRenderer {
  const scale = sceneScale(scene.ratio, scene.width);
  const base = baseSize(scene.ratio);
  const frame = { width: scene.width, height: scene.height, scale };
  const background = new BackgroundPainter(scene.background, frame, assets, makeCanvas);
  const avatars = new AvatarPainter(makeCanvas);
  const painters = new Map<Layer, LayerPainter>(
    scene.layers.map((layer) => [layer, createLayerPainter(layer, assets, makeCanvas, avatars)]),
  );
  const cues = scene.subtitles ? [...scene.subtitles].sort((a, b) => a.startMs - b.startMs) : [];
  let subtitle: { index: number; block: SubtitleBlock | null } | null = null;
  const measure = canvasTextMeasure(makeCanvas);
  let textWatermark: CanvasLike | null = null;

  function drawLayer(ctx: Ctx2D, layer: Layer, timeMs: number): void {
    const motion = layerMotion(layer, timeMs, base);
    const alpha = layer.opacity * motion.alpha;
    if (!motion.visible || alpha <= 0.001) return;
    const painter = painters.get(layer);
    if (!painter) return;
    const { box } = layer;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate((box.left + box.width / 2 + motion.dx) * scale, (box.top + box.height / 2 + motion.dy) * scale);
    if (layer.rotation) ctx.rotate(layer.rotation * DEG);
    if (motion.scale !== 1) ctx.scale(motion.scale, motion.scale);
    painter.paint({ ctx, timeMs, scale, reveal: motion.reveal });
    ctx.restore();
  }

  function drawSubtitles(ctx: Ctx2D, timeMs: number): void {
    const index = activeCueIndex(cues, timeMs);
    if (index < 0) return;
    if (subtitle?.index !== index) {
      const request = { text: cues[index]!.text, style: scene.subtitleStyle, ratio: scene.ratio, scale, measure };
      subtitle = { index, block: renderSubtitleBlock(makeCanvas, request) };
    }
    const block = subtitle.block;
    if (!block) return;
    const bottom = scene.height * (1 - scene.subtitleStyle.bottomPercent / 100);
    ctx.drawImage(block.canvas, Math.round((scene.width - block.canvas.width) / 2), Math.round(bottom - block.canvas.height));
  }

  function drawWatermark(ctx: Ctx2D): void {
    const mark = scene.watermark;
    if (!mark) return;
    if (mark.kind === 'image') {
      const image = assets.image(mark.url);
      if (image) drawImageWatermark(ctx, mark, image, scale, scene.width, scene.height);
      return;
    }
    textWatermark ??= renderTextWatermark(makeCanvas, mark, scale);
    const { x, y } = cornerPosition(
      mark.corner,
      mark.offsetX * scale,
      mark.offsetY * scale,
      textWatermark.width,
      textWatermark.height,
      scene.width,
      scene.height,
    );
    ctx.drawImage(textWatermark, Math.round(x), Math.round(y));
  }

  return {
    draw(ctx, timeMs) {
      ctx.save();
      ctx.globalAlpha = 1;
      ctx.globalCompositeOperation = 'source-over';
      background.draw(ctx, timeMs);
      for (const layer of scene.layers) drawLayer(ctx, layer, timeMs);
      drawSubtitles(ctx, timeMs);
      drawWatermark(ctx);
      ctx.restore();
    },
  };
}
