import { panelStepMs, TIMELINE_ZOOM_DEFAULT } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { clipBox, laneWidthPx, pointerToTime, rulerTicks, scrollKeepingTime, stepFrames } from './geometry.ts';

describe('pointer <-> time', () => {
  const zoom = TIMELINE_ZOOM_DEFAULT;
  const step = panelStepMs(zoom);

  it('maps one 50 px panel to one panel step, snapped to 40 ms frames', () => {
    // Lanes start at x=200 on screen; the view is scrolled by 100 px.
    const ms = pointerToTime(200 + 50 - 100, 200, 100, zoom);
    expect(ms).toBe(Math.round(step / 40) * 40);
    expect(ms % 40).toBe(0);
  });

  it('never gives a time before 0 (pointer left of the lanes)', () => {
    expect(pointerToTime(50, 200, 0, zoom)).toBe(0);
  });

  it('follows the zoom: the same pixel is later when zoomed out', () => {
    expect(pointerToTime(500, 0, 0, 20)).toBeGreaterThan(pointerToTime(500, 0, 0, 6));
    expect(pointerToTime(500, 0, 0, 0)).toBe(4000); // 10 panels of 400 ms at zoom 0
  });

  it('draws a clip from its start for its duration, at least 2 px wide', () => {
    expect(clipBox({ startTime: 4000, duration: 2000 }, 0)).toEqual({ left: 500, width: 250 });
    expect(clipBox({ startTime: 0, duration: 40 }, 59).width).toBe(2);
  });

  it('round-trips a clip edge through pixels at every zoom within one frame', () => {
    for (const z of [0, 6, 20, 40, 59]) {
      const box = clipBox({ startTime: 12_000, duration: 1000 }, z);
      const back = pointerToTime(box.left, 0, 0, z);
      expect(Math.abs(back - 12_000)).toBeLessThanOrEqual(Math.max(40, panelStepMs(z) / 50));
    }
  });
});

describe('ruler', () => {
  it('puts a major tick on every panel and a label on every second one', () => {
    const ticks = rulerTicks(0, 0, 200);
    const majors = ticks.filter((t) => t.major);
    expect(majors.map((t) => t.px)).toEqual([0, 50, 100, 150, 200]);
    expect(majors.filter((t) => t.label).map((t) => t.label)).toEqual(['00:00:00.00', '00:00:00.20', '00:00:01.15']);
    expect(ticks.filter((t) => !t.major)).toHaveLength(16);
  });

  it('only makes ticks for the visible stretch', () => {
    const ticks = rulerTicks(6, 10_000, 10_100);
    expect(ticks[0]!.px).toBeGreaterThanOrEqual(10_000);
    expect(ticks.length).toBeLessThan(20);
  });
});

describe('lane and playhead helpers', () => {
  it('makes the lanes at least as wide as the view and longer than the content', () => {
    expect(laneWidthPx(1000, 0, 900)).toBe(900);
    expect(laneWidthPx(180_000, 0, 900)).toBe(180_000 / 8 + 200);
  });

  it('steps by whole frames and stops at 0', () => {
    expect(stepFrames(1000, 1)).toBe(1040);
    expect(stepFrames(1000, -10)).toBe(600);
    expect(stepFrames(20, -3)).toBe(0);
  });

  it('keeps a time under the pointer across zoom changes', () => {
    expect(scrollKeepingTime(8000, 100, 0)).toBe(900);
    expect(scrollKeepingTime(100, 500, 0)).toBe(0);
  });
});
