export { pitchTrack, quantile, PITCH_DEFAULTS, type PitchOptions } from './pitch.ts';
export { analyseVoice, type VoiceFeatures } from './features.ts';
export { deriveDsp, DSP_LIMITS, genderByPitch, MALE_F0_CEILING_HZ, nearestVoice, type CandidateVoice, type VoiceDsp } from './match.ts';
export { buildSampleDecodeArgs, buildVoiceDspArgs, voiceDspFilter } from './dspArgs.ts';
