/** Waveform peaks of clip audio (pure): stored once per file, windowed per clip. */
export interface Peaks {
  /** Loudest absolute sample per bucket, 0..1. */
  values: Float32Array;
  msPerValue: number;
}

/** Resolution of the stored waveform: one value per 20 ms is finer than any zoom shows. */
export const MS_PER_PEAK = 20;

/** Loudest sample per bucket of `bucket` samples (pure). */
export function peaksOf(samples: Float32Array, bucket: number): Float32Array {
  const count = Math.ceil(samples.length / bucket);
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let max = 0;
    const end = Math.min(samples.length, (i + 1) * bucket);
    for (let j = i * bucket; j < end; j++) max = Math.max(max, Math.abs(samples[j] ?? 0));
    out[i] = max;
  }
  return out;
}

/** The peaks of the source window [beginMs, beginMs + durationMs) spread over `columns` bars (pure). */
export function windowPeaks(peaks: Peaks, beginMs: number, durationMs: number, columns: number): number[] {
  const bars: number[] = [];
  const perColumn = durationMs / Math.max(1, columns);
  for (let c = 0; c < columns; c++) {
    const from = Math.floor((beginMs + c * perColumn) / peaks.msPerValue);
    const to = Math.max(from + 1, Math.floor((beginMs + (c + 1) * perColumn) / peaks.msPerValue));
    let max = 0;
    for (let i = from; i < to && i < peaks.values.length; i++) max = Math.max(max, peaks.values[i] ?? 0);
    bars.push(max);
  }
  return bars;
}
