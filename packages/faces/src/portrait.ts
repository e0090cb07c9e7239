/**
 * Portrait rules for a talking photo (spec §5 "photo avatar": one face, about half of the photo, frontal).
 * Pure: it judges a detection, it never looks at pixels.
 */
import { LANDMARK_COUNT, LANDMARK_POINT } from './landmarks.ts';
import type { DetectedFace, FaceDetection, FacePoint } from './types.ts';

/**
 * A face is "tiny" when its box spans less than this fraction of the image along BOTH axes.
 * The spec asks for a face of about 50% of the photo; 15% still animates acceptably at 720p, smaller does not.
 */
const MIN_FACE_FRACTION = 0.15;
/**
 * Faces whose box area is under this fraction of the largest face are people far in the background:
 * they do not make the photo a group photo.
 */
const BACKGROUND_FACE_AREA_FRACTION = 0.15;
/**
 * Horizontal asymmetry of the nose tip between the jaw contour sides, (right - left) / (right + left).
 * 0 is frontal; a head turned by about 20 degrees reaches ~0.4 (cylinder model, nose ~1.2 head radii out).
 */
const MAX_YAW_ASYMMETRY = 0.4;
/** Tilt of the line through the outer eye corners, in degrees. */
export const MAX_ROLL_DEGREES = 20;

type PortraitRefusal = 'noFace' | 'manyFaces' | 'tinyFace' | 'notFrontal';
export type PortraitCheck = { ok: true; face: DetectedFace } | { ok: false; reason: PortraitRefusal };

export interface FacePose {
  /** Signed nose asymmetry, see MAX_YAW_ASYMMETRY; positive when the nose sits left of the face centre. */
  yawAsymmetry: number;
  /** Signed eye-line tilt in degrees, positive clockwise in image coordinates. */
  rollDegrees: number;
}

export function estimateFacePose(landmarks: readonly FacePoint[]): FacePose {
  if (landmarks.length !== LANDMARK_COUNT) throw new Error(`expected ${LANDMARK_COUNT} landmarks, got ${landmarks.length}`);
  const at = (i: number): FacePoint => landmarks[i] as FacePoint;
  const eyeL = at(LANDMARK_POINT.leftEyeOuter);
  const eyeR = at(LANDMARK_POINT.rightEyeOuter);
  const roll = Math.atan2(eyeR.y - eyeL.y, eyeR.x - eyeL.x);
  // Measure along the eye line so that a tilted but frontal face stays symmetric.
  const cos = Math.cos(-roll);
  const sin = Math.sin(-roll);
  const along = (p: FacePoint): number => p.x * cos - p.y * sin;
  const nose = along(at(LANDMARK_POINT.noseTip));
  const jawAsym = asymmetry(nose - along(at(LANDMARK_POINT.jawLeft)), along(at(LANDMARK_POINT.jawRight)) - nose);
  const eyeAsym = asymmetry(nose - along(eyeL), along(eyeR) - nose);
  // The jaw contour is the stronger cue; the eye corners guard against a jaw the net has smeared.
  const yawAsymmetry = Math.abs(jawAsym) >= Math.abs(eyeAsym) ? jawAsym : eyeAsym;
  return { yawAsymmetry, rollDegrees: (roll * 180) / Math.PI };
}

function asymmetry(left: number, right: number): number {
  const sum = left + right;
  if (sum <= 0) return 1; // points out of order: the face is seen from the side
  return (right - left) / sum;
}

function isFrontal(face: DetectedFace): boolean {
  const pose = estimateFacePose(face.landmarks);
  return Math.abs(pose.yawAsymmetry) <= MAX_YAW_ASYMMETRY && Math.abs(pose.rollDegrees) <= MAX_ROLL_DEGREES;
}

function isTinyFace(face: DetectedFace, detection: Pick<FaceDetection, 'width' | 'height'>): boolean {
  return face.box.width < detection.width * MIN_FACE_FRACTION && face.box.height < detection.height * MIN_FACE_FRACTION;
}

/** Faces that count as people in the photo (background faces far smaller than the main one are dropped), largest first. */
function foregroundFaces(detection: FaceDetection): DetectedFace[] {
  const area = (f: DetectedFace): number => f.box.width * f.box.height;
  const sorted = [...detection.faces].sort((a, b) => area(b) - area(a));
  const largest = sorted[0];
  if (!largest) return [];
  return sorted.filter((f) => area(f) >= area(largest) * BACKGROUND_FACE_AREA_FRACTION);
}

/** The first failing rule, in the order a user would fix them: find a face, only one, closer, then facing the camera. */
export function checkPortrait(detection: FaceDetection): PortraitCheck {
  const faces = foregroundFaces(detection);
  const face = faces[0];
  if (!face) return { ok: false, reason: 'noFace' };
  if (faces.length > 1) return { ok: false, reason: 'manyFaces' };
  if (isTinyFace(face, detection)) return { ok: false, reason: 'tinyFace' };
  if (!isFrontal(face)) return { ok: false, reason: 'notFrontal' };
  return { ok: true, face };
}
