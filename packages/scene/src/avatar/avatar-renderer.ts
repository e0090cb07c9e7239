/**
 * Draws an avatar for one frame. Static parts (hair, body, head, front hair + accessories)
 * are painted once per avatar and pixel scale into offscreen canvases; each frame then
 * costs four drawImage calls plus the live eyes, mouth and (half body) arms.
 */
import type { VisemeFrame } from '@orator/shared';
import { context2d, type CanvasFactory, type CanvasLike, type Ctx2D } from '../canvas-types.ts';
import { containBottom } from '../layout.ts';
import type { Box, Framing } from '../scene.ts';
import { drawAccessories } from './draw-accessories.ts';
import { drawArms } from './draw-arms.ts';
import { drawBody } from './draw-body.ts';
import { drawHairBack, drawHairFront } from './draw-hair.ts';
import { drawHead } from './draw-head.ts';
import { drawEyes, drawMouth } from './draw-live-face.ts';
import { CACHE_REGIONS, NECK_PIVOT, VIEWPORTS, type Viewport } from './figure.ts';
import { armPoses, breathOffset, eyeOpenness, gazeOffset, headTilt, nodOffset, type ActiveAction } from './motion.ts';
import type { Painter } from './paint.ts';
import type { AvatarParams } from './params.ts';

type Part = keyof typeof CACHE_REGIONS;

interface BakedPart {
  canvas: CanvasLike;
  region: Viewport;
}

type PartPainter = (p: Painter, params: AvatarParams) => void;

const PART_PAINTERS: Record<Part, PartPainter> = {
  hairBack: drawHairBack,
  body: drawBody,
  head: drawHead,
  front: (p, params) => {
    drawHairFront(p, params);
    drawAccessories(p, params);
  },
};

/** Paints the whole figure directly (no caches): used for baking and for tests. */
export function paintPart(part: Part, ctx: Ctx2D, params: AvatarParams, unit: number): void {
  PART_PAINTERS[part]({ ctx, style: params.style, unit }, params);
}

function bake(makeCanvas: CanvasFactory, part: Part, params: AvatarParams, unit: number): BakedPart {
  const region = CACHE_REGIONS[part];
  const canvas = makeCanvas(Math.ceil(region.width * unit), Math.ceil(region.height * unit));
  const ctx = context2d(canvas);
  ctx.setTransform(unit, 0, 0, unit, -region.x * unit, -region.y * unit);
  paintPart(part, ctx, params, unit);
  return { canvas, region };
}

export const REST_VISEME: VisemeFrame = { viseme: 'sil', openness: 0, rounding: 0 };

export interface AvatarFrameInput {
  params: AvatarParams;
  framing: Framing;
  /** Where to draw, in the target context's current coordinates (pixels). */
  box: Box;
  timeMs: number;
  viseme: VisemeFrame;
  action: ActiveAction | null;
}

/**
 * Keeps baked parts per avatar and scale. One instance per renderer; the cache is small
 * (four canvases per avatar) and is keyed by the pixel scale so a resized preview re-bakes.
 */
export class AvatarPainter {
  private readonly baked = new Map<string, Record<Part, BakedPart>>();

  constructor(private readonly makeCanvas: CanvasFactory) {}

  private parts(params: AvatarParams, unit: number): Record<Part, BakedPart> {
    const key = `${params.seed}:${params.style}:${unit.toFixed(4)}`;
    let parts = this.baked.get(key);
    if (!parts) {
      parts = {
        hairBack: bake(this.makeCanvas, 'hairBack', params, unit),
        body: bake(this.makeCanvas, 'body', params, unit),
        head: bake(this.makeCanvas, 'head', params, unit),
        front: bake(this.makeCanvas, 'front', params, unit),
      };
      this.baked.set(key, parts);
    }
    return parts;
  }

  draw(ctx: Ctx2D, input: AvatarFrameInput): void {
    drawAvatarFrame(ctx, input, (params, unit) => this.parts(params, unit));
  }
}

/** The fitted viewport of a framing inside `box` and its pixels per figure unit. */
export function avatarPlacement(framing: Framing, box: Box): { rect: Box; unit: number; viewport: Viewport } {
  const viewport = VIEWPORTS[framing];
  const rect = containBottom(viewport.width / viewport.height, box);
  return { rect, unit: rect.width / viewport.width, viewport };
}

function drawBaked(ctx: Ctx2D, part: BakedPart, unit: number): void {
  ctx.drawImage(part.canvas, part.region.x * unit, part.region.y * unit, part.canvas.width, part.canvas.height);
}

function drawAvatarFrame(
  ctx: Ctx2D,
  input: AvatarFrameInput,
  partsFor: (params: AvatarParams, unit: number) => Record<Part, BakedPart>,
): void {
  const { params, framing, timeMs } = input;
  const { rect, unit, viewport } = avatarPlacement(framing, input.box);
  if (unit <= 0) return;
  const parts = partsFor(params, unit);
  const breath = breathOffset(timeMs);
  const tilt = headTilt(params.seed, timeMs);
  const headDy = breath + nodOffset(input.action);

  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.left, rect.top, rect.width, rect.height);
  ctx.clip();
  // Origin at the head centre, in pixels.
  ctx.translate(rect.left - viewport.x * unit, rect.top - viewport.y * unit);

  const withHead = (paint: () => void): void => {
    ctx.save();
    ctx.translate(NECK_PIVOT.x * unit, (NECK_PIVOT.y + headDy) * unit);
    ctx.rotate(tilt);
    ctx.translate(-NECK_PIVOT.x * unit, -NECK_PIVOT.y * unit);
    paint();
    ctx.restore();
  };

  withHead(() => drawBaked(ctx, parts.hairBack, unit));
  ctx.save();
  ctx.translate(0, breath * unit);
  drawBaked(ctx, parts.body, unit);
  ctx.restore();
  if (framing === 'half') {
    ctx.save();
    ctx.scale(unit, unit);
    drawArms({ ctx, style: params.style, unit }, params, armPoses(input.action), breath);
    ctx.restore();
  }
  withHead(() => {
    drawBaked(ctx, parts.head, unit);
    ctx.save();
    ctx.scale(unit, unit);
    const painter: Painter = { ctx, style: params.style, unit };
    drawEyes(painter, params, eyeOpenness(params.seed, timeMs), gazeOffset(params.seed, timeMs));
    drawMouth(painter, params, input.viseme);
    ctx.restore();
    drawBaked(ctx, parts.front, unit);
  });
  ctx.restore();
}
