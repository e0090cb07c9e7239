import { describe, expect, it } from 'vitest';
import { PORTRAIT_LANDMARKS as portraitLandmarks } from '../__fixtures__/portrait-landmarks.ts';
import { faceFraming, faceSquare, FACE_SQUARE_SPAN } from './face-crop.ts';

describe('faceSquare', () => {
  it('centres on the landmarks and spans the face width times the span', () => {
    // A face whose jaw corners (points 0 and 16) are 100 px apart, every other point at (150, 200).
    const landmarks = Array.from({ length: 68 }, (_, i) => (i === 0 ? [100, 200] : i === 16 ? [200, 200] : [150, 200])).flat();
    const square = faceSquare(landmarks);
    expect(square.centre.x).toBeCloseTo(150, 6);
    expect(square.centre.y).toBeCloseTo(200, 6);
    expect(square.side).toBeCloseTo(100 * FACE_SQUARE_SPAN, 6);
  });

  it('frames the sample portrait inside the photo around its nose', () => {
    const square = faceSquare(portraitLandmarks);
    const noseTip = { x: portraitLandmarks[60]!, y: portraitLandmarks[61]! };
    expect(Math.abs(square.centre.x - noseTip.x)).toBeLessThan(square.side / 6);
    expect(Math.abs(square.centre.y - noseTip.y)).toBeLessThan(square.side / 6);
    expect(square.side).toBeGreaterThan(150);
    expect(square.side).toBeLessThan(720);
  });
});

describe('faceFraming (the face, not the photo)', () => {
  const faceHeightIn = (view: { scale: number }, landmarks: readonly number[]) => {
    const ys = landmarks.filter((_, i) => i % 2 === 1);
    const brow = Math.min(...ys.slice(17, 27));
    const chin = Math.max(...ys.slice(0, 17));
    return (chin - brow) * 1.35 * view.scale;
  };
  /** The portrait's face pasted small into the middle of a wide landscape photo (the 50-pixel-face case). */
  const landscape = { width: 2400, height: 1000 };
  const small = portraitLandmarks.map((v, i) => (i % 2 === 0 ? 1000 + v * 0.5 : 300 + v * 0.5));

  for (const box of [
    { left: 0, top: 0, width: 720, height: 960 },
    { left: 0, top: 0, width: 1280, height: 720 },
    { left: 0, top: 0, width: 720, height: 720 },
    { left: -300, top: -400, width: 600, height: 800 },
  ]) {
    it(`fills the upper third of a ${box.width}x${box.height} box with the face of a landscape photo, no bars`, () => {
      const view = faceFraming(small, landscape, box);
      const faceHeight = faceHeightIn(view, small);
      expect(faceHeight).toBeGreaterThan(box.height * 0.3);
      expect(faceHeight).toBeLessThan(box.height * 0.45);
      // The chin is in the upper half, the brows below the top edge.
      const ys = small.filter((_, i) => i % 2 === 1);
      expect(view.offsetY + Math.max(...ys.slice(0, 17)) * view.scale).toBeLessThan(box.top + box.height * 0.6);
      expect(view.offsetY + Math.min(...ys.slice(17, 27)) * view.scale).toBeGreaterThan(box.top);
      // The photo covers the whole box.
      expect(view.offsetX).toBeLessThanOrEqual(box.left + 1e-6);
      expect(view.offsetY).toBeLessThanOrEqual(box.top + 1e-6);
      expect(view.offsetX + landscape.width * view.scale).toBeGreaterThanOrEqual(box.left + box.width - 1e-6);
      expect(view.offsetY + landscape.height * view.scale).toBeGreaterThanOrEqual(box.top + box.height - 1e-6);
    });
  }

  it('slides the crop instead of leaving bars when the face is near the photo edge', () => {
    const box = { left: 0, top: 0, width: 1280, height: 720 };
    const view = faceFraming(portraitLandmarks, { width: 600, height: 720 }, box);
    expect(view.offsetX).toBeLessThanOrEqual(0);
    expect(view.offsetX + 600 * view.scale).toBeGreaterThanOrEqual(1280 - 1e-6);
  });
});
