import { describe, expect, it } from 'vitest';
import { layerMotion } from './animation.ts';
import { containBottom, fitImage, scaleBoxAroundCentre } from './layout.ts';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('fitImage', () => {
  it('cover crops the source centrally and fills the box', () => {
    const r = fitImage(1000, 1000, box, 'cover');
    expect(r).toMatchObject({ sx: 0, sy: 250, sw: 1000, sh: 500, dx: 100, dy: 50, dw: 400, dh: 200 });
  });

  it('contain letterboxes inside the box', () => {
    const r = fitImage(1000, 1000, box, 'contain');
    expect(r).toMatchObject({ dw: 200, dh: 200, dx: 200, dy: 50 });
  });

  it('fill stretches', () => {
    expect(fitImage(10, 30, box, 'fill')).toMatchObject({ dx: 100, dy: 50, dw: 400, dh: 200 });
  });
});

describe('box helpers', () => {
  it('bg_scale scales around the centre', () => {
    expect(scaleBoxAroundCentre(box, 50)).toEqual({ left: 200, top: 100, width: 200, height: 100 });
  });

  it('containBottom rests the figure on the box bottom', () => {
    const r = containBottom(0.5, box);
    expect(r).toEqual({ left: 250, top: 50, width: 100, height: 200 });
    const wide = containBottom(4, { left: 0, top: 0, width: 100, height: 100 });
    expect(wide.top + wide.height).toBe(100);
    expect(wide.width).toBe(100);
  });
});

describe('layerMotion', () => {
  const frame = { width: 1280, height: 720 };
  const base = { startMs: 1000, durationMs: 4000, box, animationIn: null, animationOut: null };

  it('hides a layer outside its time span', () => {
    expect(layerMotion(base, 999, frame).visible).toBe(false);
    expect(layerMotion(base, 5000, frame).visible).toBe(false);
    expect(layerMotion(base, 1000, frame)).toMatchObject({ visible: true, alpha: 1, dx: 0, dy: 0, scale: 1 });
  });

  it('fades in after its delay', () => {
    const layer = { ...base, animationIn: { type: 'fade' as const, durationMs: 1000, delayMs: 500 } };
    expect(layerMotion(layer, 1400, frame).visible).toBe(false);
    const mid = layerMotion(layer, 2000, frame);
    expect(mid.alpha).toBeGreaterThan(0.5);
    expect(mid.alpha).toBeLessThan(1);
    expect(layerMotion(layer, 2600, frame).alpha).toBe(1);
  });

  it('slides in from off-frame and exits the other way', () => {
    const layer = {
      ...base,
      animationIn: { type: 'slide-right' as const, durationMs: 1000, delayMs: 0 },
      animationOut: { type: 'slide-left' as const, durationMs: 1000, delayMs: 0 },
    };
    expect(layerMotion(layer, 1000, frame).dx).toBe(-(box.left + box.width));
    expect(layerMotion(layer, 2500, frame).dx).toBe(0);
    const leaving = layerMotion(layer, 4900, frame);
    expect(leaving.dx).toBeLessThan(-100);
  });

  it('zooms and types', () => {
    const zoom = { ...base, animationIn: { type: 'zoom' as const, durationMs: 1000, delayMs: 0 } };
    expect(layerMotion(zoom, 1000, frame).scale).toBeCloseTo(0.3);
    const type = { ...base, animationIn: { type: 'typewriter' as const, durationMs: 1000, delayMs: 0 } };
    expect(layerMotion(type, 1500, frame).reveal).toBeCloseTo(0.5);
  });
});
