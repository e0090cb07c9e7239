import { describe, expect, it } from 'vitest';
import {
  MIN_BOX_SIDE,
  centreOf,
  containsPoint,
  dragBox,
  hitTest,
  keepReachable,
  resizeBox,
  rotationTowards,
  screenToStage,
  type PlacedBox,
} from './stageGeometry.ts';

const box: PlacedBox = { left: 100, top: 100, width: 200, height: 100, rotation: 0 };

function close(actual: number, expected: number) {
  expect(actual).toBeCloseTo(expected, 6);
}

describe('screenToStage', () => {
  it('scales screen pixels into base units', () => {
    const point = screenToStage({ x: 340, y: 220 }, { left: 20, top: 40, width: 640, height: 360 }, 1280);
    expect(point).toEqual({ x: 640, y: 360 });
  });
});

describe('dragBox', () => {
  it('moves by the pointer travel and keeps the size', () => {
    expect(dragBox(box, { x: 15, y: -5 })).toEqual({ ...box, left: 115, top: 95 });
  });
});

describe('resizeBox', () => {
  it('moves only the dragged edge of an unrotated box', () => {
    const out = resizeBox(box, 'e', { x: 350, y: 130 });
    expect(out).toMatchObject({ left: 100, top: 100, width: 250, height: 100 });
  });

  it('keeps the opposite corner fixed when dragging the top-left corner', () => {
    const out = resizeBox(box, 'nw', { x: 50, y: 80 });
    expect(out.left + out.width).toBeCloseTo(300);
    expect(out.top + out.height).toBeCloseTo(200);
    expect(out.width).toBeCloseTo(250);
    expect(out.height).toBeCloseTo(120);
  });

  it('keeps the aspect ratio on corners when asked', () => {
    const out = resizeBox(box, 'se', { x: 500, y: 210 }, true);
    close(out.width / out.height, 2);
    close(out.width, 400);
  });

  it('never shrinks below the minimum side, even when dragged past the anchor', () => {
    const out = resizeBox(box, 'e', { x: 0, y: 150 });
    expect(out.width).toBe(MIN_BOX_SIDE);
    expect(out.left).toBeCloseTo(100);
  });

  it('keeps the anchor fixed on screen for a rotated box', () => {
    const turned: PlacedBox = { ...box, rotation: 90 };
    // Rotated 90° clockwise: the local left edge (w) lies on top on screen. Its midpoint:
    const centre = centreOf(turned);
    const anchorBefore = { x: centre.x, y: centre.y - turned.width / 2 };
    // Drag the east handle (now at the bottom) 40 units further down.
    const out = resizeBox(turned, 'e', { x: centre.x, y: centre.y + turned.width / 2 + 40 });
    close(out.width, 240);
    close(out.height, 100);
    const after = centreOf(out);
    close(after.x, anchorBefore.x);
    close(after.y - out.width / 2, anchorBefore.y);
  });
});

describe('rotationTowards', () => {
  it('is 0 straight up, 90 to the right, 180 below', () => {
    const centre = centreOf(box);
    expect(rotationTowards(box, { x: centre.x, y: centre.y - 100 })).toBe(0);
    expect(rotationTowards(box, { x: centre.x + 100, y: centre.y })).toBe(90);
    expect(rotationTowards(box, { x: centre.x, y: centre.y + 100 })).toBe(180);
    expect(rotationTowards(box, { x: centre.x - 100, y: centre.y })).toBe(-90);
  });

  it('snaps near multiples of 45 but not elsewhere', () => {
    const centre = centreOf(box);
    const near45 = { x: centre.x + 100 * Math.sin(47 * (Math.PI / 180)), y: centre.y - 100 * Math.cos(47 * (Math.PI / 180)) };
    expect(rotationTowards(box, near45)).toBe(45);
    const at30 = { x: centre.x + 100 * Math.sin(30 * (Math.PI / 180)), y: centre.y - 100 * Math.cos(30 * (Math.PI / 180)) };
    expect(rotationTowards(box, at30)).toBeCloseTo(30, 1);
  });
});

describe('hit testing', () => {
  it('respects rotation: the bottom-left corner of the unrotated box is outside once turned 45°', () => {
    const corner = { x: 105, y: 195 };
    expect(containsPoint(box, corner)).toBe(true);
    expect(containsPoint({ ...box, rotation: 45 }, corner)).toBe(false);
  });

  it('returns the topmost element under the point, or null on the bare page', () => {
    const candidates = [
      { id: 'low', layer: 1, left: 0, top: 0, width: 400, height: 400, rotation: 0 },
      { id: 'high', layer: 3, left: 100, top: 100, width: 50, height: 50, rotation: 0 },
      { id: 'mid', layer: 2, left: 90, top: 90, width: 100, height: 100, rotation: 0 },
    ];
    expect(hitTest(candidates, { x: 120, y: 120 })).toBe('high');
    expect(hitTest(candidates, { x: 95, y: 95 })).toBe('mid');
    expect(hitTest(candidates, { x: 10, y: 10 })).toBe('low');
    expect(hitTest(candidates, { x: 500, y: 500 })).toBeNull();
  });
});

describe('keepReachable', () => {
  it('pulls a box dragged off the page back so a margin stays visible', () => {
    const out = keepReachable({ left: 2000, top: -500, width: 100, height: 100 }, { width: 1280, height: 720 });
    expect(out.left).toBe(1256);
    expect(out.top).toBe(-76);
  });
});
