import { checkPortrait, detectFaces, flattenLandmarks } from '@orator/faces/node';
import type { AvatarFace, PortraitRefusal } from '@orator/shared';

export type PortraitVerdict = { ok: true; face: AvatarFace } | { ok: false; reason: PortraitRefusal };

/** Face recognition of a photo (face-api in Node) judged by the portrait rules of @orator/faces. */
export async function recognizePortrait(image: Buffer): Promise<PortraitVerdict> {
  const detection = await detectFaces(image);
  const verdict = checkPortrait(detection);
  if (!verdict.ok) return verdict;
  const { box, landmarks } = verdict.face;
  return {
    ok: true,
    face: { width: detection.width, height: detection.height, box: { ...box }, landmarks: flattenLandmarks(landmarks) },
  };
}
