import { describe, expect, it } from 'vitest';
import { DragTrail, MAX_TRAIL_POINTS, clampOffset } from './dragTrail.ts';

describe('clampOffset', () => {
  it('keeps the piece inside the image and rounds to whole pixels', () => {
    expect(clampOffset(-5, 200)).toBe(0);
    expect(clampOffset(250, 200)).toBe(200);
    expect(clampOffset(12.6, 200)).toBe(13);
  });
});

describe('DragTrail', () => {
  it('records x with milliseconds since the start and skips repeats', () => {
    const trail = new DragTrail();
    trail.start(0, 1000);
    trail.add(3, 1016);
    trail.add(3, 1030);
    trail.add(9, 1050.4);
    expect(trail.toJSON()).toEqual([
      [0, 0],
      [3, 16],
      [9, 50],
    ]);
  });

  it('never exceeds the server limit and keeps the final position', () => {
    const trail = new DragTrail();
    trail.start(0, 0);
    for (let x = 1; x <= 5000; x += 1) trail.add(x, x);
    const points = trail.toJSON();
    expect(points.length).toBeLessThanOrEqual(MAX_TRAIL_POINTS);
    expect(points.at(-1)).toEqual([5000, 5000]);
    expect(points[0]).toEqual([0, 0]);
  });
});
