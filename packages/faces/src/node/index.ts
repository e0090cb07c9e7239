/** Node-only entry of @orator/faces: the face-api detector (WASM backend, models from the npm package). */
export { detectFaces, detectFacesInFrame, detectFacesNear, estimateGender, loadFaceDetector, type GenderEstimate } from './detector.ts';
export * from '../index.ts';
/** Video rewrite (clone training, mouth re-rendering for lip-sync); see packages/faces/README.md. */
export { trainClone, type TrainedClone, type TrainingCheckpoint, type TrainingStage } from '../rewrite/node/trainClone.ts';
export { lipSyncVideo } from '../rewrite/node/lipSyncVideo.ts';
export { extractSpeech, probeVideo, readFrames } from '../rewrite/node/media.ts';
export { analysisSize } from '../rewrite/node/mediaArgs.ts';
