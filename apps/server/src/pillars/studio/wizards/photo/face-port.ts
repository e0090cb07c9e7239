import { checkPortrait, detectFaces, estimateGender, flattenLandmarks } from '@orator/faces/node';
import type { AvatarFace, PortraitRefusal } from '@orator/shared';

export type PortraitVerdict = { ok: true; face: AvatarFace } | { ok: false; reason: PortraitRefusal };

/**
 * The network's gender guess is kept only when it is this sure: a wrong default voice is worse than
 * the language's default (face-api reports ~0.9+ on clear adult faces, near 0.5 on children and profiles).
 */
const MIN_GENDER_PROBABILITY = 0.75;

/** Face recognition of a photo (face-api in Node) judged by the portrait rules of @orator/faces, with the face's estimated gender. */
export async function recognizePortrait(image: Buffer): Promise<PortraitVerdict> {
  const detection = await detectFaces(image);
  const verdict = checkPortrait(detection);
  if (!verdict.ok) return verdict;
  const { box, landmarks } = verdict.face;
  const estimate = await estimateGender(image);
  const gender = estimate && estimate.probability >= MIN_GENDER_PROBABILITY ? estimate.gender : undefined;
  return {
    ok: true,
    face: { width: detection.width, height: detection.height, box: { ...box }, landmarks: flattenLandmarks(landmarks), ...(gender ? { gender } : {}) },
  };
}
