import { describe, expect, it } from 'vitest';
import { duckingPoints, frameTime, scheduleFrom } from './audioSchedule.ts';

const voice = { startMs: 4000, durationMs: 3000, sourceStartMs: 0, loop: false };

describe('scheduleFrom', () => {
  it('delays an input that starts later', () => {
    expect(scheduleFrom(voice, 1000, 3000)).toEqual({ delaySec: 3, offsetSec: 0, durationSec: 3 });
  });

  it('starts part-way through an input already playing', () => {
    expect(scheduleFrom(voice, 5500, 3000)).toEqual({ delaySec: 0, offsetSec: 1.5, durationSec: 1.5 });
  });

  it('skips inputs that have ended', () => {
    expect(scheduleFrom(voice, 7000, 3000)).toBeNull();
    expect(scheduleFrom({ ...voice, durationMs: 10_000 }, 8000, 3000)).toBeNull();
  });

  it('wraps the offset of looping music', () => {
    const bgm = { startMs: 0, durationMs: 60_000, sourceStartMs: 0, loop: true };
    expect(scheduleFrom(bgm, 25_000, 10_000)).toEqual({ delaySec: 0, offsetSec: 5, durationSec: 35 });
  });
});

describe('frameTime', () => {
  it('snaps to the 40 ms frame grid and stays inside the video', () => {
    expect(frameTime(0, 40, 1000)).toBe(0);
    expect(frameTime(79.9, 40, 1000)).toBe(40);
    expect(frameTime(80, 40, 1000)).toBe(80);
    expect(frameTime(5000, 40, 1000)).toBe(960);
    expect(frameTime(-5, 40, 1000)).toBe(0);
  });
});

describe('duckingPoints', () => {
  const gainAt = (t: number) => (t >= 900 && t <= 2100 ? 0.25 : 1);

  it('ramps the music down around each speech interval, from the playback position on', () => {
    const points = duckingPoints([{ startMs: 1000, endMs: 2000 }], 0, 100, 0.25, gainAt);
    expect(points).toEqual([
      { atSec: 0, gain: 1 },
      { atSec: 0.9, gain: 1 },
      { atSec: 1, gain: 0.25 },
      { atSec: 2, gain: 0.25 },
      { atSec: 2.1, gain: 1 },
    ]);
  });

  it('starts ducked when playback starts inside speech', () => {
    const points = duckingPoints([{ startMs: 1000, endMs: 2000 }], 1500, 100, 0.25, gainAt);
    expect(points[0]).toEqual({ atSec: 0, gain: 0.25 });
    expect(points.slice(1)).toEqual([
      { atSec: 0.5, gain: 0.25 },
      { atSec: 0.6, gain: 1 },
    ]);
  });
});
