import { describe, expect, it } from 'vitest';
import { BLINK_MS, actionWeight, armPoses, breathOffset, eyeOpenness, headTilt, nodOffset } from './motion.ts';

/** Start times of blinks found by sampling every 10 ms. */
function blinkStarts(seed: number, untilMs: number): number[] {
  const starts: number[] = [];
  let closed = false;
  for (let t = 0; t < untilMs; t += 10) {
    const isClosed = eyeOpenness(seed, t) < 0.5;
    if (isClosed && !closed) starts.push(t);
    closed = isClosed;
  }
  return starts;
}

describe('idle motion', () => {
  it('blinks at 2-6 s intervals, deterministically per seed', () => {
    const starts = blinkStarts(1234, 60_000);
    expect(starts.length).toBeGreaterThanOrEqual(10);
    expect(starts.length).toBeLessThanOrEqual(30);
    for (let i = 1; i < starts.length; i++) {
      const gap = starts[i]! - starts[i - 1]!;
      expect(gap).toBeGreaterThanOrEqual(1950);
      expect(gap).toBeLessThanOrEqual(6050);
    }
    expect(blinkStarts(1234, 20_000)).toEqual(starts.filter((t) => t < 20_000));
    expect(blinkStarts(99, 20_000)).not.toEqual(starts.filter((t) => t < 20_000));
  });

  it('closes the eyes for about 150 ms', () => {
    const [start] = blinkStarts(7, 10_000);
    expect(start).toBeDefined();
    let closedMs = 0;
    for (let t = start! - 50; t < start! + 400; t += 1) if (eyeOpenness(7, t) < 1) closedMs++;
    expect(closedMs).toBeGreaterThan(BLINK_MS - 20);
    expect(closedMs).toBeLessThan(BLINK_MS + 20);
  });

  it('breathes over a 4 s period by about a unit and sways slightly', () => {
    expect(breathOffset(0)).toBeCloseTo(0);
    expect(breathOffset(2000)).toBeCloseTo(-1.2);
    expect(breathOffset(4000)).toBeCloseTo(0);
    for (let t = 0; t < 20_000; t += 97) expect(Math.abs(headTilt(5, t))).toBeLessThan(0.035);
  });
});

describe('gestures', () => {
  it('eases actions in and out', () => {
    expect(actionWeight(0, 2000)).toBe(0);
    expect(actionWeight(1000, 2000)).toBe(1);
    expect(actionWeight(2100, 2000)).toBe(0);
  });

  it('raises the right forearm to wave and leaves the left at rest', () => {
    const rest = armPoses(null);
    const wave = armPoses({ type: 'wave', localMs: 1000, durationMs: 2000 });
    expect(wave.right.forearm).toBeGreaterThan(2.5);
    expect(wave.right.hand).toBe('open');
    expect(wave.left).toEqual(rest.left);
  });

  it('opens both hands and nods the head', () => {
    const open = armPoses({ type: 'openHands', localMs: 1000, durationMs: 2000 });
    expect(open.left.hand).toBe('open');
    expect(open.right.hand).toBe('open');
    expect(nodOffset({ type: 'nod', localMs: 350, durationMs: 1400 })).toBeGreaterThan(3);
    expect(nodOffset(null)).toBe(0);
  });
});
