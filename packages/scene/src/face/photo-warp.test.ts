/**
 * The talking photo's warp on real pixels (Skia through @napi-rs/canvas): a closed mouth leaves the
 * photo as it is, an open one changes the mouth, and nothing outside the warp region ever moves.
 */
import { describe, expect, it } from 'vitest';
import { PORTRAIT_LANDMARKS, PORTRAIT_SIZE } from '../__fixtures__/portrait-landmarks.ts';
import { context2d, type CanvasLike } from '../canvas-types.ts';
import { createNodeCanvas } from '../node.ts';
import { createRng } from '../prng.ts';
import { buildFaceMesh, isAnchor } from './mesh.ts';
import { PhotoFacePainter } from './photo-painter.ts';
import { REST_POSE, type FacePose } from './warp.ts';

const { width, height } = PORTRAIT_SIZE;
const box = { left: 0, top: 0, width, height };

/** A photo with texture everywhere (blocks of noise over a gradient), so any moved pixel shows. */
function texturedPhoto(): CanvasLike {
  const canvas = createNodeCanvas(width, height);
  const ctx = context2d(canvas);
  const rng = createRng(7);
  for (let y = 0; y < height; y += 6)
    for (let x = 0; x < width; x += 6) {
      ctx.fillStyle = `rgb(${Math.floor(120 + rng() * 100)},${Math.floor(60 + (y / height) * 120)},${Math.floor(rng() * 200)})`;
      ctx.fillRect(x, y, 6, 6);
    }
  return canvas;
}

const photo = texturedPhoto();
const face = { kind: 'photo' as const, imageUrl: 'portrait.jpg', width, height, landmarks: [...PORTRAIT_LANDMARKS] };

function render(pose: FacePose): Uint8ClampedArray {
  const painter = new PhotoFacePainter(face, createNodeCanvas);
  const target = createNodeCanvas(width, height);
  painter.drawPose(context2d(target), photo, box, false, pose);
  return context2d(target).getImageData(0, 0, width, height).data as Uint8ClampedArray;
}

const original = context2d(photo).getImageData(0, 0, width, height).data as Uint8ClampedArray;
const landmark = (i: number) => ({ x: PORTRAIT_LANDMARKS[2 * i]!, y: PORTRAIT_LANDMARKS[2 * i + 1]! });

/** Share of pixels in the rectangle whose colour differs by more than 2 levels in any channel. */
function changedShare(a: Uint8ClampedArray, b: Uint8ClampedArray, inRegion: (x: number, y: number) => boolean): number {
  let changed = 0;
  let total = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!inRegion(x, y)) continue;
      total++;
      const o = (y * width + x) * 4;
      if (Math.abs(a[o]! - b[o]!) > 2 || Math.abs(a[o + 1]! - b[o + 1]!) > 2 || Math.abs(a[o + 2]! - b[o + 2]!) > 2) changed++;
    }
  return changed / Math.max(1, total);
}

/** The mouth region: the outer lips' box grown by half its height. */
const lips = Array.from({ length: 12 }, (_, k) => landmark(48 + k));
const lipTop = Math.min(...lips.map((p) => p.y));
const lipBottom = Math.max(...lips.map((p) => p.y));
const margin = (lipBottom - lipTop) / 2;
const inMouth = (x: number, y: number) =>
  x >= Math.min(...lips.map((p) => p.x)) - margin &&
  x <= Math.max(...lips.map((p) => p.x)) + margin &&
  y >= lipTop - margin &&
  y <= lipBottom + margin;

/** Outside the box of every point that can move (the fixed ring and border anchors bound the warp). */
const mesh = buildFaceMesh(face.landmarks, width, height);
const moving = mesh.points.filter((_, i) => !isAnchor(mesh, i));
const movingBox = {
  minX: Math.min(...moving.map((p) => p.x)),
  maxX: Math.max(...moving.map((p) => p.x)),
  minY: Math.min(...moving.map((p) => p.y)),
  maxY: Math.max(...moving.map((p) => p.y)),
};
const ringHull = mesh.triangles.flatMap((t) => (t.some((i) => !isAnchor(mesh, i)) ? t.map((i) => mesh.points[i]!) : []));
const warpBox = {
  minX: Math.min(movingBox.minX, ...ringHull.map((p) => p.x)) - 2,
  maxX: Math.max(movingBox.maxX, ...ringHull.map((p) => p.x)) + 2,
  minY: Math.min(movingBox.minY, ...ringHull.map((p) => p.y)) - 2,
  maxY: Math.max(movingBox.maxY, ...ringHull.map((p) => p.y)) + 2,
};
const outsideWarp = (x: number, y: number) => x < warpBox.minX || x > warpBox.maxX || y < warpBox.minY || y > warpBox.maxY;

const open: FacePose = { ...REST_POSE, mouth: { viseme: 'aa', openness: 0.8, rounding: 0 } };

describe('talking photo warp on pixels', () => {
  it('leaves a closed mouth as the photo has it (< 1 % of mouth pixels differ)', () => {
    expect(changedShare(render(REST_POSE), original, inMouth)).toBeLessThan(0.01);
  });

  it('opens the mouth: the lips, jaw and cavity change the mouth region', () => {
    expect(changedShare(render(open), original, inMouth)).toBeGreaterThan(0.2);
  });

  it('never changes a pixel outside the warp region, even with the head moving and brows raised', () => {
    const lively = { ...open, headAngle: 0.03, headDrop: 0.03, browRaise: 1, eyeOpenness: 0.2 };
    expect(warpBox.maxX - warpBox.minX).toBeLessThan(width);
    const outside = changedShare(render(lively), original, outsideWarp);
    expect(outside).toBe(0);
    // ...while inside it the head did move.
    expect(changedShare(render(lively), original, (x, y) => !outsideWarp(x, y))).toBeGreaterThan(0.05);
  });

  it('paints the inside of the mouth in the photo colours, not a fixed red', () => {
    const dark = createNodeCanvas(width, height);
    const ctx = context2d(dark);
    ctx.drawImage(photo, 0, 0);
    ctx.globalAlpha = 0.7;
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);
    const painter = new PhotoFacePainter(face, createNodeCanvas);
    const target = createNodeCanvas(width, height);
    painter.drawPose(context2d(target), dark, box, false, open);
    const mid = { x: Math.round((landmark(62).x + landmark(66).x) / 2), y: Math.round(landmark(66).y + 8) };
    const bright = render(open);
    const dim = context2d(target).getImageData(0, 0, width, height).data;
    const luma = (d: ArrayLike<number>, o: number) => d[o]! + d[o + 1]! + d[o + 2]!;
    let brightSum = 0;
    let dimSum = 0;
    for (let dy = -3; dy <= 3; dy++)
      for (let dx = -10; dx <= 10; dx++) {
        const o = ((mid.y + dy) * width + mid.x + dx) * 4;
        brightSum += luma(bright, o);
        dimSum += luma(dim, o);
      }
    expect(dimSum).toBeLessThan(brightSum * 0.8);
  });
});
