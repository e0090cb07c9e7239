/**
 * When each audio input sounds if playback starts at `positionMs` (pure). Times are on
 * the whole video; the result is in seconds for Web Audio's start(when, offset, duration).
 */
export interface ScheduledInput {
  startMs: number;
  durationMs: number;
  sourceStartMs: number;
  loop: boolean;
}

export interface Schedule {
  /** Seconds from now until the input starts. */
  delaySec: number;
  /** Seconds into the source where playing begins. */
  offsetSec: number;
  /** Seconds it plays for. */
  durationSec: number;
}

export function scheduleFrom(input: ScheduledInput, positionMs: number, sourceLengthMs: number): Schedule | null {
  const endMs = input.startMs + input.durationMs;
  if (positionMs >= endMs || input.durationMs <= 0) return null;
  const lateMs = Math.max(0, positionMs - input.startMs);
  let offsetMs = input.sourceStartMs + lateMs;
  if (input.loop && sourceLengthMs > 0) offsetMs %= sourceLengthMs;
  else if (offsetMs >= sourceLengthMs) return null;
  return {
    delaySec: Math.max(0, input.startMs - positionMs) / 1000,
    offsetSec: offsetMs / 1000,
    durationSec: (input.durationMs - lateMs) / 1000,
  };
}

/** The frame shown at a time: frames are 40 ms (product-rules#timeline), the same grid the export renders. */
export function frameTime(timeMs: number, frameMs: number, totalMs: number): number {
  const last = Math.max(0, Math.ceil(totalMs / frameMs) - 1) * frameMs;
  return Math.min(last, Math.max(0, Math.floor(timeMs / frameMs + 1e-9) * frameMs));
}

export interface GainPoint {
  /** Seconds from the playback start. */
  atSec: number;
  gain: number;
}

/**
 * The export's BGM ducking (packages/render audio/ducking.ts) as Web Audio ramp points for a
 * playback starting at `positionMs`: full volume, down to `duckedGain` over `rampMs` before
 * each speech interval, back up after it. Intervals must already be merged for their ramps.
 */
export function duckingPoints(
  intervals: readonly { startMs: number; endMs: number }[],
  positionMs: number,
  rampMs: number,
  duckedGain: number,
  gainAt: (timeMs: number) => number,
): GainPoint[] {
  const points: GainPoint[] = [{ atSec: 0, gain: gainAt(positionMs) }];
  for (const { startMs, endMs } of intervals) {
    const corners: [number, number][] = [
      [startMs - rampMs, 1],
      [startMs, duckedGain],
      [endMs, duckedGain],
      [endMs + rampMs, 1],
    ];
    for (const [timeMs, gain] of corners) if (timeMs > positionMs) points.push({ atSec: (timeMs - positionMs) / 1000, gain });
  }
  return points;
}
