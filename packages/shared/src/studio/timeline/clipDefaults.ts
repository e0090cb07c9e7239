import { DEFAULT_CLIP_DURATION_MS } from '../../kernel/constants/timeline.ts';
import { isMediaSource } from '../project/sourceType.ts';
import { clipSchema, type Clip, type ClipInput } from '../project/track.ts';
import { snapToFrame } from './trackMath.ts';

/** A clip to add: start and duration may be left out (appended / default length). */
export type NewClip = Omit<ClipInput, 'startTime' | 'duration'> & { startTime?: number; duration?: number };

/**
 * Fills a new clip's times (product-rules#timeline): a missing or non-positive duration becomes 5000 ms
 * (images, videos, digital humans and dubbing alike). Media with a known source length are
 * not made longer than what remains of the source after beginTime.
 */
export function buildClip(input: NewClip, appendAt: number): Clip {
  const requested = input.duration !== undefined && input.duration > 0 ? input.duration : DEFAULT_CLIP_DURATION_MS;
  const beginTime = input.beginTime ?? 0;
  const originalDuration = input.originalDuration ?? 0;
  const available = isMediaSource(input.sourceType) && originalDuration > 0 ? originalDuration - beginTime : Infinity;
  const duration = snapToFrame(Math.min(requested, available));
  const clip = clipSchema.parse({
    ...input,
    startTime: snapToFrame(input.startTime ?? appendAt),
    duration,
    beginTime,
    originalDuration,
  });
  return isMediaSource(clip.sourceType) ? { ...clip, endTime: clip.beginTime + clip.duration } : clip;
}
