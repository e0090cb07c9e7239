import { describe, expect, it } from 'vitest';
import { PORTRAIT_LANDMARKS as portraitLandmarks } from '../__fixtures__/portrait-landmarks.ts';
import { faceSquare, FACE_SQUARE_SPAN } from './face-crop.ts';

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
