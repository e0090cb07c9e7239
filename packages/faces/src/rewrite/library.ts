/**
 * The mouth library (pure): for each viseme and openness bucket, the analysed frame that shows
 * it best. Labels come from the phoneme alignment of the training speech; openness and rounding
 * from the person's own landmarks, so a cell is what the mouth really looked like.
 */
import type { Viseme, VisemeFrame } from '@orator/shared';
import type { FrameFeature } from './features.ts';

/** Openness buckets per viseme (closed-ish, half, open). */
const OPENNESS_BUCKETS = 3;

export interface LibraryEntry {
  viseme: Viseme;
  bucket: number;
  /** Analysed frame index. */
  frame: number;
  openness: number;
  rounding: number;
}

function opennessBucket(openness: number): number {
  return Math.min(OPENNESS_BUCKETS - 1, Math.floor(openness * OPENNESS_BUCKETS));
}

/** How well a frame represents a cell: a confident, still face whose openness sits mid-bucket. */
function frameQuality(feature: FrameFeature, bucket: number): number {
  const centre = (bucket + 0.5) / OPENNESS_BUCKETS;
  return feature.score - 8 * feature.motion - 2 * Math.abs(feature.openness - centre);
}

/**
 * One entry per (viseme, bucket) seen in the footage, plus the most closed frame as 'sil' (the
 * mouth at rest is always needed). `labels[i]` is the aligned viseme of analysed frame i.
 */
export function selectMouthLibrary(features: readonly FrameFeature[], labels: readonly (VisemeFrame | undefined)[]): LibraryEntry[] {
  const best = new Map<string, { entry: LibraryEntry; quality: number }>();
  let closed: { index: number; value: number } | null = null;
  features.forEach((feature, index) => {
    if (!feature.transform || feature.score < 0.5) return;
    const closedValue = feature.openness + 4 * feature.motion - 0.1 * feature.score;
    if (!closed || closedValue < closed.value) closed = { index, value: closedValue };
    const label = labels[index];
    if (!label || label.viseme === 'sil') return;
    const bucket = opennessBucket(feature.openness);
    const quality = frameQuality(feature, bucket);
    const key = `${label.viseme}:${bucket}`;
    const current = best.get(key);
    if (!current || quality > current.quality) {
      best.set(key, {
        entry: { viseme: label.viseme, bucket, frame: index, openness: feature.openness, rounding: feature.rounding },
        quality,
      });
    }
  });
  const entries = [...best.values()].map((b) => b.entry);
  const rest = closed as { index: number } | null;
  if (rest) {
    const feature = features[rest.index] as FrameFeature;
    entries.unshift({ viseme: 'sil', bucket: 0, frame: rest.index, openness: feature.openness, rounding: feature.rounding });
  }
  return entries;
}
