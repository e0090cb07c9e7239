import { z } from 'zod';

/** Video and project states (product-rules#projects-actions). */
const VIDEO_STATES = ['notSynthesized', 'synthesizing', 'transcoding', 'uploading', 'succeeded', 'failed', 'deleted'] as const;

export type VideoState = (typeof VIDEO_STATES)[number];

export const videoStateSchema = z.enum(VIDEO_STATES);

/** States in which a render is still running, so the project must not be composed again. */
const IN_PROGRESS_STATES: readonly VideoState[] = ['synthesizing', 'transcoding', 'uploading'];

export function isInProgress(state: VideoState): boolean {
  return IN_PROGRESS_STATES.includes(state);
}
