export { analyseVoice, type VoiceFeatures } from './features.ts';
export { deriveDsp, genderByPitch, nearestVoice, type CandidateVoice, type VoiceDsp } from './match.ts';
export { buildSampleDecodeArgs, buildVoiceDspArgs } from './dspArgs.ts';
