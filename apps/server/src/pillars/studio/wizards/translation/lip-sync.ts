/**
 * The lip-sync stage of a dub (issue 12 §4): the speaking face's mouth re-rendered from a mouth
 * library taken from the same video (the video-rewrite engine of @orator/faces), following the
 * visemes of the new speech as it was placed on the timeline.
 */
import { detectFacesInFrame, detectFacesNear, lipSyncVideo } from '@orator/faces/node';
import { retimePhonemes, type Placement, type TimedSound } from '@orator/render';
import { visemeTrack } from '@orator/speech';

export interface LipSyncRequest {
  videoPath: string;
  /** The phonemes of each dub line as synthesised (line-relative times). */
  linePhonemes: readonly (readonly TimedSound[])[];
  placements: readonly Placement[];
  durationMs: number;
  sourceLanguage: string;
  outPath: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Writes the rewritten picture (25 fps, at most 720 high, no audio); answers its size. */
export type LipSync = (request: LipSyncRequest) => Promise<{ width: number; height: number }>;

export const faceLipSync: LipSync = async (request) => {
  const visemes = visemeTrack(retimePhonemes(request.linePhonemes, request.placements), request.durationMs);
  const result = await lipSyncVideo({
    videoPath: request.videoPath,
    visemes,
    outPath: request.outPath,
    detect: detectFacesInFrame,
    detectNear: detectFacesNear,
    sourceLanguage: request.sourceLanguage,
    signal: request.signal,
    onProgress: request.onProgress,
  });
  return { width: result.width, height: result.height };
};
