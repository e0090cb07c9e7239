/** Node-only entry of @orator/faces: the face-api detector (WASM backend, models from the npm package). */
export { MAX_ANALYSIS_SIDE, detectFaces, detectFacesInFrame, detectFacesNear, loadFaceDetector } from './detector.ts';
export * from '../index.ts';
/** Video rewrite (clone training, mouth re-rendering for lip-sync); see packages/faces/README.md. */
export {
  ANALYSIS_FPS,
  LOOP_SECONDS,
  trainClone,
  type TrainCloneInput,
  type TrainedClone,
  type TrainingCheckpoint,
  type TrainingStage,
} from '../rewrite/node/trainClone.ts';
export { lipSyncVideo, type LipSyncRequest, type LipSyncResult } from '../rewrite/node/lipSyncVideo.ts';
export { extractSpeech, probeVideo, readFrames } from '../rewrite/node/media.ts';
export { analysisSize } from '../rewrite/node/mediaArgs.ts';
export type { VideoProbe } from '../rewrite/node/mediaArgs.ts';
export type { FaceFinder } from '../rewrite/node/libraryBuild.ts';
export type { NearFaceFinder } from '../rewrite/node/tracking.ts';
