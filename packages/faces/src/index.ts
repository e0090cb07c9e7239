/**
 * @orator/faces: face geometry shared by web and server (types, landmark layout, portrait rules).
 * Detection itself runs in Node only: import it from '@orator/faces/node'.
 */
export { checkPortrait, estimateFacePose } from './portrait.ts';
export { flattenLandmarks } from './flat.ts';
export { TrainingEta } from './rewrite/trainingEta.ts';
