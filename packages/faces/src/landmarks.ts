/**
 * Index ranges of the 68-point iBUG 300-W layout that face-api's landmark net returns.
 * "Left"/"right" are as seen in the image (the subject's right eye is the image's left eye).
 */
const FACE_LANDMARKS = {
  jaw: [0, 16],
  leftBrow: [17, 21],
  rightBrow: [22, 26],
  noseBridge: [27, 30],
  noseBottom: [31, 35],
  leftEye: [36, 41],
  rightEye: [42, 47],
  outerLips: [48, 59],
  innerLips: [60, 67],
} as const satisfies Record<string, readonly [number, number]>;

export const LANDMARK_COUNT = 68;

/** Named single points used by the pose estimate and the portrait rules. */
export const LANDMARK_POINT = {
  jawLeft: 0,
  chin: 8,
  jawRight: 16,
  noseTip: 30,
  leftEyeOuter: 36,
  leftEyeInner: 39,
  rightEyeInner: 42,
  rightEyeOuter: 45,
  mouthLeft: 48,
  mouthRight: 54,
} as const;

type LandmarkRegion = keyof typeof FACE_LANDMARKS;

/** Indices of one region, first to last inclusive. */
export function regionIndices(region: LandmarkRegion): number[] {
  const [first, last] = FACE_LANDMARKS[region];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
