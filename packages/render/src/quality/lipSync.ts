/**
 * Lip-sync measurements (pure): how well the planned mouth follows the voice. Used by the
 * quality tests and handy when tuning the viseme track.
 */
import { decodeWav, pearson, rmsEnvelope } from '@orator/speech';
import { FRAME_MS, type RenderPlan } from '../plan/types.ts';

/** Voice loudness per output frame, from the speech inputs alone (no BGM), 0..1. */
export function speechEnvelope(plan: RenderPlan): number[] {
  const envelope = new Array<number>(plan.frameCount).fill(0);
  for (const input of plan.audio) {
    if (input.role !== 'speech' || input.source.kind !== 'wav') continue;
    const frames = rmsEnvelope(decodeWav(input.source.data), FRAME_MS);
    const first = Math.round(input.startMs / FRAME_MS);
    frames.forEach((value, i) => {
      if (first + i < envelope.length) envelope[first + i] = value;
    });
  }
  return envelope;
}

/**
 * Times (ms, whole video) where speech becomes audible after at least 200 ms of quiet:
 * the first `windowMs` window at or above `threshold` RMS.
 */
export function speechOnsets(plan: RenderPlan, windowMs: number, threshold: number): number[] {
  const onsets: number[] = [];
  for (const input of plan.audio) {
    if (input.role !== 'speech' || input.source.kind !== 'wav') continue;
    const windows = rmsEnvelope(decodeWav(input.source.data), windowMs);
    let quiet = Number.POSITIVE_INFINITY;
    windows.forEach((value, i) => {
      if (value < threshold) quiet++;
      else {
        if (quiet * windowMs >= 200) onsets.push(input.startMs + i * windowMs);
        quiet = 0;
      }
    });
  }
  return onsets;
}

/** Runs of at least `minFrames` frames quieter than `threshold`, as [first, last] frame indices. */
export function silentRuns(envelope: readonly number[], threshold: number, minFrames: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= envelope.length; i++) {
    const quiet = i < envelope.length && (envelope[i] ?? 0) < threshold;
    if (quiet && start < 0) start = i;
    if (!quiet && start >= 0) {
      if (i - start >= minFrames) runs.push([start, i - 1]);
      start = -1;
    }
  }
  return runs;
}

/** Pearson correlation between mouth openness and an audio envelope on the same frame grid. */
export function mouthAudioCorrelation(mouth: readonly number[], envelope: readonly number[]): number {
  return pearson(mouth, envelope);
}

/**
 * Frames inside silences that show an open mouth (should be none). Excluded: the frame
 * after the sound stops (the lips are still closing) and the two frames (80 ms) before it
 * resumes, where the lips already move towards the coming sound, as real speakers' do.
 */
export function openFramesInSilence(mouth: readonly number[], runs: readonly [number, number][]): number[] {
  const open: number[] = [];
  for (const [first, last] of runs) for (let f = first + 1; f < last - 1; f++) if ((mouth[f] ?? 0) > 0.05) open.push(f);
  return open;
}

export { FRAME_MS };
