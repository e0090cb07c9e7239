/**
 * Face tracking for the lip-sync pass: a full detection (the whole frame at the detector's full
 * input size) only every few analysed frames, and in between a cheap detection in a crop around
 * the face's last landmarks. Detection was most of a dub's time (issue 12 §5 translate60sSeconds).
 */
import type { Point } from '@orator/scene';
import type { FaceFinder } from './libraryBuild.ts';

/** Faces in the frame near where `near` (the last landmarks) were; coordinates in the whole frame. */
export type NearFaceFinder = (
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  near: readonly Point[],
) => ReturnType<FaceFinder>;

/**
 * A finder that detects the whole frame every `fullEvery` calls (a face entering elsewhere is
 * picked up within that many frames) and when tracking loses the face; otherwise near the last face.
 */
export function trackingFinder(detect: FaceFinder, detectNear: NearFaceFinder, fullEvery: number): FaceFinder {
  let calls = 0;
  let last: readonly Point[] | null = null;
  return async (rgba, width, height) => {
    const full = last === null || calls % fullEvery === 0;
    calls++;
    let answer = full ? await detect(rgba, width, height) : await detectNear(rgba, width, height, last!);
    if (!full && answer.faces.length === 0) answer = await detect(rgba, width, height);
    last = answer.faces[0]?.landmarks ?? null;
    return answer;
  };
}
