/**
 * @orator/faces: face geometry shared by web and server (types, landmark layout, portrait rules).
 * Detection itself runs in Node only: import it from '@orator/faces/node'.
 */
export type { DetectedFace, FaceBox, FaceDetection, FacePoint } from './types.ts';
export { FACE_LANDMARKS, LANDMARK_COUNT, LANDMARK_POINT, regionIndices, type LandmarkRegion } from './landmarks.ts';
export {
  BACKGROUND_FACE_AREA_FRACTION,
  MAX_ROLL_DEGREES,
  MAX_YAW_ASYMMETRY,
  MIN_FACE_FRACTION,
  checkPortrait,
  estimateFacePose,
  foregroundFaces,
  isFrontal,
  isTinyFace,
  type FacePose,
  type PortraitCheck,
  type PortraitRefusal,
} from './portrait.ts';
export { flattenLandmarks, unflattenLandmarks } from './flat.ts';
export { TRACKING_END, TAIL_UNITS, TrainingEta, type TrainingReport, type TrainingStageName } from './rewrite/trainingEta.ts';
