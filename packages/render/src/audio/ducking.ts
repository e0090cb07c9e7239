/**
 * BGM ducking as a volume envelope computed from known speech intervals. Because the whole
 * timeline is known in advance the music can start dipping just before the first word,
 * which a sidechain compressor (reacting after the fact) cannot do.
 */
import type { Interval } from '../plan/types.ts';

export interface DuckingOptions {
  /** BGM gain while someone speaks (0.25 ≈ -12 dB). */
  duckedGain: number;
  /** Length of the fade down before and up after each speech interval. */
  rampMs: number;
}

export const DEFAULT_DUCKING: DuckingOptions = { duckedGain: 0.25, rampMs: 200 };

/**
 * How much of the ducking applies at a time: 0 outside speech, 1 inside, linear ramps of
 * rampMs before each start and after each end. Overlapping ramps take the larger value.
 */
function duckingDepthAt(intervals: readonly Interval[], timeMs: number, rampMs: number): number {
  let depth = 0;
  for (const { startMs, endMs } of intervals) {
    const rise = Math.min(1, Math.max(0, (timeMs - (startMs - rampMs)) / rampMs));
    const fall = Math.min(1, Math.max(0, (endMs + rampMs - timeMs) / rampMs));
    depth = Math.max(depth, Math.min(rise, fall));
  }
  return depth;
}

export function duckingGainAt(intervals: readonly Interval[], timeMs: number, opts: DuckingOptions = DEFAULT_DUCKING): number {
  return 1 - (1 - opts.duckedGain) * duckingDepthAt(intervals, timeMs, opts.rampMs);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/**
 * The same envelope as an ffmpeg `volume` expression of t (seconds on the output timeline).
 * Each interval contributes min(rise, fall); intervals are merged with gaps wider than two
 * ramps, so their terms never overlap and a sum equals the max used above.
 */
export function duckingVolumeExpression(intervals: readonly Interval[], opts: DuckingOptions = DEFAULT_DUCKING): string {
  if (intervals.length === 0) return '1';
  const ramp = seconds(opts.rampMs);
  const terms = mergeForRamps(intervals, opts.rampMs).map(
    ({ startMs, endMs }) =>
      `min(clip((t-${seconds(startMs - opts.rampMs)})/${ramp},0,1),clip((${seconds(endMs + opts.rampMs)}-t)/${ramp},0,1))`,
  );
  return `1-${(1 - opts.duckedGain).toFixed(3)}*(${terms.join('+')})`;
}

/** Joins intervals whose ramps would overlap, so the expression's terms stay disjoint. */
export function mergeForRamps(intervals: readonly Interval[], rampMs: number): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.startMs - b.startMs);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.startMs - last.endMs < 2 * rampMs) last.endMs = Math.max(last.endMs, interval.endMs);
    else merged.push({ ...interval });
  }
  return merged;
}
