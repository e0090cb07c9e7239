/**
 * Draws an avatar for one frame. Static parts (hair, body, head, front hair + accessories)
 * are painted once per avatar, pixel scale and quantised head tilt into trimmed offscreen
 * canvases; each frame then costs four unfiltered drawImage calls plus the live eyes and
 * mouth (and the arms while a gesture plays; resting arms are baked into the body).
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
  /** Top-left in device pixels relative to the figure origin (head centre). */
  x: number;
  y: number;
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

/** Paints one part straight into `ctx` (already transformed to figure units); used for baking. */
function paintPart(part: Part, ctx: Ctx2D, params: AvatarParams, unit: number): void {
  PART_PAINTERS[part]({ ctx, style: params.style, unit }, params);
}

/**
 * Rotating a bitmap at draw time is the slowest thing Skia's raster backend does here
 * (~1.5 ms per head-sized canvas), so head parts are baked per quantised tilt instead:
 * TILT_STEP radians (0.29 degrees) moves a head edge by about one pixel at 1080p.
 */
const TILT_STEP = 0.005;

/** Smallest pixel rectangle holding every non-transparent pixel, or null if empty. */
function opaqueBounds(canvas: CanvasLike): { x: number; y: number; w: number; h: number } | null {
  const { width, height } = canvas;
  const data = context2d(canvas).getImageData(0, 0, width, height).data;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4 + 3;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4]! > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        maxY = y;
      }
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

/**
 * Paints a part into a canvas covering its region, then trims it to the painted pixels:
 * per-frame cost is proportional to the pixels blended, and regions are mostly empty.
 */
function bake(
  makeCanvas: CanvasFactory,
  part: Part,
  params: AvatarParams,
  unit: number,
  tilt: number,
  extra?: (ctx: Ctx2D) => void,
): BakedPart | null {
  const region = CACHE_REGIONS[part];
  const full = makeCanvas(Math.ceil(region.width * unit), Math.ceil(region.height * unit));
  const ctx = context2d(full);
  ctx.setTransform(unit, 0, 0, unit, -region.x * unit, -region.y * unit);
  if (tilt !== 0) {
    ctx.translate(NECK_PIVOT.x, NECK_PIVOT.y);
    ctx.rotate(tilt);
    ctx.translate(-NECK_PIVOT.x, -NECK_PIVOT.y);
  }
  paintPart(part, ctx, params, unit);
  extra?.(ctx);
  const bounds = opaqueBounds(full);
  if (!bounds) return null;
  const canvas = makeCanvas(bounds.w, bounds.h);
  context2d(canvas).drawImage(full, bounds.x, bounds.y, bounds.w, bounds.h, 0, 0, bounds.w, bounds.h);
  // Position of the trimmed canvas in whole pixels relative to the figure origin.
  return { canvas, x: Math.round(region.x * unit) + bounds.x, y: Math.round(region.y * unit) + bounds.y };
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

type HeadPart = 'hairBack' | 'head' | 'front';

interface AvatarBakes {
  body: BakedPart | null;
  /** Half-body framing: the body with the arms in their rest pose baked in. */
  bodyWithArms: BakedPart | null;
  /** Head parts per tilt step index. */
  head: Map<number, Record<HeadPart, BakedPart | null>>;
}

/** Bakes kept per painter; a designer session or a long scene cycles through more and drops the oldest. */
const MAX_BAKED_AVATARS = 48;

const designKeys = new WeakMap<AvatarParams, string>();
function designKey(params: AvatarParams): string {
  let key = designKeys.get(params);
  if (key === undefined) {
    key = JSON.stringify(params);
    designKeys.set(params, key);
  }
  return key;
}

/**
 * Keeps baked parts per avatar and scale. One instance per renderer; keyed by the pixel
 * scale so a resized preview re-bakes. Tilted head variants are baked lazily on first use.
 */
export class AvatarPainter {
  private readonly baked = new Map<string, AvatarBakes>();

  constructor(private readonly makeCanvas: CanvasFactory) {}

  private bakesFor(params: AvatarParams, unit: number): AvatarBakes {
    // Keyed by the whole design: designed avatars share seeds, and the designer changes them live.
    const key = `${designKey(params)}:${unit.toFixed(4)}`;
    let bakes = this.baked.get(key);
    if (!bakes) {
      if (this.baked.size >= MAX_BAKED_AVATARS) this.baked.delete(this.baked.keys().next().value!);
      const restArms = (ctx: Ctx2D): void => drawArms({ ctx, style: params.style, unit }, params, armPoses(null), 0);
      bakes = {
        body: bake(this.makeCanvas, 'body', params, unit, 0),
        bodyWithArms: bake(this.makeCanvas, 'body', params, unit, 0, restArms),
        head: new Map(),
      };
      this.baked.set(key, bakes);
    }
    return bakes;
  }

  private headParts(params: AvatarParams, unit: number, tiltIndex: number): Record<HeadPart, BakedPart | null> {
    const bakes = this.bakesFor(params, unit);
    let parts = bakes.head.get(tiltIndex);
    if (!parts) {
      const tilt = tiltIndex * TILT_STEP;
      parts = {
        hairBack: bake(this.makeCanvas, 'hairBack', params, unit, tilt),
        head: bake(this.makeCanvas, 'head', params, unit, tilt),
        front: bake(this.makeCanvas, 'front', params, unit, tilt),
      };
      bakes.head.set(tiltIndex, parts);
    }
    return parts;
  }

  draw(ctx: Ctx2D, input: AvatarFrameInput): void {
    const { params, framing, timeMs } = input;
    const { rect, unit, viewport } = avatarPlacement(framing, input.box);
    if (unit <= 0) return;
    const tiltIndex = Math.round(headTilt(params.seed, timeMs) / TILT_STEP);
    const tilt = tiltIndex * TILT_STEP;
    const bakes = this.bakesFor(params, unit);
    const gesturing = framing === 'half' && input.action !== null && input.action.type !== 'nod';
    const body = framing === 'half' && !gesturing ? bakes.bodyWithArms : bakes.body;
    const head = this.headParts(params, unit, tiltIndex);
    const breath = breathOffset(timeMs);
    const headDy = breath + nodOffset(input.action);
    // Parts are cropped at the viewport bottom with source rectangles instead of a clip.
    const bottom = viewport.y + viewport.height;

    ctx.save();
    // Origin at the head centre, on a whole pixel so baked parts blit without resampling.
    ctx.translate(Math.round(rect.left - viewport.x * unit), Math.round(rect.top - viewport.y * unit));
    drawBaked(ctx, head.hairBack, unit, headDy, bottom);
    drawBaked(ctx, body, unit, breath, bottom);
    if (gesturing) {
      ctx.save();
      ctx.scale(unit, unit);
      drawArms({ ctx, style: params.style, unit }, params, armPoses(input.action), breath);
      ctx.restore();
    }
    drawBaked(ctx, head.head, unit, headDy, bottom);
    ctx.save();
    ctx.scale(unit, unit);
    ctx.translate(NECK_PIVOT.x, NECK_PIVOT.y + headDy);
    ctx.rotate(tilt);
    ctx.translate(-NECK_PIVOT.x, -NECK_PIVOT.y);
    const painter: Painter = { ctx, style: params.style, unit };
    drawEyes(painter, params, eyeOpenness(params.seed, timeMs), gazeOffset(params.seed, timeMs));
    drawMouth(painter, params, input.viseme);
    ctx.restore();
    drawBaked(ctx, head.front, unit, headDy, bottom);
    ctx.restore();
  }
}

/** The fitted viewport of a framing inside `box` and its pixels per figure unit. */
export function avatarPlacement(framing: Framing, box: Box): { rect: Box; unit: number; viewport: Viewport } {
  const viewport = VIEWPORTS[framing];
  const rect = containBottom(viewport.width / viewport.height, box);
  return { rect, unit: rect.width / viewport.width, viewport };
}

/**
 * Draws a baked part shifted down by `dy` figure units (rounded to whole pixels: unfiltered
 * blits cost half as much), cut off below figure y `bottom`.
 */
function drawBaked(ctx: Ctx2D, part: BakedPart | null, unit: number, dy: number, bottom: number): void {
  if (!part) return;
  const top = part.y + Math.round(dy * unit);
  const visible = Math.min(part.canvas.height, Math.floor(bottom * unit) - top);
  if (visible <= 0) return;
  ctx.drawImage(part.canvas, 0, 0, part.canvas.width, visible, part.x, top, part.canvas.width, visible);
}
